import { ok, strictEqual } from 'node:assert'
import fc from 'fast-check'
import ICAL from 'ical.js'
import t from 'tap'
import { buildCalendar, escapeText, foldLine, hasOneWallTime } from '../../src/domain/ical.ts'
import { findTransitions } from '../../src/domain/time.ts'
import { localToInstant } from '../../src/domain/time.ts'

t.test('escapes TEXT: backslash, semicolon, comma, newlines; drops other control characters', async (t) => {
  t.equal(escapeText('a\\b;c,d\ne\r\nf\u0007g\th'), 'a\\\\b\\;c\\,d\\ne\\nfg\th')
})

t.test('folding keeps lines within 75 octets, never splits a character, and unfolds to the original', async () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
      const line = `SUMMARY:${text.replace(/[\r\n]/g, '')}`
      const folded = foldLine(line)
      for (const part of folded.split('\r\n')) {
        ok(Buffer.byteLength(part) <= 75, 'at most 75 octets')
        ok(!part.includes('\uFFFD') || line.includes('\uFFFD'), 'no broken character')
      }
      strictEqual(folded.replace(/\r\n /g, ''), line)
    }),
  )
})

t.test('finds the Vienna transitions of 2027 at 01:00Z', async (t) => {
  const span = { start: Date.UTC(2027, 0, 1), end: Date.UTC(2028, 0, 1) }
  t.same(findTransitions('Europe/Vienna', span).map((x) => [new Date(x.at).toISOString(), x.from / 3_600_000, x.to / 3_600_000]), [
    ['2027-03-28T01:00:00.000Z', 1, 2],
    ['2027-10-31T01:00:00.000Z', 2, 1],
  ])
  t.same(findTransitions('UTC', span), [])
})

t.test('a wall time names one instant except in the repeated autumn hour', async (t) => {
  t.ok(hasOneWallTime(Date.UTC(2027, 0, 5, 19), 'Europe/Vienna'))
  t.notOk(hasOneWallTime(Date.UTC(2027, 9, 31, 0, 30), 'Europe/Vienna'), '02:30 CEST')
  t.notOk(hasOneWallTime(Date.UTC(2027, 9, 31, 1, 30), 'Europe/Vienna'), '02:30 CET')
  t.ok(hasOneWallTime(Date.UTC(2027, 9, 31, 2, 0), 'Europe/Vienna'), '03:00 CET')
  t.ok(hasOneWallTime(Date.UTC(2027, 2, 28, 1, 0), 'Europe/Vienna'), '03:00 CEST, right after the gap')
})

// ical.js resolves the times through the document's own VTIMEZONE (the zones are not registered with it).
for (const zone of ['Europe/Vienna', 'Australia/Sydney', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
  t.test(`daily noon events for a year in ${zone} parse back to their instants`, async (t) => {
    const events = Array.from({ length: 366 }, (_, day) => {
      const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10)
      const start = localToInstant(`${date} 12:00:00`, zone)
      return { uid: `e${day}@test`, start, end: start + 3_600_000, summary: date }
    })
    const text = buildCalendar({ zone, stamp: 0, name: 'test', span: { start: events[0]!.start, end: events[365]!.end }, events })
    const calendar = new ICAL.Component(ICAL.parse(text))
    const parsed = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    t.same(
      parsed.map((e) => e.startDate.toUnixTime() * 1000),
      events.map((e) => e.start),
    )
    t.match(text, new RegExp(`DTSTART;TZID=${zone}:20270101T120000`))
  })
}
