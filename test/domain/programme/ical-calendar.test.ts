import { ok, strictEqual } from 'node:assert'
import fc from 'fast-check'
import ICAL from 'ical.js'
import t from 'tap'
import { buildCalendar, escapeText, foldLine, hasOneWallTime } from '../../../src/domain/programme/ical-calendar.ts'
import { findTransitions, localToInstant } from '../../../src/domain/time/station-time.ts'

t.test('escapes TEXT: backslash, semicolon, comma, newlines; drops other control characters', async (t) => {
  t.equal(escapeText('a\\b;c,d\ne\r\nf\u0007g\th'), 'a\\\\b\\;c\\,d\\ne\\nfg\th')
})

// Any code point but a surrogate: fast-check's 'binary' unit is slow to build (seconds) and its
// default sizes never reach 75 octets.
const anyChar = fc
  .integer({ min: 0, max: 0x10ffff - 0x800 })
  .map((cp) => String.fromCodePoint(cp < 0xd800 ? cp : cp + 0x800))
const anyText = fc.string({ unit: anyChar, minLength: 0, maxLength: 120 })

t.test('folding keeps lines within 75 octets, never splits a character, and unfolds to the original', async () => {
  fc.assert(
    fc.property(anyText, (text) => {
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
  t.same(
    findTransitions('Europe/Vienna', span).map((x) => [
      new Date(x.at).toISOString(),
      x.from / 3_600_000,
      x.to / 3_600_000,
    ]),
    [
      ['2027-03-28T01:00:00.000Z', 1, 2],
      ['2027-10-31T01:00:00.000Z', 2, 1],
    ],
  )
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
    const text = buildCalendar({
      zone,
      stamp: 0,
      name: 'test',
      span: { start: events[0]!.start, end: events[365]!.end },
      events,
    })
    const calendar = new ICAL.Component(ICAL.parse(text))
    const parsed = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    t.same(
      parsed.map((e) => e.startDate.toUnixTime() * 1000),
      events.map((e) => e.start),
    )
    t.match(text, new RegExp(`DTSTART;TZID=${zone}:20270101T120000`))
  })
}

const octets = (s: string) => Buffer.byteLength(s, 'utf8')
// Characters of every UTF-8 length (1 to 4 octets), so long lines fold next to multi-byte ones.
const mixedText = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', ';', 'é', 'ß', '€', '中', '😀', '𝄞'),
  minLength: 30,
  maxLength: 200,
})

t.test('folding long and multi-byte lines: at most 75 octets, full lines, characters whole', async () => {
  fc.assert(
    fc.property(fc.oneof(mixedText, fc.string({ unit: anyChar, minLength: 40, maxLength: 200 })), (raw) => {
      const line = `SUMMARY:${raw.replace(/[\r\n]/g, '')}`
      const parts = foldLine(line).split('\r\n')
      const chars = [...line]
      let used = 0
      parts.forEach((part, i) => {
        ok(octets(part) <= 75, `part ${i} has ${octets(part)} octets`)
        if (i > 0) strictEqual(part[0], ' ', 'a continuation starts with one space')
        const body = i === 0 ? part : part.slice(1)
        ok(body.length > 0, 'no empty part')
        used += [...body].length
        // A part ends only when the next character would not fit: lines are as long as allowed.
        const next = chars[used]
        if (next !== undefined) ok(octets(part) + octets(next) > 75, `part ${i} could hold one more character`)
      })
      strictEqual(used, chars.length)
      strictEqual(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join(''), line, 'unfolds to the original')
    }),
    { numRuns: 200 },
  )
})

