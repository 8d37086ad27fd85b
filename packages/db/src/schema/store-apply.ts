import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * A member's application to open a store (lilishop 商家入驻, `li_store` before it opens): three steps
 * saved as they are filled (company, bank, store), then submitted for the operator's review.
 * `APPLY` while filling, `APPLYING` submitted, `REFUSED` with a reason the applicant reads (it may be
 * edited and sent again), `OPEN` once approved — the store row then exists and `store_id` names it.
 * One application per member.
 */
export const storeApplies = pgTable(
  'store_apply',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    memberName: varchar('member_name', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('APPLY'),
    /** The last step saved: 1 company, 2 bank, 3 store (submitted). */
    step: smallint('step').notNull().default(0),
    companyName: varchar('company_name', { length: 64 }).notNull().default(''),
    companyAddressPath: varchar('company_address_path', { length: 128 }).notNull().default(''),
    companyAddress: varchar('company_address', { length: 128 }).notNull().default(''),
    companyPhone: varchar('company_phone', { length: 32 }).notNull().default(''),
    companyEmail: varchar('company_email', { length: 64 }).notNull().default(''),
    linkName: varchar('link_name', { length: 32 }).notNull().default(''),
    linkPhone: varchar('link_phone', { length: 16 }).notNull().default(''),
    licenseNum: varchar('license_num', { length: 32 }).notNull().default(''),
    scope: varchar('scope', { length: 500 }).notNull().default(''),
    licencePhoto: text('licence_photo').notNull().default(''),
    legalName: varchar('legal_name', { length: 32 }).notNull().default(''),
    legalId: varchar('legal_id', { length: 18 }).notNull().default(''),
    legalPhoto: text('legal_photo').notNull().default(''),
    settlementBankAccountName: varchar('settlement_bank_account_name', { length: 64 }).notNull().default(''),
    settlementBankAccountNum: varchar('settlement_bank_account_num', { length: 32 }).notNull().default(''),
    settlementBankBranchName: varchar('settlement_bank_branch_name', { length: 64 }).notNull().default(''),
    settlementBankJointName: varchar('settlement_bank_joint_name', { length: 32 }).notNull().default(''),
    storeName: varchar('store_name', { length: 64 }).notNull().default(''),
    storeLogo: text('store_logo').notNull().default(''),
    storeDesc: varchar('store_desc', { length: 500 }).notNull().default(''),
    /** Top-level category ids the store will sell in. */
    goodsManagementCategory: jsonb('goods_management_category').$type<string[]>().notNull().default([]),
    refuseReason: varchar('refuse_reason', { length: 200 }),
    storeId: text('store_id'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_apply_member_uq').on(t.memberId),
    index('store_apply_status_idx').on(t.status, t.submitTime),
  ],
)
