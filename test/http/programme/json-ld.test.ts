/**
 * schema.org JSON-LD on the week and show pages (issue 33 point 4): what a structured-data validator
 * checks. The expected nodes are typed with schema-dts (the schema.org vocabulary as TypeScript types),
 * so a type or property schema.org does not define for that type fails the typecheck; the test checks
 * what types cannot: every node is there, every reference resolves, dates are ISO 8601 with offsets and
 * the right instants across the DST change, the cancelled slot is absent and no text can end the script.
 */

import type { BroadcastEvent, BroadcastService, RadioSeries, RadioStation } from 'schema-dts'
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { CYRILLIC_NAME, GUIDE_STATION, LONG_NAME, makeGuideProgramme } from '../../helpers/guide-programme.ts'

type Node = Record<string, unknown> & { '@type': string; '@id'?: string }

function graphOf(html: string): { context: unknown; nodes: Node[] } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
  if (scripts.length !== 1) throw new Error(`expected one JSON-LD block, found ${scripts.length}`)
  const parsed = JSON.parse(scripts[0]![1]!) as { '@context': unknown; '@graph': Node[] }
  return { context: parsed['@context'], nodes: parsed['@graph'] }
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/

for (const database of testDatabases()) {
  t.test(`schema.org JSON-LD on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const programme = await makeGuideProgramme(t, app)

    t.test(
      'the week page: the station, its service, the shows and the broadcasts, every reference resolving',
      async (t) => {
        const res = await injectAs(app, 'programme-manager', { url: '/programme?week=2027-03-22' })
        t.equal(res.statusCode, 200)
        t.match(
          res.body,
          /<h1>Radio Helsinki — Freies Radio für Graz und die Steiermark: programme<\/h1>/,
          'the station name on the page',
        )
        const { context, nodes } = graphOf(res.body)
        t.equal(context, 'https://schema.org')
        const byId = new Map(nodes.map((node) => [node['@id'], node]))
        const station: RadioStation = {
          '@type': 'RadioStation',
          '@id': '/programme#station',
          name: GUIDE_STATION.name,
          url: GUIDE_STATION.website,
          logo: 'https://helsinki.at/logo-600.png',
        }
        const service: BroadcastService = {
          '@type': 'BroadcastService',
          '@id': '/programme#service',
          broadcaster: { '@id': '/programme#station' },
          broadcastDisplayName: 'Radio Helsinki',
          broadcastTimezone: 'Europe/Vienna',
          broadcastFrequency: [
            {
              '@type': 'BroadcastFrequencySpecification',
              broadcastFrequencyValue: 92.6,
              broadcastSignalModulation: 'FM',
            },
            {
              '@type': 'BroadcastFrequencySpecification',
              broadcastSignalModulation: 'DAB',
              broadcastSubChannel: 'A3E1',
            },
          ],
        }
        t.match(byId.get('/programme#station'), station)
        t.match(byId.get('/programme#service'), service)
        const night: RadioSeries = {
          '@type': 'RadioSeries',
          name: CYRILLIC_NAME,
          url: '/programme/shows/nochnaya',
          inLanguage: ['ru'],
          contributor: [{ '@type': 'Person', name: 'Ольга Петрова' }],
        }
        t.match(byId.get('/programme/shows/nochnaya#series'), night)

        const events = nodes.filter((node) => node['@type'] === 'BroadcastEvent')
        const overnight: BroadcastEvent = {
          '@type': 'BroadcastEvent',
          '@id': `/programme#timeslot-${programme.slots.overnight}`,
          name: CYRILLIC_NAME,
          startDate: '2027-03-27T22:00:00+01:00',
          endDate: '2027-03-28T01:00:00+01:00',
          publishedOn: { '@id': '/programme#service' },
          workPerformed: { '@id': '/programme/shows/nochnaya#series' },
          isLiveBroadcast: true,
        }
        t.match(
          events.find((event) => event['@id'] === overnight['@id']),
          overnight,
        )
        t.same(
          events.map((event) => [event.name, event.startDate, event.endDate]),
          [
            [CYRILLIC_NAME, '2027-03-27T22:00:00+01:00', '2027-03-28T01:00:00+01:00'],
            [LONG_NAME, '2027-03-28T08:00:00+02:00', '2027-03-28T09:00:00+02:00'],
            ['深夜の音楽と物語の時間', '2027-03-28T20:00:00+02:00', '2027-03-28T21:30:00+02:00'],
          ],
          'each broadcast once, offsets across the change, the cancelled one left out',
        )
        t.equal(
          events.find((event) => event['@id'] === `/programme#timeslot-${programme.slots.repetition}`)?.isLiveBroadcast,
          false,
          'a repetition is no live broadcast',
        )
        for (const event of events) {
          t.match(event.startDate, ISO_WITH_OFFSET)
          t.match(event.endDate, ISO_WITH_OFFSET)
          t.ok(Date.parse(event.startDate as string) < Date.parse(event.endDate as string))
          for (const ref of [event.publishedOn, event.workPerformed] as Array<{ '@id': string }>)
            t.ok(byId.has(ref['@id']), `${ref['@id']} is in the graph`)
        }
        for (const node of nodes)
          t.ok(
            ['RadioStation', 'BroadcastService', 'RadioSeries', 'BroadcastEvent'].includes(node['@type']),
            node['@type'],
          )
        t.notMatch(res.body, /<live>/, 'markup in a description cannot leave the data block')
        t.match(res.body, /\\u003clive\\u003e/)
      },
    )

    t.test('a show page: the show as a RadioSeries, its next broadcasts, the station', async (t) => {
      const res = await injectAs(app, 'programme-manager', { url: '/programme/shows/shinya' })
      t.equal(res.statusCode, 200)
      const { nodes } = graphOf(res.body)
      t.match(
        nodes.find((node) => node['@type'] === 'RadioSeries'),
        { name: '深夜の音楽と物語の時間', genre: ['Music', 'Ambient'], inLanguage: ['ja'] },
      )
      t.same(
        nodes.filter((node) => node['@type'] === 'BroadcastEvent').map((node) => node.startDate),
        ['2027-03-28T20:00:00+02:00'],
      )
      t.ok(nodes.some((node) => node['@type'] === 'RadioStation'))
    })
  })
}