t.test('a line of exactly 75 octets stays whole; 76 octets fold into 75 and one', async (t) => {
  t.equal(foldLine(`X:${'a'.repeat(73)}`), `X:${'a'.repeat(73)}`)
  t.equal(foldLine(`X:${'a'.repeat(74)}`), `X:${'a'.repeat(73)}\r\n a`)
  // A continuation holds 74 octets after its space: 75 + 74 + 1.
  t.equal(foldLine(`X:${'a'.repeat(73 + 74 + 1)}`), `X:${'a'.repeat(73)}\r\n ${'a'.repeat(74)}\r\n a`)
  // A 2-octet character that would end at octet 76 moves to the next line whole.
  t.equal(foldLine(`X:${'a'.repeat(72)}é`), `X:${'a'.repeat(72)}\r\n é`)
  t.equal(foldLine(`X:${'a'.repeat(71)}é`), `X:${'a'.repeat(71)}é`)
  // 3- and 4-octet characters at the boundary.
  t.equal(foldLine(`X:${'a'.repeat(71)}€`), `X:${'a'.repeat(71)}\r\n €`)
  t.equal(foldLine(`X:${'a'.repeat(70)}€`), `X:${'a'.repeat(70)}€`)
  t.equal(foldLine(`X:${'a'.repeat(70)}😀`), `X:${'a'.repeat(70)}\r\n 😀`)
  t.equal(foldLine(`X:${'a'.repeat(69)}😀`), `X:${'a'.repeat(69)}😀`)
  t.equal(foldLine(''), '')
  // The code points where UTF-8 grows by an octet: U+007F/0080, U+07FF/0800, U+FFFF/10000.
  for (const [char, size] of [
    ['\u007f', 1],
    ['\u0080', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['\uffff', 3],
    ['\u{10000}', 4],
  ] as const) {
    const fits = `X:${'a'.repeat(73 - size)}${char}`
    t.equal(foldLine(fits), fits, `U+${char.codePointAt(0)!.toString(16)} is ${size} octets`)
    t.equal(foldLine(`a${fits}`), `a${fits.slice(0, -char.length)}\r\n ${char}`)
  }
})

t.test('escaping: each special character on its own, and only control characters dropped', async (t) => {
  t.equal(escapeText('\\'), '\\\\')
  t.equal(escapeText(';'), '\\;')
  t.equal(escapeText(','), '\\,')
  t.equal(escapeText('a\nb'), 'a\\nb')
  t.equal(escapeText('a\rb'), 'a\\nb')
  t.equal(escapeText('a\r\nb'), 'a\\nb', 'CRLF is one line break')
  t.equal(escapeText('a\u0000b\u0008c\u000bd\u001fe\u007ff'), 'abcdef')
  t.equal(escapeText('tab\there: ok é €'), 'tab\there: ok é €', 'tab, colon and non-ASCII stay')
})

/** The observances of a VTIMEZONE as [kind, DTSTART, TZOFFSETFROM, TZOFFSETTO]. */
function observances(text: string): string[][] {
  const found: string[][] = []
  const re = /BEGIN:(STANDARD|DAYLIGHT)\r\nDTSTART:(\S+)\r\nTZOFFSETFROM:(\S+)\r\nTZOFFSETTO:(\S+)\r\nEND:\1\r\n/g
  for (const m of text.matchAll(re)) found.push([m[1]!, m[2]!, m[3]!, m[4]!])
  return found
}
const calendar = (
  zone: string,
  start: number,
  end: number,
  events: Parameters<typeof buildCalendar>[0]['events'] = [],
) => buildCalendar({ zone, stamp: Date.UTC(2027, 0, 1, 12, 30, 45, 500), name: 'test', span: { start, end }, events })

t.test('VTIMEZONE: UTC is +0000, summer time is DAYLIGHT, winter time STANDARD', async (t) => {
  t.same(observances(calendar('UTC', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1))), [
    ['STANDARD', '19700101T000000', '+0000', '+0000'],
  ])
  t.same(observances(calendar('Europe/Vienna', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1))), [
    ['STANDARD', '19700101T000000', '+0100', '+0100'],
    ['DAYLIGHT', '20270328T020000', '+0100', '+0200'],
    ['STANDARD', '20271031T030000', '+0200', '+0100'],
  ])
  // A span that starts in summer begins with daylight time.
  t.same(observances(calendar('Europe/Vienna', Date.UTC(2027, 6, 1), Date.UTC(2027, 11, 1))), [
    ['DAYLIGHT', '19700101T000000', '+0200', '+0200'],
    ['STANDARD', '20271031T030000', '+0200', '+0100'],
  ])
  // No change inside the span: the offset of its start.
  t.same(observances(calendar('Europe/Vienna', Date.UTC(2027, 6, 1), Date.UTC(2027, 7, 1))), [
    ['STANDARD', '19700101T000000', '+0200', '+0200'],
  ])
  t.same(observances(calendar('America/St_Johns', Date.UTC(2027, 0, 1), Date.UTC(2027, 1, 1))), [
    ['STANDARD', '19700101T000000', '-0330', '-0330'],
  ])
  t.same(observances(calendar('Asia/Kolkata', Date.UTC(2027, 0, 1), Date.UTC(2027, 1, 1))), [
    ['STANDARD', '19700101T000000', '+0530', '+0530'],
  ])
  // Southern hemisphere: April falls back, October springs forward.
  t.same(observances(calendar('Australia/Sydney', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1))), [
    ['DAYLIGHT', '19700101T000000', '+1100', '+1100'],
    ['STANDARD', '20270404T030000', '+1100', '+1000'],
    ['DAYLIGHT', '20271003T020000', '+1000', '+1100'],
  ])
  // Liberia left its LMT-derived offset, −00:44:30, on 1972-01-07: offsets with seconds.
  t.same(observances(calendar('Africa/Monrovia', Date.UTC(1971, 11, 1), Date.UTC(1972, 1, 1))), [
    ['STANDARD', '19700101T000000', '-004430', '-004430'],
    ['DAYLIGHT', '19720107T000000', '-004430', '+0000'],
  ])
  // New York's local mean time, −04:56:02, until 1883-11-18: seconds below ten keep their zero (and
  // a change to a smaller offset makes the time before it "daylight").
  t.same(observances(calendar('America/New_York', Date.UTC(1883, 10, 1), Date.UTC(1883, 11, 1))), [
    ['DAYLIGHT', '19700101T000000', '-045602', '-045602'],
    ['STANDARD', '18831118T120358', '-045602', '-0500'],
  ])
})

