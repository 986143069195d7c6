/**
 * Properties of a single broadcast's move in a DST zone (Europe/Vienna, the tests' zone; schedules
 * across the spring and autumn changes of 2027): a move and the move back leave the timeslots as they
 * were, a PUT of the schedule after any single-broadcast moves neither duplicates nor loses one, and
 * after moves of originals every repetition starts on its original's air date plus the offset (business
 * days and DST included), at its own time of day, unless it was moved itself.
 */
import fc from 'fast-check'
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { airDateOf, repetitionDate } from '../../../src/domain/schedules/repetitions.ts'
import { addLocalDays } from '../../../src/domain/time/civil-dates.ts'
import { instantToLocal } from '../../../src/domain/time/station-time.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { overlappingPairs, postSchedule, putSchedule, ZONE } from '../../helpers/schedules.ts'

const RUNS = 12

/** Weekly schedules of 2 to 6 weeks around the spring (28 March) or autumn (31 October) change of 2027. */
const scheduleArb = fc.record({
  around: fc.constantFrom('2027-03-14', '2027-10-17'),
  byWeekday: fc.integer({ min: 0, max: 6 }),
  weeks: fc.integer({ min: 2, max: 6 }),
  times: fc.constantFrom(
    ['20:00:00', '21:00:00'],
    ['02:30:00', '03:30:00'],
    ['23:30:00', '01:00:00'],
    ['01:30:00', '02:45:00'],
  ),
})
/** A move: which broadcast, how many days and minutes later (or earlier), how long afterwards. */
const moveArb = fc.record({
  pick: fc.nat(),
  days: fc.integer({ min: -3, max: 3 }),
  minutes: fc.constantFrom(-90, -30, 0, 15, 60, 150),
  length: fc.constantFrom(30, 60, 90, 120),
})

type Row = {
  id: number
  start: Date
  end: Date
  episodeId: number | null
  memo: string
  displaced: unknown
  scheduleId: number
  mediaId: number | null
  isRepetition: boolean
  createdAt: Date
}
const table = async (app: App) =>
  JSON.stringify(
    ((await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } })) as Row[]).map((row) => [
      row.id,
      row.scheduleId,
      row.start,
      row.end,
      row.episodeId,
      row.mediaId,
      row.memo,
      row.isRepetition,
      row.displaced,
      row.createdAt,
    ]),
  )

/** The target of a move as the station's wall clock says it (a time in the spring gap moves to its end). */
function target(slot: { start: Date }, move: { days: number; minutes: number; length: number }) {
  const local = instantToLocal(slot.start.getTime() + move.minutes * 60_000, ZONE)
  const start = `${addLocalDays(local.slice(0, 10), move.days)} ${local.slice(11)}`
  const end = instantToLocal(Date.parse(`${start.replace(' ', 'T')}Z`) + move.length * 60_000, 'UTC')
  return { start, end }
}

