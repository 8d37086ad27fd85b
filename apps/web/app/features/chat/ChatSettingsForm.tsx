import type { ChatSettingVO } from '@silk/contracts/chat'
import { useState } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { consoleBrowser } from '../console/browser.ts'
import { Panel } from '../console/ConsoleLayout.tsx'
import { SELLER } from '../seller/site.ts'

export type ChatSetting = z.infer<typeof ChatSettingVO>

/** 店铺设置 → 客服: the greeting, the out-of-hours reply and the service hours (GMT+8). */
export function ChatSettingsForm({ value, canEdit }: { value: ChatSetting; canEdit: boolean }) {
  const { t } = useTranslation('sellerChat')
  const [form, setForm] = useState(value)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof ChatSetting) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value })
  const save = async () => {
    setBusy(true)
    try {
      setForm(await consoleBrowser(SELLER).api.put<ChatSetting>('/store/im/setting', form, { json: true }))
      toast.success(t('settings.saved'))
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
    } finally {
      setBusy(false)
    }
  }
  return (
    <Panel title={t('settings.title')} testId="chat-settings">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <Field
          label={t('settings.greeting')}
          hint={t('settings.greetingHint')}
          count={{ used: form.greeting.length, max: 500 }}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              value={form.greeting}
              onChange={set('greeting')}
              disabled={!canEdit}
              data-testid="chat-greeting"
            />
          )}
        </Field>
        <Field
          label={t('settings.offHoursReply')}
          hint={t('settings.offHoursHint')}
          count={{ used: form.offHoursReply.length, max: 500 }}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              value={form.offHoursReply}
              onChange={set('offHoursReply')}
              disabled={!canEdit}
            />
          )}
        </Field>
        <Field label={t('settings.hours')}>
          {(control) => (
            <span>
              <input
                {...control}
                type="time"
                value={form.hoursStart}
                onChange={set('hoursStart')}
                disabled={!canEdit}
              />{' '}
              {t('settings.to')}{' '}
              <input
                type="time"
                value={form.hoursEnd}
                onChange={set('hoursEnd')}
                disabled={!canEdit}
                aria-label={t('settings.to')}
              />
            </span>
          )}
        </Field>
        {canEdit ? (
          <button type="submit" className="btn" disabled={busy} data-testid="chat-settings-save">
            {t('settings.save')}
          </button>
        ) : null}
      </form>
    </Panel>
  )
}
