/**
 * A show's name is one line (issue 35): a CR/LF or another control character would start a new line in
 * the HTTP headers, iCalendar lines, mails and logs that carry the name, so it is refused at the door.
 */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'

for (const database of testDatabases()) {
  t.test(`a show name with a line break or control character is refused on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Night Shift' })
    const changesBefore = await app.db.client.changeset.count()
    for (const name of ['Jazz\r\nX-Injected: 1', 'Jazz\nNight', 'Jazz\tNight', 'Jazz\u001b[31m', 'Jazz\u007f']) {
      for (const [method, url] of [
        ['POST', '/api/v1/shows'],
        ['PATCH', `/api/v1/shows/${show.id}`],
      ] as const) {
        const res = await injectAs(app, 'programme-manager', { method, url, payload: { name } })
        t.equal(res.statusCode, 400, `${method} ${JSON.stringify(name)}`)
        t.match(
          res.json().fields,
          [{ path: 'body/name', message: /one line.*no line breaks/ }],
          'names the field and the fix',
        )
      }
    }
    t.equal(await app.db.client.changeset.count(), changesBefore, 'nothing was written')
    const fine = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/shows',
      payload: { name: 'Nachtschicht — ライブ' },
    })
    t.equal(fine.statusCode, 201, 'one line with any characters is a name')
  })
}
