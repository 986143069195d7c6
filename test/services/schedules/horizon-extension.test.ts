import t from 'tap'
import type { App } from '../../../src/app.ts'
import { airWebhookEvent } from '../../../src/domain/webhooks/webhook-events.ts'
import { extendHorizon } from '../../../src/services/schedules/horizon-extension.ts'
import { computeState, transitions } from '../../../src/services/workers/air-events.ts'
import { buildTestApp, injectAs, secondInstance, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { once, overlappingPairs, postSchedule, programme, ZONE } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

const DAY = 86_400_000
const env = { PROGRAMME_HORIZON_DAYS: '30' }

/** A daily 20:00-21:00 show without end from 1 January 2027: with a 30-day horizon, up to 31 January. */
async function dailyOpenEnded(app: App) {
  const show = await makeShow(app.db, { name: 'Morning Jazz' })
  const created = await postSchedule(app, {
    show: show.id,
    rrule: 2,
    firstDate: '2027-01-01',
    lastDate: null,
    startTime: '20:00:00',
    endTime: '21:00:00',
  })
  t.equal(created.statusCode, 201, created.body)
  return { show, id: created.json().id as number }
}

const slotsOf = (app: App, scheduleId: number) =>
  app.db.client.timeslot.findMany({ where: { scheduleId }, orderBy: { start: 'asc' } })
const changesets = (app: App) =>
  app.db.client.changeset.findMany({ where: { action: 'schedule.extend' }, orderBy: { id: 'asc' } })

for (const database of testDatabases()) {
  t.test(`the horizon extension on ${database}`, async (t) => {
    t.test(
      'a day later: one more day of timeslots, one changeset by the system user; run again: nothing more',
      async (t) => {
        let clock = TEST_NOW
        const app = await buildTestApp(t, { database, env, now: () => clock })
        const { id } = await dailyOpenEnded(app)
        t.equal((await slotsOf(app, id)).length, 31)
        t.same((await extendHorizon(app.ctx)).schedules, 0, 'nothing due on the day it was made')

        clock = TEST_NOW + DAY
        const report = await extendHorizon(app.ctx)
        t.match(report, { horizon: '2027-02-01', schedules: 1, created: 1, unplaced: [] })
        const slots = await slotsOf(app, id)
        t.equal(slots.length, 32)
        t.equal(slots.at(-1)!.start.toISOString(), '2027-02-01T19:00:00.000Z')
        const sets = await changesets(app)
        t.equal(sets.length, 1)
        t.match(sets[0], { actorUserId: null, actorVia: 'system', actorName: 'onair' })
        t.match(sets[0]!.summary, /^Extended 1 open-ended schedule\(s\) to 2027-02-01: 1 timeslot\(s\) created$/)
        const view = (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).json()
        t.match(view, { lastDate: null, horizonDate: '2027-02-01' })

        t.match(await extendHorizon(app.ctx), { schedules: 0, created: 0, changesets: [] })
        t.equal((await slotsOf(app, id)).length, 32)
        t.equal((await changesets(app)).length, 1)
      },
    )

    t.test('two instances extending at once extend once', async (t) => {
      let clock = TEST_NOW
      const app = await buildTestApp(t, { database, env, now: () => clock })
      const { id } = await dailyOpenEnded(app)
      const second = await secondInstance(t, app)
      clock = TEST_NOW + 2 * DAY
      const [a, b] = await Promise.all([extendHorizon(app.ctx), extendHorizon(second.ctx)])
      t.equal(a.created + b.created, 2, 'two days, once')
      t.equal(a.changesets.length + b.changesets.length, 1)
      t.equal((await slotsOf(app, id)).length, 33)
      t.equal(await overlappingPairs(app.db), 0)
      t.equal((await changesets(app)).length, 1)
    })

    t.test('in bounded batches: one changeset per batch, every schedule once', async (t) => {
      let clock = TEST_NOW
      const app = await buildTestApp(t, { database, env, now: () => clock })
      const ids: number[] = []
      for (const hour of [6, 8, 10]) {
        const show = await makeShow(app.db)
        const created = await postSchedule(app, {
          show: show.id,
          rrule: 2,
          firstDate: '2027-01-01',
          lastDate: null,
          startTime: `0${hour}:00:00`.slice(-8),
          endTime: `${hour + 1}:00:00`.padStart(8, '0'),
        })
        t.equal(created.statusCode, 201, created.body)
        ids.push(created.json().id)
      }
      clock = TEST_NOW + DAY
      const report = await extendHorizon(app.ctx, 2)
      t.match(report, { schedules: 3, created: 3 })
      t.equal(report.changesets.length, 2)
      for (const id of ids) t.equal((await slotsOf(app, id)).length, 32)
    })

    t.test(
      'a collision: the existing timeslot keeps its air, reported in health, as an air event and a webhook',
      async (t) => {
        let clock = TEST_NOW
        const app = await buildTestApp(t, { database, env, now: () => clock })
        const { id } = await dailyOpenEnded(app)
        const other = await makeShow(app.db, { name: 'Election Night' })
        const special = await postSchedule(app, once(other.id, '2027-02-01', '20:30:00', '23:00:00'))
        t.equal(special.statusCode, 201, special.body)
        const before = await programme(app.db)

        const stateBefore = await computeState(app.ctx, TEST_NOW + DAY)
        clock = TEST_NOW + DAY
        const report = await extendHorizon(app.ctx)
        t.match(report, { schedules: 1, created: 0 })
        t.match(report.unplaced, [{ scheduleId: id, date: '2027-02-01', collisions: [{ showName: 'Election Night' }] }])
        t.same(await programme(app.db), before, 'nothing created, nothing changed')
        // As docs/weekly-edits.md prints it.
        t.same(await printedWeek(app, '2027-01-30 00:00:00', '2027-02-03 00:00:00'), [
          '#30 2027-01-30 20:00-21:00 Morning Jazz',
          '#31 2027-01-31 20:00-21:00 Morning Jazz',
          '#32 2027-02-01 20:30-23:00 Election Night',
        ])
        t.equal(await overlappingPairs(app.db), 0)
        const view = (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).json()
        t.equal(
          view.horizonDate,
          '2027-02-01',
          'the horizon moved on: the occurrence waits for a person, not for tomorrow',
        )

        const health = await injectAs(app, 'programme-manager', { url: '/api/v1/air/health' })
        t.equal(health.statusCode, 200)
        t.equal(health.json().healthy, false)
        t.match(health.json().unplaced, [
          {
            scheduleId: id,
            showName: 'Morning Jazz',
            date: '2027-02-01',
            start: '2027-02-01 20:00:00',
            end: '2027-02-01 21:00:00',
            collisions: [{ showName: 'Election Night', start: '2027-02-01 20:30:00', end: '2027-02-01 23:00:00' }],
          },
        ])

        const stateAfter = await computeState(app.ctx, TEST_NOW + DAY)
        const events = transitions(stateBefore, stateAfter).filter((event) => event.type === 'horizon.unplaced')
        t.equal(events.length, 1)
        const webhook = airWebhookEvent(events[0]!, ZONE)
        t.equal(webhook.type, 'air.horizon.unplaced')
        t.match(webhook.data, {
          unplaced: [
            {
              scheduleId: id,
              date: '2027-02-01',
              startAt: '2027-02-01T20:00:00+01:00',
              collisions: [{ showName: 'Election Night' }],
            },
          ],
        })
        t.same(
          transitions(stateAfter, await computeState(app.ctx, TEST_NOW + DAY)).filter(
            (e) => e.type === 'horizon.unplaced',
          ),
          [],
          'said once',
        )

        // A person resolves it: a PUT of the schedule decides the occurrence like any other.
        const put = await injectAs(app, 'programme-manager', {
          method: 'PUT',
          url: `/api/v1/schedules/${id}/`,
          payload: {
            schedule: {
              show: view.show,
              rrule: 2,
              firstDate: '2027-01-01',
              lastDate: null,
              startTime: '20:00:00',
              endTime: '21:00:00',
            },
          },
        })
        t.equal(put.statusCode, 409, 'the PUT works on the whole horizon and meets the collision')
        const resolved = await injectAs(app, 'programme-manager', {
          method: 'PUT',
          url: `/api/v1/schedules/${id}/`,
          payload: {
            schedule: {
              show: view.show,
              rrule: 2,
              firstDate: '2027-01-01',
              lastDate: null,
              startTime: '20:00:00',
              endTime: '21:00:00',
            },
            defaultSolution: 'theirs',
          },
        })
        t.equal(resolved.statusCode, 200, resolved.body)
        t.same(
          (await injectAs(app, 'programme-manager', { url: '/api/v1/air/health' })).json().unplaced,
          [],
          'decided: no longer reported',
        )
      },
    )

    t.test('an extension is reverted row for row', async (t) => {
      let clock = TEST_NOW
      const app = await buildTestApp(t, { database, env, now: () => clock })
      const { id } = await dailyOpenEnded(app)
      const scheduleBefore = await app.db.client.schedule.findUnique({ where: { id } })
      clock = TEST_NOW + DAY
      const report = await extendHorizon(app.ctx)
      t.equal((await slotsOf(app, id)).length, 32)
      const revert = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${report.changesets[0]}/revert`,
      })
      t.equal(revert.statusCode, 201, revert.body)
      t.equal((await slotsOf(app, id)).length, 31)
      const scheduleAfter = await app.db.client.schedule.findUnique({ where: { id } })
      t.same(scheduleAfter?.lastDate, scheduleBefore?.lastDate)
      t.same(scheduleAfter?.unplaced, [])
    })
  })
}
