import type { DbOrTx } from '@silk/db/client'
import { liveStudios } from '@silk/db/schema/index'
import { and, eq, isNull, ne, or } from 'drizzle-orm'
import { syncCommodityAudits } from './commodities.ts'
import type { LiveApi } from './wechat-live.ts'

/** Rooms: WeChat's live_status of every room (getliveinfo, 100 a page) onto ours. */
export async function syncRoomStatuses(db: DbOrTx, api: LiveApi) {
  let changed = 0
  for (let start = 0; ; start += 100) {
    const { total, rooms } = await api.liveInfo(start, 100)
    for (const room of rooms) {
      const rows = await db
        .update(liveStudios)
        .set({ liveStatus: room.live_status, liveStatusTime: new Date() })
        .where(
          and(
            eq(liveStudios.roomId, room.roomid),
            eq(liveStudios.sandbox, api.sandbox),
            or(isNull(liveStudios.liveStatus), ne(liveStudios.liveStatus, room.live_status)),
          ),
        )
        .returning({ id: liveStudios.id })
      changed += rows.length
    }
    if (rooms.length === 0 || start + 100 >= total) break
  }
  return changed
}

/** The `live-sync` job's run: goods verdicts, then room statuses. */
export async function syncLive(db: DbOrTx, api: LiveApi) {
  const goods = await syncCommodityAudits(db, api)
  const rooms = await syncRoomStatuses(db, api)
  return { goods, rooms, sandbox: api.sandbox }
}
