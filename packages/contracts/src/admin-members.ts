import { z } from 'zod'
import { MobileParam, PasswordDigest, Username } from './accounts.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/** `GET /manager/passport/member`: members found by username, mobile or nickname (one box searches all three). */
export const ManagerMemberQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  /** `OPEN` active, `CLOSE` disabled (lilishop `disabled`). */
  status: z.enum(['OPEN', 'CLOSE']).optional(),
  /** The same filter under lilishop's name (its 回收站 sends `disabled=CLOSE`). */
  disabled: z.enum(['OPEN', 'CLOSE']).optional(),
})

export const ManagerMember = z.object({
  id: Id,
  username: z.string(),
  nickName: z.string().nullable(),
  mobile: z.string(),
  face: z.string().nullable(),
  /** false once an operator disabled the account. */
  enabled: z.boolean(),
  point: z.number().int(),
  storeId: Id.nullable(),
  lastLoginDate: DateTime.nullable(),
  createTime: DateTime,
})
export const ManagerMemberPage = page(ManagerMember)

/** `GET /manager/passport/member/{id}`: the member with its wallet, latest ledger lines, points and orders. */
export const ManagerMemberDetail = z.object({
  member: ManagerMember.extend({ totalPoint: z.number().int() }),
  wallet: z.object({ balance: Yuan, frozen: Yuan }),
  walletLogs: z.array(
    z.object({
      id: Id,
      money: Yuan,
      balanceAfter: Yuan,
      serviceType: z.string(),
      detail: z.string(),
      createTime: DateTime,
    }),
  ),
  points: z.array(
    z.object({
      id: Id,
      variablePoint: z.number().int(),
      point: z.number().int(),
      pointType: z.string(),
      content: z.string(),
      createTime: DateTime,
    }),
  ),
  orders: z.array(
    z.object({
      sn: z.string(),
      storeName: z.string(),
      flowPrice: Yuan,
      orderStatus: z.string(),
      createTime: DateTime,
    }),
  ),
  orderCount: z.number().int(),
})

export const MemberIdParams = z.object({ id: Id })

/**
 * `POST /manager/passport/member` (lilishop 添加会员, `MemberAddDTO`): an operator opens an account for
 * someone (a B2B buyer signed up offline, a call-centre customer) with the same username, password and
 * mobile rules as the buyer's own registration, without an SMS code: the operator vouches for the number.
 */
export const ManagerMemberAdd = z.object({
  username: Username,
  /** The password's MD5 digest, as every lilishop client sends it. */
  password: PasswordDigest,
  mobile: MobileParam,
})
