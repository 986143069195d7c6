import fc from 'fast-check'
import t from 'tap'
import type { RowChange, RowSnapshot } from '../../../src/domain/changes/revert.ts'
import { inFreeOrder, keyOf, planRevert, sameJson } from '../../../src/domain/changes/revert.ts'

const NOW = Date.parse('2027-01-05T12:00:00Z')
const slotRow = (id: number, start: string, extra: RowSnapshot = {}): RowSnapshot => ({
  id,
  start,
  end: '2027-02-01T13:00:00.000Z',
  ...extra,
})
const current = (entries: Array<[string, RowSnapshot | null]>) => new Map(entries)

t.test('sameJson compares JSON values deeply, whatever the key order', async (t) => {
  t.ok(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }))
  t.ok(sameJson(null, null))
  t.ok(sameJson('x', 'x'))
  t.notOk(sameJson({ a: 1 }, { a: 2 }))
  t.notOk(sameJson({ a: 1 }, { a: 1, b: 2 }), 'an extra key')
  t.notOk(sameJson({ a: 1, b: 2 }, { a: 1 }), 'a missing key')
  t.notOk(sameJson({ a: undefined }, { b: undefined }), 'same count, other keys')
  t.notOk(sameJson([1, 2], { 0: 1, 1: 2 }), 'array versus object')
  t.notOk(sameJson({ 0: 1 }, [1]))
  t.notOk(sameJson(null, {}))
  t.notOk(sameJson({}, null))
  t.notOk(sameJson(1, '1'))
  t.notOk(sameJson({ a: 1 }, 'x'))
  t.notOk(sameJson('x', { a: 1 }))
  t.notOk(sameJson([1, [2]], [1, [3]]))
  t.ok(sameJson([], []))
  t.notOk(sameJson(1, 2), 'numbers have no keys to compare')
  t.notOk(sameJson({}, ''), 'an empty object is no empty string')
  t.notOk(sameJson('', {}))
  t.notOk(sameJson('x', 'y'))
})

t.test('keyOf is entity:id', async (t) => {
  t.equal(keyOf({ entity: 'timeslot', id: 7 }), 'timeslot:7')
})

t.test('a row that changed since the changeset refuses the revert, each key once', async (t) => {
  const after = slotRow(7, '2027-02-01T12:00:00.000Z')
  const changes: RowChange[] = [
    { entity: 'timeslot', id: 7, before: null, after },
    { entity: 'timeslot', id: 7, before: null, after },
    { entity: 'show', id: 1, before: null, after: { id: 1, name: 'a' } },
  ]
  t.same(
    planRevert(
      changes,
      current([
        ['timeslot:7', { ...after, memo: 'edited' }],
        ['show:1', { id: 1, name: 'a' }],
      ]),
      NOW,
    ),
    {
      kind: 'changed-since',
      keys: ['timeslot:7'],
    },
  )
  t.same(
    planRevert([{ entity: 'show', id: 1, before: { id: 1 }, after: null }], current([['show:1', { id: 1 }]]), NOW),
    {
      kind: 'changed-since',
      keys: ['show:1'],
    },
    'a deleted row that exists again',
  )
  t.same(
    planRevert([{ entity: 'show', id: 1, before: null, after: { id: 1 } }], current([]), NOW),
    {
      kind: 'changed-since',
      keys: ['show:1'],
    },
    'a created row that is gone',
  )
  t.same(
    planRevert([{ entity: 'show', id: 1, before: { id: 1 }, after: null }], current([]), NOW),
    {
      kind: 'ok',
      steps: [{ op: 'insert', entity: 'show', id: 1, row: { id: 1 } }],
    },
    'a deleted row still absent (missing from the map)',
  )
})

