/**
 * The public programme pages over HTTP: what they show of the sample week (test/helpers/sample-week.ts),
 * what they never show, who may frame them, who may read them, and that a change is seen at once.
 */
import t from 'tap'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSampleWeek, WEEK_NOW } from '../../helpers/sample-week.ts'

const EVIL = '<script>alert(1)</script>'
const EMBEDDER = 'https://radio.example.org'

for (const database of testDatabases()) {
  t.test(`programme pages on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => WEEK_NOW, env: { EMBED_ORIGINS: EMBEDDER } })
    const week = await makeSampleWeek(app, { plain: EVIL })
    const { inject: anonymous } = await asRole(app, 'anonymous')

    t.test('the week: zone named, today and the timeslot on air marked, week links, no private field', async (t) => {
      const res = await anonymous({ url: '/programme' })
      t.equal(res.statusCode, 200)
      t.match(res.headers['content-type'], /^text\/html; charset=utf-8/)
      const body = res.body
      t.match(body, /All times are in <strong>Europe\/Vienna<\/strong> \(CET\/CEST\)/)
      t.match(body, /<li class="day today" data-date="2027-10-29" aria-current="date">/)
      t.equal(body.match(/aria-current="date"/g)?.length, 1, 'one today')
      t.match(
        body,
        /<li class="slot now" id="timeslot-4" aria-current="true">/,
        'Friday 13:00-15:00 is on air at 14:00',
      )
      t.equal(body.match(/class="slot now"/g)?.length, 1, 'one timeslot on air')
      t.match(body, /href="\/programme\?week=2027-10-18"/)
      t.match(body, /href="\/programme\?week=2027-11-01"/)
      t.match(
        body,
        /23:00 CEST<\/time>–<time datetime="2027-10-31T04:00:00\+01:00">04:00 CET/,
        'the night summer time ends says both zones',
      )
      t.notMatch(body, /PRIVATE MEMO/)
      // The one script element is the schema.org data block (never run): nothing else, and no name can end it.
      t.notMatch(
        body.replace(/<script type="application\/ld\+json">[^<]*<\/script>/, ''),
        /<script/i,
        'no script but the JSON-LD data block, and the show named like one is text',
      )
      t.match(body, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/)
    })

    t.test('another week by any of its dates; a date that is none is a 400 naming week', async (t) => {
      const next = await anonymous({ url: '/programme?week=2027-11-03' })
      t.equal(next.statusCode, 200)
      t.match(next.body, /Week of Monday, 1 November 2027/)
      t.notMatch(next.body, /aria-current/, 'neither today nor on air')
      const bad = await anonymous({ url: '/programme?week=2027-02-30' })
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { fields: [{ path: 'querystring/week' }] })
    })

    t.test('a show page: name, hosts, description, languages, next air dates; an unknown slug is a 404', async (t) => {
      const res = await anonymous({ url: '/programme/shows/night-jazz' })
      t.equal(res.statusCode, 200)
      t.match(res.body, /<h1>Night Jazz<\/h1>/)
      t.match(res.body, /Presented by Ana Ruiz/)
      t.match(res.body, /Late jazz\./)
      t.match(res.body, /In English/)
      t.match(res.body, /Saturday, 30 October 2027, <span class="time"><time datetime="2027-10-30T23:00:00\+02:00">/)
      t.equal((await anonymous({ url: '/programme/shows/no-such-show' })).statusCode, 404)
    })

    t.test('now and next', async (t) => {
      const res = await anonymous({ url: '/embed/now-next' })
      t.equal(res.statusCode, 200)
      t.match(res.body, /On air now<\/span> <a class="name" href="\/programme\/shows\/morgen"[^>]*>Morgen<\/a>/)
      t.match(res.body, /Next<\/span> <a class="name" href="\/programme\/shows\/night-jazz"/)
    })

    t.test('only the embeds may be framed, by EMBED_ORIGINS; nothing else', async (t) => {
      for (const url of ['/embed/week', '/embed/now-next']) {
        const res = await anonymous({ url })
        t.match(res.headers['content-security-policy'], new RegExp(`frame-ancestors 'self' ${EMBEDDER}$`), url)
        t.equal(res.headers['x-frame-options'], undefined, url)
      }
      for (const url of ['/programme', '/programme/shows/night-jazz', '/api/v1/shows', '/docs']) {
        const res = await anonymous({ url })
        t.equal(res.headers['x-frame-options'], 'DENY', url)
      }
      t.match((await anonymous({ url: '/programme' })).headers['content-security-policy'], /frame-ancestors 'none'/)
      t.match((await anonymous({ url: '/api/v1/shows' })).headers['content-security-policy'], /frame-ancestors 'none'/)
    })

    t.test('served from the read cache: ETag and 304, and a change is seen by the next request', async (t) => {
      const first = await anonymous({ url: '/programme' })
      const again = await anonymous({ url: '/programme', headers: { 'if-none-match': first.headers.etag as string } })
      t.equal(again.statusCode, 304)
      const patch = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${week.morning.id}`,
        payload: { name: 'Morgen & Co' },
      })
      t.equal(patch.statusCode, 200)
      const changed = await anonymous({ url: '/programme', headers: { 'if-none-match': first.headers.etag as string } })
      t.equal(changed.statusCode, 200)
      t.match(changed.body, /Morgen &amp; Co/)
    })
  })

  t.test(`programme pages need a token when PUBLIC_READ=false on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => WEEK_NOW, env: { PUBLIC_READ: 'false' }, as: 'reader' })
    const { inject: anonymous } = await asRole(app, 'anonymous')
    for (const url of ['/programme', '/embed/week', '/embed/now-next', '/programme/shows/x']) {
      t.equal((await anonymous({ url })).statusCode, 401, url)
    }
    t.equal((await injectAs(app, 'reader', { url: '/programme' })).statusCode, 200, 'a reader with a token')
  })
}
