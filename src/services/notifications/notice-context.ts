import type { Config } from '../../config.ts'
import * as notificationsDb from '../../db/notifications/notifications.ts'
import type { DbClient } from '../../db/platform/client.ts'
import * as stationDb from '../../db/programme/station.ts'
import type { NoticeContext } from '../../domain/notifications/notification-texts.ts'
import { parseLocalDate } from '../../domain/time/civil-dates.ts'
import { todayIn, wallToInstant } from '../../domain/time/station-time.ts'

type Settings = notificationsDb.NotificationSettingsRecord
export type ShowNames = ReadonlyMap<number, { name: string; slug: string }>

/** The daily digest goes out at this hour, station time. */
export const DIGEST_HOUR = 7

/** What a recipient's mails are written with: the station's name (read afresh), zone, language, links, shows. */
export class NoticeContexts {
  readonly #config: Config
  #stationName = 'onair'

  constructor(config: Config) {
    this.#config = config
  }

  async readStationName(client: DbClient): Promise<void> {
    this.#stationName = (await stationDb.find(client)).name.trim() || 'onair'
  }

  async showNames(client: DbClient, ids: readonly number[]): Promise<ShowNames> {
    return new Map((await notificationsDb.findShows(client, [...new Set(ids)])).map((show) => [show.id, show]))
  }

  links(settings: Settings, names: ShowNames = new Map()) {
    const base = this.#config.notifications.publicUrl
    return {
      planner: `${base}/planner`,
      showPage: (showId: number) =>
        `${base}/programme/shows/${encodeURIComponent(names.get(showId)?.slug ?? String(showId))}`,
      unsubscribe: `${base}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(settings.unsubscribeToken)}`,
    }
  }

  context(settings: Settings, names: ShowNames): NoticeContext {
    return {
      zone: this.#config.stationTimeZone,
      language: settings.language,
      stationName: this.#stationName,
      showName: (id) => names.get(id)?.name ?? `show #${id}`,
      links: this.links(settings, names),
    }
  }

  /** When a change notification is due: at once, or at the next digest hour. */
  dueFor(settings: Settings, at: number): number {
    if (!settings.digest) return at
    return nextHourIn(at, DIGEST_HOUR, this.#config.stationTimeZone)
  }
}

/** The next moment after `at` when the station's clock shows `hour`:00 (exact in every zone, DST days included). */
export function nextHourIn(at: number, hour: number, zone: string): number {
  const today = parseLocalDate(todayIn(zone, at))!
  const todayAt = wallToInstant(today, hour * 3600, zone)
  return todayAt > at ? todayAt : wallToInstant(today + 1, hour * 3600, zone)
}
