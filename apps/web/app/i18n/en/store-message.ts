import type { storeMessage as zh } from '../zh/store-message.ts'

export const storeMessage: typeof zh = {
  menu: { seller: 'System messages', admin: 'Messages to stores' },
  seller: {
    title: 'System messages',
    intro:
      'Notices the platform sent to this store. Opening a message marks it read; deleted messages go to the recycle bin, where they can be restored or deleted for good.',
    tabsLabel: 'Message status',
    tab: { UN_READY: 'Unread', ALREADY_READY: 'Read', ALREADY_REMOVE: 'Recycle bin' },
    empty: {
      UN_READY: 'No unread messages',
      ALREADY_READY: 'No read messages',
      ALREADY_REMOVE: 'The recycle bin is empty',
    },
    col: { title: 'Title', time: 'Time', ops: 'Actions' },
    open: 'Open',
    close: 'Close',
    markRead: 'Mark read',
    remove: 'Delete',
    restore: 'Restore',
    clear: 'Delete for good',
    done: 'Done',
  },
  admin: {
    title: 'Messages to stores',
    intro:
      'Send a notice to every trading store or to the stores you choose; sellers read it under “System messages” in the seller centre.',
    send: 'Send a message',
    sent: 'Message sent',
    col: {
      title: 'Title',
      content: 'Content',
      range: 'Sent to',
      readers: 'Read / received',
      time: 'Sent at',
      admin: 'Sent by',
    },
    range: { ALL: 'All stores', APPOINT: 'Chosen stores' },
    filterTitle: 'Title',
    filterContent: 'Content',
    form: {
      title: 'Title',
      content: 'Content',
      range: 'Send to',
      stores: 'Stores',
      storesHint: 'Tick the stores to receive it (trading stores only)',
      titleRequired: 'Enter a title',
      contentRequired: 'Enter the content',
      storesRequired: 'Choose at least one store',
    },
    recipients: 'Recipients',
    status: { UN_READY: 'Unread', ALREADY_READY: 'Read', ALREADY_REMOVE: 'Recycle bin' },
    store: 'Store',
    empty: 'No message sent to stores yet',
  },
}
