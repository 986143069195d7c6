/**
 * XMLTV and RadioDNS SPI (issue 33 points 2, 3, 6): the documents a guide, a hybrid radio or a DAB EPG
 * encoder reads, checked by the validators those readers trust (tv_validate_file and the XMLTV DTD,
 * xmllint against the SPI schema spi_34.xsd), on a programme with a DST change, an overnight slot, a
 * repetition, a cancelled slot, names over the length limits and non-Latin names.
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { CYRILLIC_NAME, JAPANESE_NAME, LONG_NAME, makeGuideProgramme, runTool } from '../../helpers/guide-programme.ts'

const SPI_DIR = fileURLToPath(new URL('../../fixtures/spi/', import.meta.url))
const SPI_XSD = join(SPI_DIR, 'spi_34.xsd')
const XMLTV_DTD = ['/usr/share/xmltv/xmltv.dtd', '/usr/share/sgml/xmltv/dtd/0.5/xmltv.dtd'].find((path) =>
  existsSync(path),
)

function validateSpi(t: Test, name: string, body: string): void {
  if (!existsSync(SPI_XSD)) {
    t.skip(
      `${SPI_XSD} is missing: save spi_34.xsd of github.com/radiodns/spi-schema there (see test/fixtures/spi/README.md)`,
      () => {},
    )
    return
  }
  const file = join(t.testdir(), name)
  writeFileSync(file, body)
  const run = runTool(t, 'xmllint', ['--nonet', '--noout', '--schema', SPI_XSD, file], {
    XML_CATALOG_FILES: join(SPI_DIR, 'xml-catalog.xml'),
  })
  if (run !== null) t.equal(run.status, 0, `${name} is valid against spi_34.xsd: ${run.output}`)
}

/** The attribute values of every element of the name, in document order. */
function all(body: string, element: string, attribute: string): string[] {
  return [...body.matchAll(new RegExp(`<${element}\\b[^>]*\\s${attribute}="([^"]*)"`, 'g'))].map((match) => match[1]!)
}
/** The text of every element of the name, unescaped. */
function texts(body: string, element: string): string[] {
  const unescapeXml = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
  return [...body.matchAll(new RegExp(`<${element}\\b[^>]*>([^<]*)</${element}>`, 'g'))].map((match) =>
    unescapeXml(match[1]!),
  )
}

