import t from 'tap'
import { asRole, buildTestApp, injectAs, secondInstance } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeShow } from '../helpers/factories.ts'
import { once, postSchedule } from '../helpers/schedules.ts'

const WINDOW = 'start=2027-03-01+00:00:00&end=2027-03-08+00:00:00'
const READS = [`/api/v1/timeslots?${WINDOW}`, `/api/v1/playout?${WINDOW}`, `/api/v1/timeslots.ics?${WINDOW}`]

for (const database of testDatabases()) {
  t.test(`cached programme reads on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Morning Jazz' })
    const reader = await asRole(app, 'reader')
    const anonymous = await asRole(app, 'anonymous')
    let day = 1
    // A new broadcast in the window, through the API (one runWrite): what every read must show at once.
    const book = async () => {
      const date = `2027-03-0${day++}`
      const res = await postSchedule(app, once(show.id, date, '10:00:00', '11:00:00'))
      t.equal(res.statusCode, 201, res.body)
      return date
    }

    t.test('a read after a write on the same instance sees the write', async (t) => {
      for (const url of READS) await reader.inject({ url })
      const date = await book()
      for (const url of READS) {
        const res = await reader.inject({ url })
        t.equal(res.statusCode, 200, url)
        t.ok(
          res.body.includes(date) || res.body.includes(date.replaceAll('-', '')),
          `${url} shows the broadcast of ${date}`,
        )
      }
    })

    t.test('a read on a second instance sees a write made through the first at once', async (t) => {
      const second = await secondInstance(t, app)
      const viaSecond = (url: string) => second.inject({ url, headers: { authorization: `Bearer ${reader.token}` } })
      for (const url of READS) t.equal((await viaSecond(url)).statusCode, 200)
      const date = await book()
      // No wait for a notification: the second instance reads the version on every request.
      for (const url of READS) {
        const res = await viaSecond(url)
        t.ok(
          res.body.includes(date) || res.body.includes(date.replaceAll('-', '')),
          `${url} on the second instance shows ${date}`,
        )
      }
    })

    t.test('a write that bypasses the services is seen too', async (t) => {
      for (const url of READS) await reader.inject({ url })
      await app.db.client.$executeRaw`UPDATE shows SET name = 'Evening Jazz' WHERE id = ${show.id}`
      for (const url of READS) t.match((await reader.inject({ url })).body, /Evening Jazz/, url)
    })

    t.test('callers who may see memos and callers who may not never share an answer', async (t) => {
      const list = (await reader.inject({ url: `/api/v1/timeslots?${WINDOW}` })).json()
      const id = list.items[0].id
      const res = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/timeslots/${id}`,
        payload: { memo: 'bring the vinyl' },
      })
      t.equal(res.statusCode, 200)
      for (const url of [`/api/v1/timeslots?${WINDOW}`, `/api/v1/timeslots.ics?${WINDOW}`]) {
        // Either order: the one who asks first must not fill the other's answer.
        t.notMatch((await anonymous.inject({ url })).body, /bring the vinyl/, `anonymous ${url}`)
        t.match((await reader.inject({ url })).body, /bring the vinyl/, `reader ${url}`)
        t.notMatch((await anonymous.inject({ url })).body, /bring the vinyl/, `anonymous again ${url}`)
      }
    })

    t.test('If-None-Match answers 304 while the answer is the same, 200 once a write changed it', async (t) => {
      for (const url of READS) {
        const first = await reader.inject({ url })
        const etag = first.headers.etag as string
        t.ok(etag, `${url} has an ETag`)
        const again = await reader.inject({ url, headers: { 'if-none-match': etag } })
        t.equal(again.statusCode, 304, url)
        t.equal(again.body, '')
      }
      // A write elsewhere in the programme renders the answers again, to the same bytes: still 304.
      const elsewhere = await postSchedule(app, once(show.id, '2027-05-04', '10:00:00', '11:00:00'))
      t.equal(elsewhere.statusCode, 201)
      for (const url of READS) {
        const etag = (await reader.inject({ url })).headers.etag as string
        await postSchedule(app, once(show.id, `2027-06-${String(10 + READS.indexOf(url))}`, '10:00:00', '11:00:00'))
        t.equal(
          (await reader.inject({ url, headers: { 'if-none-match': etag } })).statusCode,
          304,
          `${url} after an unrelated write`,
        )
      }
      const etags = await Promise.all(READS.map(async (url) => (await reader.inject({ url })).headers.etag as string))
      await book()
      for (const [i, url] of READS.entries()) {
        const res = await reader.inject({ url, headers: { 'if-none-match': etags[i]! } })
        t.equal(res.statusCode, 200, `${url} after a write in the window`)
        t.not(res.headers.etag, etags[i])
      }
    })

    t.test('a cached answer is the same bytes as a rendered one', async (t) => {
      for (const url of READS) {
        const cached = await reader.inject({ url })
        app.readCache.clear()
        const rendered = await reader.inject({ url })
        t.equal(cached.body, rendered.body, url)
        t.equal(cached.headers['content-type'], rendered.headers['content-type'])
      }
    })
  })
}
