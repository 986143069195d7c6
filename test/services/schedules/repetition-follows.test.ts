/** The hook a single-broadcast move calls: where the repetitions of a moved original go. Pure: no database. */
import t from 'tap'
import { localToInstant } from '../../../src/domain/time/station-time.ts'
import { repetitionMoves } from '../../../src/services/schedules/repetition-follows.ts'

const ZONE = 'Europe/Vienna'
const at = (local: string) => localToInstant(local, ZONE)
const offset = { addDaysNo: 1, addBusinessDaysOnly: true }

t.test(
  'a moved original takes its repetitions to its new date plus the offset, at their own time of day',
  async (t) => {
    const original = {
      before: { start: at('2027-02-09 20:00:00'), end: at('2027-02-09 21:00:00') },
      after: { start: at('2027-02-12 21:00:00'), end: at('2027-02-12 22:00:00') },
    }
    const repetition = { id: 6, start: at('2027-02-10 10:00:00'), end: at('2027-02-10 11:00:00') }
    t.same(
      repetitionMoves(original, [repetition], offset, ZONE, at('2027-01-01 00:00:00')),
      [{ id: 6, start: at('2027-02-15 10:00:00'), end: at('2027-02-15 11:00:00') }],
      'Friday plus one business day: Monday',
    )
    t.same(
      repetitionMoves(
        { ...original, after: { start: original.before.start, end: at('2027-02-09 22:00:00') } },
        [repetition],
        offset,
        ZONE,
        0,
      ),
      [],
      'a resize that keeps the start moves nothing',
    )
    t.same(
      repetitionMoves(original, [repetition], offset, ZONE, at('2027-02-10 10:30:00')),
      [],
      'a repetition that has started stays',
    )
  },
)
