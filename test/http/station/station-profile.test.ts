/**
 * The station's profile (issue 33): read by everyone who may read the programme, replaced by admins,
 * validated with a 400 naming the field, recorded in the change log and put back by a revert.
 */
import t from 'tap'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { GUIDE_STATION } from '../../helpers/guide-programme.ts'

// The guide programme's station, with a language tag to normalise and an IP stream beside its bearers.
const PROFILE = {
  ...GUIDE_STATION,
  languages: ['DE-at', 'en'],
  genres: ['Music', 'Talk'],
  bearers: [
    ...GUIDE_STATION.bearers,
    { kind: 'ip', url: 'https://live.helsinki.at/stream.mp3', mimeType: 'audio/mpeg', bitrate: 128 },
  ],
}

for (const database of testDatabases()) {
  t.test(`station profile on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'admin' })
    const put = (payload: object, headers: Record<string, string> = {}) =>
      injectAs(app, 'admin', { method: 'PUT', url: '/api/v1/station', payload, headers })

    t.test('a fresh station has an empty profile beside its zone', async (t) => {
      const res = await injectAs(app, 'admin', { url: '/api/v1/station' })
      t.equal(res.statusCode, 200)
      t.match(res.json(), {
        timeZone: 'Europe/Vienna',
        name: '',
        shortName: '',
        bearers: [],
        logos: [],
        radiodns: null,
        website: null,
      })
      t.ok(res.headers.etag)
    })

    t.test('an admin replaces it; languages canonical; everyone reads it; only admins write it', async (t) => {
      const res = await put(PROFILE)
      t.equal(res.statusCode, 200, res.body)
      t.match(res.json(), {
        name: PROFILE.name,
        languages: ['de-AT', 'en'],
        bearers: PROFILE.bearers,
        radiodns: PROFILE.radiodns,
      })
      const anonymous = await asRole(app, 'anonymous')
      t.match((await anonymous.inject({ url: '/api/v1/station' })).json(), {
        name: PROFILE.name,
        shortName: 'Helsinki',
      })
      const manager = await asRole(app, 'programme-manager')
      const refused = await manager.inject({ method: 'PUT', url: '/api/v1/station', payload: { name: 'Mine' } })
      t.equal(refused.statusCode, 403)
      t.equal((await injectAs(app, 'admin', { url: '/api/v1/station' })).json().name, PROFILE.name, 'unchanged')
    })

    t.test('bad profiles are refused naming the field and change nothing', async (t) => {
      const before = (await injectAs(app, 'admin', { url: '/api/v1/station' })).body
      const cases: Array<[string, object, string, string]> = [
        ['a short name over 8', { shortName: 'Helsinki1' }, 'body/shortName', 'ONAIR_VALIDATION_FAILED'],
        ['a medium name over 16', { mediumName: 'Radio Helsinki Graz' }, 'body/mediumName', 'ONAIR_VALIDATION_FAILED'],
        [
          'a PI code of 3 digits',
          { bearers: [{ kind: 'fm', ecc: 'E2', piCode: 'A3E', frequency: 92.6 }] },
          'body/bearers/0',
          'ONAIR_VALIDATION_FAILED',
        ],
        [
          'a frequency off the raster',
          { bearers: [{ kind: 'fm', ecc: 'E2', piCode: 'A3E1', frequency: 92.63 }] },
          'body/bearers/0/frequency',
          'ONAIR_STATION_INVALID',
        ],
        [
          'a bearer twice',
          { bearers: [PROFILE.bearers[1], PROFILE.bearers[1]] },
          'body/bearers/1',
          'ONAIR_STATION_INVALID',
        ],
        ['a language that is none', { languages: ['en-US-x'] }, 'body/languages/0', 'ONAIR_LANGUAGE_INVALID'],
        ['a website that is no URL', { website: 'helsinki.at' }, 'body/website', 'ONAIR_VALIDATION_FAILED'],
      ]
      for (const [what, change, path, code] of cases) {
        const res = await put({ ...PROFILE, ...change })
        t.equal(res.statusCode, 400, what)
        t.match(res.json(), { code, fields: [{ path }] }, what)
      }
      t.equal(
        (await injectAs(app, 'admin', { url: '/api/v1/station' })).body.replace(/"now(At)?":"[^"]*"/g, ''),
        before.replace(/"now(At)?":"[^"]*"/g, ''),
      )
    })

    t.test('If-Match guards against a lost update; the change log records it and a revert puts it back', async (t) => {
      const etag = (await injectAs(app, 'admin', { url: '/api/v1/station' })).headers.etag as string
      const changed = await put(
        { ...PROFILE, name: 'Radio Helsinki 92,6', bearers: [PROFILE.bearers[0]] },
        { 'if-match': etag },
      )
      t.equal(changed.statusCode, 200, changed.body)
      t.equal((await put(PROFILE, { 'if-match': etag })).statusCode, 412, 'the old version no longer matches')
      const change = (await injectAs(app, 'admin', { url: '/api/v1/changes?limit=1' })).json().items[0]
      t.match(change, {
        action: 'station.update',
        changes: [{ entity: 'station', id: 1, before: { name: PROFILE.name }, after: { name: 'Radio Helsinki 92,6' } }],
      })
      const revert = await injectAs(app, 'admin', { method: 'POST', url: `/api/v1/changes/${change.id}/revert` })
      t.equal(revert.statusCode, 201, revert.body)
      t.match((await injectAs(app, 'admin', { url: '/api/v1/station' })).json(), {
        name: PROFILE.name,
        bearers: PROFILE.bearers,
      })
    })
  })
}
