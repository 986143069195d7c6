/**
 * A show's name may be in any script (issue 35 point 5): its slug comes from a transliteration, and a
 * name with nothing to transliterate (emoji, punctuation) takes the first free `show-N`; never a refusal.
 */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

for (const database of testDatabases()) {
  t.test(`show names in any script on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const create = (name: string) =>
      injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name } })
    const cases: Array<[string, string]> = [
      ['Ραδιόφωνο Αθήνα', 'radiofono-athina'],
      ['Радио Москва', 'radio-moskva'],
      ['北京之声', 'bei-jing-zhi-sheng'],
      ['صوت العرب', 'swt-laarb'],
      ['한국 라디오', 'hangug-radio'],
      ['Morning Jazz & Blues', 'morning-jazz-blues'],
      ['Ça va, Straße', 'ca-va-strasse'],
      ['🎵🎶', 'show'],
      ['!!!', 'show-2'],
      ['🎷', 'show-3'],
    ]
    for (const [name, slug] of cases) {
      const res = await create(name)
      t.equal(res.statusCode, 201, `${name}: ${res.body}`)
      t.match(res.json(), { name, slug }, `${name} → ${slug}`)
    }

    const imported = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/imports',
      payload: {
        commit: true,
        calendar: [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//test//onair//EN',
          'BEGIN:VEVENT',
          'UID:greek@example.org',
          'SUMMARY:Νυχτερινή Εκπομπή',
          'DTSTART;TZID=Europe/Vienna:20270305T203000',
          'DTEND;TZID=Europe/Vienna:20270305T213000',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      },
    })
    t.equal(imported.statusCode, 201, imported.body)
    const show = await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${imported.json().shows[0].id}` })
    t.equal(show.json().slug, 'nyhterini-ekpompi', 'an import slugs a name the same way')
  })
}
