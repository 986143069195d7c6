/** What every part of the planner shares once signed in: the client, who is signed in, the station, the shows. */
import type { Client, Show, Station, Timeslot, User } from './api.ts'
import type { MoveTarget } from './move-panel.ts'
import type { FormStart } from './schedule-form.ts'

export interface Planner {
  readonly client: Client
  readonly me: User
  readonly station: Station
  shows: Map<number, Show>
  /** Draws the programme again (after a change here or elsewhere). */
  refresh(): void
  /** Opens the schedule form: a new schedule, a special, a break-in, or a series to move. */
  openForm(start?: FormStart): void
  /** Opens the move of one broadcast (to a time a drag gave, or its own time to be typed over). */
  openMove(timeslot: Timeslot, target?: MoveTarget): void
  /** Says something to the person (role=status, or role=alert for failures). */
  say(message: string, failure?: boolean): void
}

/** Roles that change the programme; hosts only their own shows (Show.ownerIds), readers nothing. */
export function canChange(planner: Pick<Planner, 'me' | 'shows'>, showId: number): boolean {
  const { role, id } = planner.me
  if (role === 'programme-manager' || role === 'admin') return true
  return role === 'host' && (planner.shows.get(showId)?.ownerIds?.includes(id) ?? false)
}

export function canPlan(planner: Pick<Planner, 'me'>): boolean {
  return planner.me.role !== 'reader'
}
