import type { Db } from '../client.ts'
import { members } from '../schema/members.ts'
import { memberPointsHistory } from '../schema/points.ts'

/** Fixed ids so other demo data (orders, coupons, wallet) can belong to the demo buyers. */
export const DEMO_MEMBER_ID = '1000000000000000001'
export const DEMO_MEMBER_2_ID = '1000000000000000002'

/**
 * Demo buyers, both with the password `silk123456` (the client sends its md5; these are scrypt
 * hashes of that md5, made once with apps/api/src/modules/accounts/password.ts at cost 2^15).
 */
export async function seedDemoMembers(db: Db): Promise<void> {
  await db
    .insert(members)
    .values([
      {
        id: DEMO_MEMBER_ID,
        username: 'demo',
        password: 'scrypt$15$8$1$74OV7eDtyTc04ep4QMY6BA==$zMt9AkZ9kpNzpnPxaKcoFIU2LheXi5CmNZS5h8Rh65E=',
        mobile: '13800138000',
        nickName: '丝路买家',
        sex: 1,
        point: 1200,
        totalPoint: 1200,
      },
      {
        id: DEMO_MEMBER_2_ID,
        username: 'buyer2',
        password: 'scrypt$15$8$1$tGaNPZoxlvgBVkb3d2KEUg==$2+e6Hq85g7MLFpdH35KlDzBOaSRLQR176VlmEolySJw=',
        mobile: '13800138001',
        nickName: '海上买家',
        sex: 0,
        point: 0,
        totalPoint: 0,
      },
    ])
    .onConflictDoNothing()
  // Every change of a member's points has its row in the ledger (schema/points.ts): the demo buyer's
  // starting points too, or the operator's 积分历史 would count 1,200 granted and list nothing.
  await db
    .insert(memberPointsHistory)
    .values({
      id: '1000000000000000901',
      memberId: DEMO_MEMBER_ID,
      memberName: '丝路买家',
      point: 1200,
      beforePoint: 0,
      variablePoint: 1200,
      pointType: 'INCREASE',
      content: '演示账户初始积分',
      sourceKey: 'DEMO',
    })
    .onConflictDoNothing()
}
