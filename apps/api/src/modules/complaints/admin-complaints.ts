import type { ComplaintListQuery } from '@silk/contracts/complaint'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import {
  arbitrateComplaint,
  forwardComplaint,
  listAllComplaints,
  platformCommunicate,
  platformComplaintDetail,
} from './complaints.ts'

/** `GET /manager/order/complain` (lilishop 交易投诉): every store's complaints. */
export const listManagerComplaints = (ctx: ManagerCtx, query: ComplaintListQuery) =>
  listAllComplaints(ctx.db, query, ctx.locale)

/** `GET /manager/order/complain/{id}`: the buyer's complaint, the store's appeal and the dialogue. */
export const managerComplaintDetail = (ctx: ManagerCtx, id: string) =>
  platformComplaintDetail(ctx.db, id, ctx.locale)

/** `POST /manager/order/complain/communication/{id}`: the platform speaks in the dialogue. */
export function managerCommunicate(ctx: ManagerCtx, id: string, content: string) {
  return adminWrite(ctx, { action: 'order.complaint.communicate', target: id }, async (tx) => {
    const { message } = await platformCommunicate(tx, id, content, ctx.locale)
    return { after: { content }, result: message }
  })
}

/** `PUT /manager/order/complain/status/{id}`: NEW → WAIT_APPEAL, the store is asked to answer. */
export function managerForwardComplaint(ctx: ManagerCtx, id: string) {
  return adminWrite(ctx, { action: 'order.complaint.forward', target: id }, async (tx) => {
    const { before, after } = await forwardComplaint(tx, id)
    return {
      before: { complainStatus: before.complainStatus },
      after: { complainStatus: after.complainStatus },
      result: await platformComplaintDetail(tx, id, ctx.locale),
    }
  })
}

/** `PUT /manager/order/complain/complete/{id}`: the arbitration result both parties read; → COMPLETE. */
export function managerArbitrateComplaint(ctx: ManagerCtx, id: string, arbitrationResult: string) {
  return adminWrite(ctx, { action: 'order.complaint.arbitrate', target: id }, async (tx) => {
    const { before, after } = await arbitrateComplaint(tx, id, arbitrationResult)
    return {
      before: { complainStatus: before.complainStatus },
      after: { complainStatus: after.complainStatus, arbitrationResult: after.arbitrationResult },
      result: await platformComplaintDetail(tx, id, ctx.locale),
    }
  })
}
