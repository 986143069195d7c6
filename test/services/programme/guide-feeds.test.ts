/**
 * The XMLTV render of a long window gives the event loop turns (an uncached render of 720 programmes
 * held it for 314 ms in one piece), and its document is the one buildXmltv makes in one piece.
 */
import t from 'tap'
import { findGuideEntries } from '../../../src/db/programme/guide.ts'
import { buildXmltv } from '../../../src/domain/guides/xmltv.ts'
import { renderXmltv } from '../../../src/services/programme/guide-feeds.ts'
import { getStationProfile } from '../../../src/services/programme/station.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { once, postSchedule } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`the XMLTV render of 720 programmes yields on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    for (const [name, start, end] of [
      ['Morning', '08:00:00', '09:00:00'],
      ['Evening', '20:00:00', '21:00:00'],
    ] as const) {
      const show = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } })
      ).json().id as number
      t.equal(
        (await postSchedule(app, { ...once(show, '2027-01-01', start, end), rrule: 2, lastDate: '2027-12-26' }))
          .statusCode,
        201,
      )
    }
    const window = { start: Date.parse('2026-12-31T00:00:00Z'), end: Date.parse('2027-12-31T00:00:00Z') }
    const entries = await findGuideEntries(app.db.client, window)
    t.equal(entries.length, 720)
    const guide = {
      station: await getStationProfile(app.ctx),
      zone: 'Europe/Vienna',
      made: window.start,
      window,
      entries,
    }

    // How many turns of the event loop other work got while the render ran.
    let turns = 0
    let rendering = true
    const other = () => {
      if (!rendering) return
      turns++
      setImmediate(other)
    }
    setImmediate(other)
    const document = await renderXmltv(guide, { pagesBase: 'https://radio.example' })
    rendering = false
    t.ok(turns >= 10, `other work ran ${turns} times during the render (none when it held the event loop throughout)`)
    t.equal(document, buildXmltv(guide, { pagesBase: 'https://radio.example' }), 'the same document as in one piece')
    t.equal(document.match(/<programme /g)?.length, 720)
    t.match(
      document,
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!DOCTYPE tv SYSTEM "xmltv\.dtd">\n<tv date="[^"]+"[^>]*>\n<channel /,
    )
    t.match(document, /<\/programme>\n<\/tv>\n$/)
  })
}