t.test('a timeslot that has started by now cannot be created, moved or deleted by a revert', async (t) => {
  const started = slotRow(7, '2027-01-05T11:59:59.999Z')
  const atNow = slotRow(8, '2027-01-05T12:00:00.000Z')
  const created = (row: RowSnapshot, id: number): RowChange => ({ entity: 'timeslot', id, before: null, after: row })
  t.same(planRevert([created(started, 7)], current([['timeslot:7', started]]), NOW), {
    kind: 'history',
    keys: ['timeslot:7'],
  })
  t.same(
    planRevert([created(atNow, 8)], current([['timeslot:8', atNow]]), NOW),
    {
      kind: 'ok',
      steps: [{ op: 'delete', entity: 'timeslot', id: 8, row: null }],
    },
    'starting exactly now has not started',
  )
  const deleted: RowChange = { entity: 'timeslot', id: 7, before: started, after: null }
  t.same(
    planRevert([deleted, deleted], current([['timeslot:7', null]]), NOW),
    { kind: 'history', keys: ['timeslot:7'] },
    'once',
  )
  const moved: RowChange = { entity: 'timeslot', id: 8, before: started, after: atNow }
  t.same(
    planRevert([moved], current([['timeslot:8', atNow]]), NOW),
    { kind: 'history', keys: ['timeslot:8'] },
    'its old start had passed',
  )
  const movedBack: RowChange = { entity: 'timeslot', id: 8, before: atNow, after: started }
  t.same(
    planRevert([movedBack], current([['timeslot:8', started]]), NOW),
    { kind: 'history', keys: ['timeslot:8'] },
    'its new start has passed',
  )
  // Only timeslots have a history; a show row with a past `start` field is not one.
  const show: RowChange = { entity: 'show', id: 1, before: null, after: { id: 1, start: '2000-01-01T00:00:00.000Z' } }
  t.same(planRevert([show], current([['show:1', show.after]]), NOW), {
    kind: 'ok',
    steps: [{ op: 'delete', entity: 'show', id: 1, row: null }],
  })
  const noStart: RowChange = { entity: 'timeslot', id: 9, before: null, after: { id: 9, start: 0 } }
  t.equal(
    planRevert([noStart], current([['timeslot:9', noStart.after]]), NOW).kind,
    'ok',
    'a start that is no string is no start',
  )
})

t.test(
  'steps: created children, then created parents go; deleted parents, changed rows, then deleted timeslots come back',
  async (t) => {
    const future = (id: number) => slotRow(id, '2027-02-01T12:00:00.000Z', { v: 'new' })
    const old = (id: number) => slotRow(id, '2027-02-01T12:00:00.000Z', { v: 'old' })
    const changes: RowChange[] = [
      { entity: 'timeslot', id: 30, before: old(30), after: null },
      { entity: 'show', id: 1, before: null, after: { id: 1 } },
      { entity: 'schedule', id: 10, before: null, after: { id: 10 } },
      { entity: 'episode', id: 20, before: null, after: { id: 20 } },
      { entity: 'timeslot', id: 31, before: null, after: future(31) },
      { entity: 'show', id: 2, before: { id: 2 }, after: null },
      { entity: 'episode', id: 21, before: { id: 21 }, after: null },
      { entity: 'schedule', id: 11, before: { id: 11 }, after: null },
      { entity: 'timeslot', id: 32, before: old(32), after: future(32) },
      { entity: 'episode', id: 22, before: { id: 22, v: 'old' }, after: { id: 22, v: 'new' } },
      { entity: 'schedule', id: 12, before: { id: 12, v: 'old' }, after: { id: 12, v: 'new' } },
      { entity: 'show', id: 3, before: { id: 3, v: 'old' }, after: { id: 3, v: 'new' } },
    ]
    const now = current(changes.map((c) => [keyOf(c), c.after]))
    const plan = planRevert(changes, now, NOW)
    t.same(plan.kind === 'ok' ? plan.steps.map((s) => `${s.op} ${keyOf(s)}`) : plan, [
      'delete timeslot:31',
      'delete episode:20',
      'delete schedule:10',
      'delete show:1',
      'insert show:2',
      'insert schedule:11',
      'insert episode:21',
      'update show:3',
      'update schedule:12',
      'update episode:22',
      'update timeslot:32',
      'insert timeslot:30',
    ])
    t.same(plan.kind === 'ok' ? plan.steps.map((s) => s.row) : null, [
      null,
      null,
      null,
      null,
      { id: 2 },
      { id: 11 },
      { id: 21 },
      { id: 3, v: 'old' },
      { id: 12, v: 'old' },
      { id: 22, v: 'old' },
      old(32),
      old(30),
    ])
    t.same(planRevert([], current([]), NOW), { kind: 'ok', steps: [] })
  },
)