for (const database of testDatabases()) {
  t.test(`guide formats on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const programme = await makeGuideProgramme(t, app)

    t.test('XMLTV: tv_validate_file and the DTD accept it; times with their offsets across the change', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        url: '/api/v1/programme.xmltv?start=2027-03-20+00:00:00&end=2027-03-30+00:00:00',
      })
      t.equal(res.statusCode, 200)
      t.equal(res.headers['content-type'], 'application/xml; charset=utf-8')
      const body = res.body
      const dir = t.testdir()
      const file = join(dir, 'programme.xml')
      writeFileSync(file, body)
      // XMLTV::Supplement fetches the DTD from supplement.xmltv.org unless told where a copy is.
      const validated = runTool(t, 'tv_validate_file', [file], {
        XMLTV_SUPPLEMENT: dirname(XMLTV_DTD ?? '/usr/share/xmltv/xmltv.dtd'),
      })
      if (validated !== null) t.equal(validated.status, 0, `tv_validate_file: ${validated.output}`)
      if (XMLTV_DTD === undefined) t.skip('xmltv.dtd is missing: apt-get install -y xmltv-util', () => {})
      else {
        copyFileSync(XMLTV_DTD, join(dir, 'xmltv.dtd'))
        const dtd = runTool(t, 'xmllint', ['--nonet', '--noout', '--valid', file])
        if (dtd !== null) t.equal(dtd.status, 0, `DTD: ${dtd.output}`)
      }
      t.match(body, /<channel id="helsinki\.at"><display-name lang="de">Radio Helsinki — Freies Radio/)
      t.same(
        all(body, 'programme', 'start'),
        ['20270321080000 +0100', '20270327220000 +0100', '20270328080000 +0200', '20270328200000 +0200'],
        'CET before the change, CEST after; the cancelled slot is left out',
      )
      t.same(all(body, 'programme', 'stop'), [
        '20270321090000 +0100',
        '20270328010000 +0100',
        '20270328090000 +0200',
        '20270328213000 +0200',
      ])
      t.same(
        texts(body, 'title'),
        [LONG_NAME, CYRILLIC_NAME, LONG_NAME, JAPANESE_NAME],
        'names whole, in their scripts',
      )
      t.equal(body.match(/<previously-shown\/>/g)?.length, 1, 'the repetition only')
      t.match(
        body,
        new RegExp(`<title lang="ja">${JAPANESE_NAME}</title><sub-title lang="ja">${JAPANESE_NAME}：第一回`),
      )
      t.match(body, /<credits><presenter>Anna Gruber<\/presenter><presenter>Ben Okafor<\/presenter><\/credits>/)
      t.match(body, /Nachrichten &amp; Gespräche &lt;live&gt;/, 'escaped')
      t.match(body, /<language>ru<\/language>/)
      t.match(body, /<url>http:\/\/localhost(:\d+)?\/programme\/shows\//)
      t.match(body, /<video><present>no<\/present><\/video>/)
      t.match(
        body,
        new RegExp(
          `<episode-num system="crid">crid://helsinki.at/${programme.shows.night}/${programme.slots.overnight}</episode-num>`,
        ),
      )
    })

    t.test('XMLTV: the window rules of the programme list; an ETag and 304 from the read cache', async (t) => {
      const bad = await injectAs(app, 'programme-manager', {
        url: '/api/v1/programme.xmltv?start=2027-03-30+00:00:00&end=2027-03-20+00:00:00',
      })
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { code: 'ONAIR_WINDOW_INVALID' })
      const first = await injectAs(app, 'programme-manager', { url: '/api/v1/programme.xmltv' })
      t.equal(first.statusCode, 200)
      t.match(first.headers.etag, /^W\/"/)
      t.equal(
        all(first.body, 'programme', 'start').length,
        4,
        'the default window (30 days back, 180 ahead) holds them',
      )
      const again = await injectAs(app, 'programme-manager', {
        url: '/api/v1/programme.xmltv',
        headers: { 'if-none-match': first.headers.etag as string },
      })
      t.equal(again.statusCode, 304)
    })

    t.test('SPI: the SI document is valid and lists the station, its bearers, logos and genres', async (t) => {
      const res = await injectAs(app, 'programme-manager', { url: '/radiodns/spi/3.1/SI.xml' })
      t.equal(res.statusCode, 200)
      validateSpi(t, 'SI.xml', res.body)
      t.same(all(res.body, 'bearer', 'id'), ['fm:ae2.a3e1.09260', 'dab:ae2.a00c.a3e1.0'])
      t.same(texts(res.body, 'shortName'), ['Helsinki'])
      t.same(texts(res.body, 'longName'), ['Radio Helsinki — Freies Radio für Graz und die Steiermark'])
      t.same(all(res.body, 'multimedia', 'type'), ['logo_colour_square', 'logo_unrestricted'])
      t.same(all(res.body, 'genre', 'href'), [
        'urn:tva:metadata:cs:ContentCS:2011:3.6',
        'urn:tva:metadata:cs:ContentCS:2011:3.1.1.11',
      ])
      t.match(res.body, /<radiodns fqdn="helsinki.at" serviceIdentifier="graz"\/>/)
    })

    t.test('SPI: one PI document per day and bearer, valid; the day of the change has 23 hours', async (t) => {
      const fm = await injectAs(app, 'programme-manager', {
        url: '/radiodns/spi/3.1/fm/ae2/a3e1/09260/20270328_PI.xml',
      })
      const dab = await injectAs(app, 'programme-manager', {
        url: '/radiodns/spi/3.1/dab/ae2/a00c/a3e1/0/20270328_PI.xml',
      })
      const byId = await injectAs(app, 'programme-manager', {
        url: '/radiodns/spi/3.1/id/helsinki.at/graz/20270328_PI.xml',
      })
      for (const res of [fm, dab, byId]) t.equal(res.statusCode, 200, res.body)
      validateSpi(t, '20270328_PI.xml', fm.body)
      t.equal(
        dab.body.replace(/creationTime="[^"]*"/, ''),
        fm.body.replace(/creationTime="[^"]*"/, ''),
        'the same programme on every bearer',
      )
      t.match(fm.body, /<scope startTime="2027-03-28T00:00:00\+01:00" stopTime="2027-03-29T00:00:00\+02:00">/)
      t.same(
        all(fm.body, 'time', 'time'),
        ['2027-03-27T22:00:00+01:00', '2027-03-28T08:00:00+02:00', '2027-03-28T20:00:00+02:00'],
        'overnight from the day before; cancelled left out',
      )
      t.same(all(fm.body, 'time', 'duration'), ['PT3H', 'PT1H', 'PT1H30M'])
      for (const name of texts(fm.body, 'shortName')) t.ok([...name].length <= 8, `short name ${name}`)
      for (const name of texts(fm.body, 'mediumName')) t.ok([...name].length <= 16, `medium name ${name}`)
      t.ok(texts(fm.body, 'mediumName').includes('Morgenjournal'), 'cut at a word boundary')
      // 'Ночная программа: …' has its colon just past 16: the word before it stays (it was cut to 'Ночная').
      t.ok(
        texts(fm.body, 'mediumName').includes('Ночная программа'),
        'Cyrillic cut at a word boundary, keeping the word before the punctuation',
      )
      for (const text of texts(fm.body, 'shortDescription')) t.ok([...text].length <= 180)
      t.match(fm.body, /<genre href="urn:tva:metadata:cs:ContentCS:2011:3.1.1">News<\/genre>/)
      t.match(fm.body, /<genre href="urn:tva:metadata:cs:ContentCS:2011:3.6.2">Jazz<\/genre>/)
      t.match(
        fm.body,
        new RegExp(
          `<memberOf id="crid://helsinki.at/${programme.shows.morning}" shortId="${programme.shows.morning}"/>`,
        ),
      )
      t.match(fm.body, /<credit role="contributor"><person>Anna Gruber<\/person><\/credit>/)

      const dayBefore = await injectAs(app, 'programme-manager', {
        url: '/radiodns/spi/3.1/fm/ae2/a3e1/09260/20270327_PI.xml',
      })
      validateSpi(t, '20270327_PI.xml', dayBefore.body)
      const overnight = `crid://helsinki.at/${programme.shows.night}/${programme.slots.overnight}`
      t.match(
        dayBefore.body,
        new RegExp(`<programme id="${overnight}" shortId="${programme.slots.overnight}"`),
        'the same ids on both days',
      )
      t.match(fm.body, new RegExp(`<programme id="${overnight}" shortId="${programme.slots.overnight}"`))
    })

    t.test('SPI: the programme groups document is valid; unknown bearers and days are 404', async (t) => {
      const gi = await injectAs(app, 'programme-manager', { url: '/radiodns/spi/3.1/GI.xml' })
      t.equal(gi.statusCode, 200)
      validateSpi(t, 'GI.xml', gi.body)
      t.equal(all(gi.body, 'programmeGroup', 'id').length, 3)
      const unknown = await injectAs(app, 'programme-manager', {
        url: '/radiodns/spi/3.1/fm/ae2/a3e1/09990/20270328_PI.xml',
      })
      t.equal(unknown.statusCode, 404)
      t.match(unknown.json().message, /fm\/ae2\/a3e1\/09260/, 'names the bearers it has')
      t.equal(
        (await injectAs(app, 'programme-manager', { url: '/radiodns/spi/3.1/fm/ae2/a3e1/09260/20270230_PI.xml' }))
          .statusCode,
        404,
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { url: '/radiodns/spi/3.1/fm/ae2/a3e1/09260/2027-03-28_PI.xml' }))
          .statusCode,
        400,
      )
    })

    t.test('a change of the profile shows in the next read (the programme version moves)', async (t) => {
      const before = await injectAs(app, 'programme-manager', { url: '/radiodns/spi/3.1/SI.xml' })
      const admin = await import('../../helpers/app.ts').then(({ asRole }) => asRole(app, 'admin'))
      const station = (await injectAs(app, 'programme-manager', { url: '/api/v1/station' })).json()
      const { timeZone: _z, utcOffset: _o, now: _n, nowAt: _a, updatedAt: _u, ...profile } = station
      t.equal(
        (await admin.inject({ method: 'PUT', url: '/api/v1/station', payload: { ...profile, shortName: 'RH 92,6' } }))
          .statusCode,
        200,
      )
      const after = await injectAs(app, 'programme-manager', {
        url: '/radiodns/spi/3.1/SI.xml',
        headers: { 'if-none-match': before.headers.etag as string },
      })
      t.equal(after.statusCode, 200)
      t.match(after.body, /<shortName>RH 92,6<\/shortName>/)
    })
  })
}