t.test('the VTIMEZONE is widened to cover every event', async (t) => {
  const start = Date.UTC(2027, 9, 31, 9)
  const early = Date.UTC(2027, 2, 20, 9)
  const text = calendar('Europe/Vienna', Date.UTC(2027, 5, 1), Date.UTC(2027, 5, 2), [
    { uid: 'late@t', summary: 'late', start, end: start + 3_600_000 },
    { uid: 'early@t', summary: 'early', start: early, end: early + 3_600_000 },
  ])
  t.same(
    observances(text).map((o) => o[1]),
    ['19700101T000000', '20270328T020000', '20271031T030000'],
  )
})

t.test('event properties: stamp, times, sequence, status, description', async (t) => {
  const start = Date.UTC(2027, 0, 5, 19, 0, 0, 999)
  const lines = (events: Parameters<typeof buildCalendar>[0]['events']) =>
    calendar('Europe/Vienna', start, start, events).split('\r\n')
  const full = lines([
    {
      uid: 'a,b@t',
      summary: 'Jazz; live',
      description: 'x\ny',
      start,
      end: start + 3_600_000,
      sequence: 0,
      cancelled: true,
    },
  ])
  const body = full.slice(full.indexOf('BEGIN:VEVENT'), full.indexOf('END:VEVENT') + 1)
  t.same(body, [
    'BEGIN:VEVENT',
    'UID:a\\,b@t',
    'DTSTAMP:20270101T123045Z',
    'DTSTART;TZID=Europe/Vienna:20270105T200000',
    'DTEND;TZID=Europe/Vienna:20270105T210000',
    'SUMMARY:Jazz\\; live',
    'SEQUENCE:0',
    'STATUS:CANCELLED',
    'DESCRIPTION:x\\ny',
    'END:VEVENT',
  ])
  const plain = lines([{ uid: 'u@t', summary: 's', description: '', start, end: start + 3_600_000, cancelled: false }])
  t.notOk(
    plain.some((l) => /^(SEQUENCE|STATUS|DESCRIPTION)/.test(l)),
    'absent, false and empty add nothing',
  )
  t.same(full.slice(0, 11), [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//onair//programme feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:test',
    'X-WR-TIMEZONE:Europe/Vienna',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Vienna',
    'X-LIC-LOCATION:Europe/Vienna',
    'BEGIN:STANDARD',
  ])
  t.equal(full[0], 'BEGIN:VCALENDAR')
  t.equal(full.at(-2), 'END:VCALENDAR')
  t.equal(full.at(-1), '', 'the document ends with CRLF')
  t.ok(full.includes('X-WR-CALNAME:test'))
  t.ok(full.includes('X-WR-TIMEZONE:Europe/Vienna'))
  t.ok(full.includes('TZID:Europe/Vienna'))
  // The repeated autumn hour is written in UTC: both 02:30 of 2027-10-31.
  const first = Date.UTC(2027, 9, 31, 0, 30)
  const autumn = lines([{ uid: 'r@t', summary: 'r', start: first, end: first + 3_600_000 }])
  t.ok(autumn.includes('DTSTART:20271031T003000Z'))
  t.ok(autumn.includes('DTEND:20271031T013000Z'))
})

t.test('hasOneWallTime in gaps and at the edges of the repeated hour', async (t) => {
  t.notOk(
    hasOneWallTime(Date.UTC(2027, 9, 31, 0, 0), 'Europe/Vienna'),
    '02:00 CEST, the first second of the repeated hour',
  )
  t.ok(hasOneWallTime(Date.UTC(2027, 9, 30, 23, 59, 59), 'Europe/Vienna'), '01:59:59 CEST')
  t.notOk(hasOneWallTime(Date.UTC(2027, 9, 31, 1, 59, 59), 'Europe/Vienna'), '02:59:59 CET')
  t.ok(hasOneWallTime(Date.UTC(2027, 2, 28, 0, 59, 59), 'Europe/Vienna'), '01:59:59 CET, before the gap')
  t.notOk(hasOneWallTime(Date.UTC(2021, 9, 30, 23, 30), 'Europe/Chisinau'), '02:30 EEST, before a change at 00:00Z')
  t.notOk(hasOneWallTime(Date.UTC(2021, 9, 31, 0, 30), 'Europe/Chisinau'), '02:30 EET')
  t.ok(hasOneWallTime(Date.UTC(2027, 3, 4, 12), 'Australia/Sydney'))
  t.notOk(hasOneWallTime(Date.UTC(2027, 3, 3, 15, 30), 'Australia/Sydney'), '02:30 AEDT, repeated')
})