t.test('timeslots go back to their times in an order the exclusion constraint allows', async (t) => {
  const at = (hour: string) => `2027-02-01T${hour}:00.000Z`
  const slot = (id: number, start: string, end: string): RowSnapshot => ({ id, start: at(start), end: at(end) })
  // A move resized Talk (1) from 21–22 to 21–23 and cut Late (2) from 22–23:30 to 23–23:30, in that order.
  const talk: RowChange = {
    entity: 'timeslot',
    id: 1,
    before: slot(1, '21:00', '22:00'),
    after: slot(1, '21:00', '23:00'),
  }
  const late: RowChange = {
    entity: 'timeslot',
    id: 2,
    before: slot(2, '22:00', '23:30'),
    after: slot(2, '23:00', '23:30'),
  }
  for (const recorded of [
    [late, talk],
    [talk, late],
  ]) {
    const plan = planRevert(
      recorded,
      current(recorded.map((change) => [keyOf(change), change.after])),
      Date.parse('2027-01-01T00:00:00Z'),
    )
    t.same(
      plan.kind === 'ok' ? plan.steps.map((step) => step.id) : plan,
      [1, 2],
      'Talk shrinks back before Late grows back',
    )
  }
  // Two broadcasts that swapped: no order frees either, the recorded one stays.
  const a: RowChange = {
    entity: 'timeslot',
    id: 3,
    before: slot(3, '10:00', '11:00'),
    after: slot(3, '11:00', '12:00'),
  }
  const b: RowChange = {
    entity: 'timeslot',
    id: 4,
    before: slot(4, '11:00', '12:00'),
    after: slot(4, '10:00', '11:00'),
  }
  const swapped = planRevert([a, b], current([a, b].map((change) => [keyOf(change), change.after])), 0)
  t.same(swapped.kind === 'ok' ? swapped.steps.map((step) => step.id) : swapped, [3, 4])
})

t.test(
  'the order of putting timeslots back: whenever some order frees every row in turn, the one chosen does',
  async (t) => {
    const hour = 3_600_000
    const iso = (h: number) => new Date(Date.UTC(2027, 1, 1) + h * hour).toISOString()
    type Spans = Array<[number, number]>
    // A valid day before and after: back-to-back slots of 1–3 hours from 00:00, the after-state the same
    // rows with some lengths changed (what a move that cut its neighbours leaves).
    const day = fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })), {
      minLength: 1,
      maxLength: 12,
    })
    const spansOf = (lengths: number[]): Spans => {
      let at = 0
      return lengths.map((length) => {
        const span: [number, number] = [at, at + length]
        at += length
        return span
      })
    }
    const meets = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1]
    // The number of rows that go back onto air another still holds, in that order.
    const conflicts = (order: readonly number[], before: Spans, after: Spans) =>
      order.filter((row, k) => order.slice(k + 1).some((other) => meets(before[row]!, after[other]!))).length
    // The oracle: try every order of up to 6 rows (720), or ask whether a greedy choice of a free row works.
    const freeOrderExists = (rows: number[], before: Spans, after: Spans): boolean => {
      if (rows.length === 0) return true
      return rows.some(
        (row) =>
          rows.every((other) => other === row || !meets(before[row]!, after[other]!)) &&
          freeOrderExists(
            rows.filter((other) => other !== row),
            before,
            after,
          ),
      )
    }
    fc.assert(
      fc.property(
        day.filter((pairs) => pairs.length <= 6),
        fc.array(fc.nat(), { maxLength: 6 }),
        (pairs, shuffle) => {
          const before = spansOf(pairs.map(([length]) => length))
          const after = spansOf(pairs.map(([, length]) => length))
          const rows = before.map((_, index) => index)
          // The changeset recorded its rows in any order.
          for (const [k, n] of shuffle.entries()) {
            const j = n % rows.length
            ;[rows[k % rows.length], rows[j]] = [rows[j]!, rows[k % rows.length]!]
          }
          const changes: RowChange[] = rows.map((row) => ({
            entity: 'timeslot',
            id: row + 1,
            before: { id: row + 1, start: iso(before[row]![0]), end: iso(before[row]![1]) },
            after: { id: row + 1, start: iso(after[row]![0]), end: iso(after[row]![1]) },
          }))
          const order = inFreeOrder(changes).map((change) => change.id - 1)
          t.same([...order].sort(), [...rows].sort(), 'every row once')
          if (freeOrderExists(rows, before, after)) t.equal(conflicts(order, before, after), 0, JSON.stringify(pairs))
        },
      ),
      { numRuns: 300 },
    )
  },
)