for (const database of testDatabases()) {
  t.test(`single-broadcast moves in a DST zone on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Property Show' })
    const moveOf = (id: number, payload: object) =>
      injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/timeslots/${id}/move`, payload })
    let created = 0
    let moved = 0

    const plan = async (s: typeof scheduleArb extends fc.Arbitrary<infer T> ? T : never) => {
      const schedule = {
        show: show.id,
        rrule: 4,
        byWeekday: s.byWeekday,
        firstDate: s.around,
        lastDate: addLocalDays(s.around, 7 * s.weeks),
        startTime: s.times[0],
        endTime: s.times[1],
      }
      const res = await postSchedule(app, schedule)
      if (res.statusCode !== 201) throw new Error(`schedule ${JSON.stringify(schedule)}: ${res.statusCode} ${res.body}`)
      created++
      const id = res.json().id as number
      const slots = await app.db.client.timeslot.findMany({ where: { scheduleId: id }, orderBy: { start: 'asc' } })
      return { id, schedule, slots }
    }
    const drop = (id: number) =>
      injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${id}` })

    t.test('a move and the move back leave the timeslots table as it was', async (t) => {
      await fc.assert(
        fc.asyncProperty(scheduleArb, moveArb, async (s, m) => {
          const { id, slots } = await plan(s)
          const slot = slots[m.pick % slots.length]!
          const before = await table(app)
          const there = await moveOf(slot.id, target(slot, m))
          if (there.statusCode === 200) {
            moved++
            const back = await moveOf(slot.id, { start: slot.start.toISOString(), end: slot.end.toISOString() })
            t.equal(back.statusCode, 200, back.body)
          } else
            t.ok(
              [400, 409].includes(there.statusCode),
              `refused (a collision, or an end in the spring gap): ${there.body.slice(0, 200)}`,
            )
          t.equal(await table(app), before, JSON.stringify({ s, m }))
          t.same(
            (await app.db.client.schedule.findUniqueOrThrow({ where: { id } })).movedOccurrences,
            [],
            'the schedule forgot the move',
          )
          await drop(id)
        }),
        { numRuns: RUNS },
      )
    })

    t.test('a PUT after single-broadcast moves never duplicates or loses a broadcast', async (t) => {
      await fc.assert(
        fc.asyncProperty(
          scheduleArb,
          fc.array(moveArb, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (s, moves, longer) => {
            const { id, schedule, slots } = await plan(s)
            for (const m of moves) {
              const slot = slots[m.pick % slots.length]!
              const now = await app.db.client.timeslot.findUniqueOrThrow({ where: { id: slot.id } })
              if ((await moveOf(slot.id, target(now, m))).statusCode === 200) moved++
            }
            const before = await app.db.client.timeslot.findMany({ where: { scheduleId: id }, orderBy: { id: 'asc' } })
            const put = await putSchedule(
              app,
              id,
              longer ? { ...schedule, lastDate: addLocalDays(schedule.lastDate, 7) } : schedule,
            )
            const after = await app.db.client.timeslot.findMany({ where: { scheduleId: id }, orderBy: { id: 'asc' } })
            const place = (rows: typeof before) =>
              rows.map((row) => `${row.id} ${row.start.toISOString()} ${row.end.toISOString()}`)
            if (put.statusCode === 409) {
              // The longer schedule's new occurrence met a broadcast moved onto it: a collision to resolve, nothing changed.
              t.ok(longer, put.body.slice(0, 200))
              t.same(place(after), place(before))
            } else {
              t.equal(put.statusCode, 200, put.body)
              t.same(place(after.slice(0, before.length)), place(before), JSON.stringify({ s, moves, longer }))
              t.equal(
                after.length,
                before.length + (longer ? 1 : 0),
                'one more occurrence for the longer schedule, none lost, none twice',
              )
            }
            t.equal(await overlappingPairs(app.db), 0)
            await drop(id)
          },
        ),
        { numRuns: RUNS },
      )
      t.ok(created >= 2 * RUNS && moved > 0, `${created} schedules, ${moved} moves made`)
    })

    t.test(
      'after moves of originals, every repetition starts at its original plus the offset unless moved itself',
      async (t) => {
        let followed = 0
        await fc.assert(
          fc.asyncProperty(
            scheduleArb,
            fc.record({
              addDaysNo: fc.integer({ min: 0, max: 3 }),
              addBusinessDaysOnly: fc.boolean(),
              startTime: fc.constantFrom('10:00:00', '06:30:00', '23:00:00'),
            }),
            fc.array(moveArb, { minLength: 1, maxLength: 3 }),
            fc.array(moveArb, { maxLength: 1 }),
            async (s, r, moves, ownMoves) => {
              const { id, schedule, slots } = await plan(s)
              const endTime =
                r.startTime === '23:00:00'
                  ? '23:45:00'
                  : `${String(Number(r.startTime.slice(0, 2)) + 1).padStart(2, '0')}${r.startTime.slice(2)}`
              const repeated = await postSchedule(app, {
                ...schedule,
                startTime: r.startTime,
                endTime,
                isRepetition: true,
                addDaysNo: r.addDaysNo,
                addBusinessDaysOnly: r.addBusinessDaysOnly,
                repeatOf: id,
              })
              if (repeated.statusCode !== 201) {
                // The repetitions meet their own originals (an offset of 0 at the same hour): no pair to check.
                t.equal(repeated.statusCode, 409, repeated.body.slice(0, 200))
                await drop(id)
                return
              }
              const repetitionId = repeated.json().id as number
              const ownMoved = new Set<number>()
              for (const m of ownMoves) {
                const reps = await app.db.client.timeslot.findMany({
                  where: { scheduleId: repetitionId },
                  orderBy: { start: 'asc' },
                })
                const rep = reps[m.pick % Math.max(1, reps.length)]
                if (rep !== undefined && (await moveOf(rep.id, target(rep, m))).statusCode === 200) ownMoved.add(rep.id)
              }
              for (const m of moves) {
                const slot = slots[m.pick % slots.length]!
                const now = await app.db.client.timeslot.findUniqueOrThrow({ where: { id: slot.id } })
                const res = await moveOf(slot.id, target(now, m))
                if (res.statusCode === 200) followed += (res.json().repetitions ?? []).length
              }
              const rows = await app.db.client.timeslot.findMany({ orderBy: { start: 'asc' } })
              const byId = new Map(rows.map((row) => [row.id, row]))
              const offset = { addDaysNo: r.addDaysNo, addBusinessDaysOnly: r.addBusinessDaysOnly }
              for (const rep of rows.filter((row) => row.scheduleId === repetitionId && row.repeatOfId !== null)) {
                if (ownMoved.has(rep.id)) continue
                const original = byId.get(rep.repeatOfId!)!
                const local = instantToLocal(rep.start.getTime(), ZONE)
                t.equal(
                  local.slice(0, 10),
                  repetitionDate(airDateOf(original.start.getTime(), ZONE), offset),
                  `repetition ${rep.id} (${local}) of ${instantToLocal(original.start.getTime(), ZONE)}: ${JSON.stringify({ s, r, moves, ownMoves })}`,
                )
                t.equal(local.slice(11), r.startTime, 'at its own time of day')
              }
              t.equal(await overlappingPairs(app.db), 0)
              await drop(repetitionId)
              await drop(id)
            },
          ),
          { numRuns: RUNS },
        )
        t.ok(followed > 0, `${followed} repetitions followed their originals`)
      },
    )
  })
}
