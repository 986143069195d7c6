// Who may go live: an owner of the show on air now, with a grace before its start and after its end.

export interface SlotNearNow {
  timeslotId: number
  showId: number
  showName: string
  start: number
  end: number
  ownerIds: readonly number[]
}

export interface Grace {
  beforeMs: number
  afterMs: number
}

export type LiveAccessDecision =
  | { allowed: true; slot: SlotNearNow; reason: string; until: number }
  | { allowed: false; slot: SlotNearNow | null; reason: string; until: null }

/** Whether the slot lets people in at `now`: from `start - before` to `end + after` (half-open). */
export function opensAt(slot: Pick<SlotNearNow, 'start' | 'end'>, now: number, grace: Grace): boolean {
  return slot.start - grace.beforeMs <= now && now < slot.end + grace.afterMs
}

/**
 * Allowed by the first open slot the user owns (cut the source at `until`), else refused with the reason.
 * @example decideLiveAccess([{ timeslotId: 1, showId: 2, showName: 'Jazz', start: 0, end: 3600_000, ownerIds: [7] }], 7, 60_000, { beforeMs: 0, afterMs: 0 }).allowed // true
 */
export function decideLiveAccess(
  slots: readonly SlotNearNow[],
  userId: number,
  now: number,
  grace: Grace,
): LiveAccessDecision {
  const open = slots.filter((slot) => opensAt(slot, now, grace)).sort((a, b) => a.start - b.start)
  const own = open.find((slot) => slot.ownerIds.includes(userId))
  if (own !== undefined) {
    return {
      allowed: true,
      slot: own,
      reason: `owns "${own.showName}", on air until ${new Date(own.end).toISOString()}`,
      until: own.end + grace.afterMs,
    }
  }
  if (open.length === 0)
    return {
      allowed: false,
      slot: null,
      reason: 'no timeslot is on air now (nor within the grace before the next one)',
      until: null,
    }
  const names = open.map((slot) => `"${slot.showName}"`).join(' and ')
  return { allowed: false, slot: open[0]!, reason: `does not own the show on air now: ${names}`, until: null }
}

/** A live-access decision with who asked and when. */
export type LiveAccessAnswer = LiveAccessDecision & { user: { id: number; name: string } | null; now: number }
