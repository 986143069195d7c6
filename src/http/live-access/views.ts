import type { LiveAccessAnswer } from '../../domain/air/live-access.ts'
import type { LiveAccessView } from './schemas.ts'

export function toLiveAccessView(answer: LiveAccessAnswer): LiveAccessView {
  const slot = answer.slot
  return {
    allowed: answer.allowed,
    reason: answer.reason,
    user: answer.user,
    timeslot:
      slot === null
        ? null
        : {
            id: slot.timeslotId,
            showId: slot.showId,
            showName: slot.showName,
            startAt: new Date(slot.start).toISOString(),
            endAt: new Date(slot.end).toISOString(),
          },
    until: answer.until === null ? null : new Date(answer.until).toISOString(),
    secondsLeft: answer.until === null ? null : Math.max(0, Math.floor((answer.until - answer.now) / 1000)),
  }
}
