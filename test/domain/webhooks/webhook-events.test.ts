import t from 'tap'
import type { AirEvent, AirState } from '../../../src/domain/air/now-next.ts'
import type { ProgrammeRecord } from '../../../src/domain/records.ts'
import {
  airWebhookEvent,
  DISABLE_AFTER_MS,
  EVENT_PATTERN,
  failedTooLong,
  patternCovers,
  payloadOf,
  retryDelayMs,
  subscribes,
} from '../../../src/domain/webhooks/webhook-events.ts'

t.test('patterns: everything, a family, or one exact type', async (t) => {
  t.ok(patternCovers('*', 'air.gap.warning'))
  t.ok(patternCovers('change.*', 'change.show.create'))
  t.ok(patternCovers('change.schedule.*', 'change.schedule.update'))
  t.notOk(patternCovers('change.schedule.*', 'change.show.update'))
  t.notOk(patternCovers('change.show.*', 'change.shows.update'), 'a family ends at a dot')
  t.ok(patternCovers('change.timeslot.update', 'change.timeslot.update'))
  t.notOk(patternCovers('change.timeslot.update', 'change.timeslot.update.more'), 'an exact type covers only itself')
  for (const good of ['*', 'change.*', 'air.*', 'change.schedule.*', 'change.timeslot.update', 'air.timeslot.started'])
    t.match(good, EVENT_PATTERN, good)
  for (const bad of ['', 'show.*', 'change.', 'change.*.update', '*.create', 'CHANGE.*'])
    t.notMatch(bad, EVENT_PATTERN, JSON.stringify(bad))
})

t.test('a subscription gets an event a pattern covers, and of one of its shows when it names shows', async (t) => {
  const event = { type: 'change.show.update', showIds: [4, 5] }
  t.ok(subscribes({ events: ['change.*'], showIds: [] }, event), 'no show filter')
  t.ok(subscribes({ events: ['change.*'], showIds: [5] }, event), 'one of its shows')
  t.notOk(subscribes({ events: ['change.*'], showIds: [6] }, event), 'another show')
  t.notOk(subscribes({ events: ['air.*'], showIds: [] }, event), 'no pattern covers it')
  t.notOk(
    subscribes({ events: ['*'], showIds: [4] }, { type: 'air.gap.warning', showIds: [] }),
    'an event about no show passes no show filter',
  )
})

t.test("retries follow Standard Webhooks' schedule, then 10 h apart; 24 h of failures disable", async (t) => {
  t.same(
    [0, 1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs),
    [5_000, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000],
  )
  t.notOk(failedTooLong(null, 10 * DISABLE_AFTER_MS), 'not failing')
  t.notOk(failedTooLong(1000, 1000 + DISABLE_AFTER_MS - 1))
  t.ok(failedTooLong(1000, 1000 + DISABLE_AFTER_MS))
})

t.test('the payload is type, ISO timestamp and data', async (t) => {
  const body = payloadOf({
    id: 'change-41',
    type: 'change.show.create',
    showIds: [1],
    at: Date.UTC(2027, 2, 1, 12),
    data: { id: 1 },
  })
  t.same(JSON.parse(body), { type: 'change.show.create', timestamp: '2027-03-01T12:00:00.000Z', data: { id: 1 } })
})

const JAZZ: ProgrammeRecord = {
  id: 11,
  scheduleId: 3,
  showId: 4,
  showName: 'Jazz',
  start: Date.UTC(2027, 2, 1, 19),
  end: Date.UTC(2027, 2, 1, 20),
  isRepetition: false,
  mediaId: null,
  episodeId: null,
  memo: '',
  episodeTitle: null,
  scheduleDefaultMediaId: 9,
  showDefaultMediaId: 8,
  updatedAt: 0,
}

function state(current: ProgrammeRecord | null): AirState {
  const at = Date.UTC(2027, 2, 1, 19, 30)
  return {
    id: `${JAZZ.start}-7`,
    at,
    boundary: JAZZ.start,
    changeset: 7,
    air: {
      at,
      current: current === null ? { kind: 'gap', start: 0, end: null } : { kind: 'slot', slot: current },
      next: [],
    },
    gaps: [],
  } as AirState
}

t.test(
  "air events become air.<type> webhook events: id from the happening, the shows concerned, times with the station's offset",
  async (t) => {
    const started: AirEvent = {
      id: 'e1',
      key: 'started-11',
      at: JAZZ.start,
      state: state(JAZZ),
      type: 'timeslot.started',
      timeslot: JAZZ,
    }
    t.same(airWebhookEvent(started, 'Europe/Vienna'), {
      id: 'air-started-11',
      type: 'air.timeslot.started',
      at: JAZZ.start,
      showIds: [4],
      data: {
        at: '2027-03-01T20:00:00+01:00',
        timeslot: {
          id: 11,
          showId: 4,
          showName: 'Jazz',
          scheduleId: 3,
          episodeId: null,
          mediaId: 9,
          source: 'schedule',
          startAt: '2027-03-01T20:00:00+01:00',
          endAt: '2027-03-01T21:00:00+01:00',
        },
      },
    })
    const changed: AirEvent = {
      id: 'e2',
      key: 'changed-7',
      at: JAZZ.start + 60_000,
      state: state(JAZZ),
      type: 'air.changed',
      changeset: 7,
    }
    const onAir = airWebhookEvent(changed, 'UTC')
    t.same(onAir.showIds, [4], 'the show on air')
    t.match(onAir.data, { changeset: 7, onAir: { id: 11, startAt: '2027-03-01T19:00:00+00:00' } })
    const inGap = airWebhookEvent({ ...changed, state: state(null) }, 'UTC')
    t.same([inGap.showIds, (inGap.data as { onAir: unknown }).onAir], [[], null], 'nothing on air: no show, onAir null')
    const gap: AirEvent = {
      id: 'e3',
      key: 'gap-1',
      at: JAZZ.end,
      state: state(null),
      type: 'gap.warning',
      gaps: [{ start: JAZZ.end, end: JAZZ.end + 600_000 }],
    }
    t.same(airWebhookEvent(gap, 'UTC'), {
      id: 'air-gap-1',
      type: 'air.gap.warning',
      at: JAZZ.end,
      showIds: [],
      data: {
        at: '2027-03-01T20:00:00+00:00',
        gaps: [{ startAt: '2027-03-01T20:00:00+00:00', endAt: '2027-03-01T20:10:00+00:00' }],
      },
    })
  },
)
