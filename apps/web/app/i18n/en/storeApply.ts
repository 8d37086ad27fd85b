import type { Shape } from '../shape.ts'
import type { storeApply as zh } from '../zh/storeApply.ts'

/** Open a store (the buyer's application, /home/ShopEntry; decision 112). */
export const storeApply: Shape<typeof zh> = {
  title: 'Open a store',
  intro:
    'Sell on Silk Road Ark: give your company details, settlement account and store details. Once the platform approves, sign in to the seller centre and publish goods.',
  steps: { company: 'Company', bank: 'Settlement account', store: 'Store', review: 'Review' },
  resume: 'What you filled in before is saved; carry on where you left off.',
  company: {
    companyName: 'Company name',
    region: 'Location',
    regionKept: 'Now: {{path}} (choose again to change it)',
    companyAddress: 'Street address',
    companyPhone: 'Company phone',
    companyEmail: 'Company email',
    licenseNum: 'Unified social credit code',
    licenseHint: 'The 18-character code on the business licence',
    scope: 'Business scope',
    licencePhoto: 'Business licence',
    legalName: 'Legal representative',
    legalId: 'Representative’s ID number',
    legalPhoto: 'Representative’s ID photo',
    linkName: 'Contact person',
    linkPhone: 'Contact mobile',
  },
  bank: {
    accountName: 'Account name',
    accountNameHint: 'Must match the company name',
    accountNum: 'Account number',
    branchName: 'Bank branch',
    jointName: 'Branch code',
    jointHint: '12 digits, optional',
  },
  store: {
    storeName: 'Store name',
    storeLogo: 'Store logo',
    storeDesc: 'About the store',
    categories: 'Categories',
    categoriesHint: 'The top-level categories you will sell in; choose one or more',
    categoriesRequired: 'Please choose at least one category',
  },
  pictureRequired: 'Please upload a picture',
  invalid: 'Please check this field',
  previous: 'Back',
  next: 'Save and continue',
  submit: 'Submit for review',
  saved: 'Saved',
  submitted: 'Application submitted; the platform will review it',
  status: {
    APPLYING: 'Under review',
    OPEN: 'Approved',
    REFUSED: 'Refused',
  },
  applyingText:
    'Your application for “{{name}}” was submitted on {{time}}. The platform will review it soon and tell you in your messages.',
  openText:
    'Congratulations! “{{name}}” is open. Sign in to the seller centre with this account and password.',
  toSeller: 'Sign in to the seller centre',
  ownerText:
    'Your account already owns a store, so there is nothing to apply for: sign in to the seller centre.',
  refusedText: 'Your application for “{{name}}” was not approved.',
  reason: 'Reason',
  amend: 'Amend and resubmit',
  categoryNames: 'Categories',
}
