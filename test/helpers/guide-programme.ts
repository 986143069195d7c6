/**
 * A programme that puts the guide formats (XMLTV, RadioDNS SPI, schema.org) to the test: the spring
 * DST change, an overnight slot, a repetition, a cancelled slot, names over the standards' lengths and
 * names in Cyrillic and Japanese, for a station with an FM and a DAB bearer. Station zone Europe/Vienna.
 */
import { spawnSync } from 'node:child_process'
import type { Test } from 'tap'
import type { App } from '../../src/app.ts'
import { actingRole, asRole, injectAs } from './app.ts'
import { makeEpisode } from './factories.ts'

export const GUIDE_STATION = {
  name: 'Radio Helsinki — Freies Radio für Graz und die Steiermark',
  shortName: 'Helsinki',
  mediumName: 'Radio Helsinki',
  description: 'Freies Radio in Graz seit 1995: Musik, Gespräche und Kultur in vielen Sprachen.',
  website: 'https://helsinki.at',
  logos: [
    { url: 'https://helsinki.at/logo-32.png', width: 32, height: 32 },
    { url: 'https://helsinki.at/logo-600.png', width: 600, height: 600 },
  ],
  languages: ['de'],
  genres: ['Music', 'Community'],
  bearers: [
    { kind: 'fm', ecc: 'E2', piCode: 'A3E1', frequency: 92.6 },
    { kind: 'dab', ecc: 'E2', eid: 'A00C', sid: 'A3E1', scids: 0 },
  ],
  radiodns: { fqdn: 'helsinki.at', serviceIdentifier: 'graz' },
}

export const LONG_NAME = 'Morgenjournal mit Nachrichten, Wetter, Verkehr und Gesprächen aus der Region'
export const CYRILLIC_NAME = 'Ночная программа: джаз и разговоры до утра'
export const JAPANESE_NAME = '深夜の音楽と物語の時間'

export interface GuideProgramme {
  shows: { morning: number; night: number; music: number }
  /** Timeslot ids. */
  slots: { beforeDst: number; afterDst: number; overnight: number; repetition: number; cancelled: number }
}

/** The station profile and the programme, written through the API. */
export async function makeGuideProgramme(t: Test, app: App): Promise<GuideProgramme> {
  const admin = await asRole(app, 'admin')
  const profile = await admin.inject({ method: 'PUT', url: '/api/v1/station', payload: GUIDE_STATION })
  t.equal(profile.statusCode, 200, profile.body)
  const show = async (payload: object) => {
    const res = await injectAs(app, actingRole(app), { method: 'POST', url: '/api/v1/shows', payload })
    t.equal(res.statusCode, 201, res.body)
    return res.json().id as number
  }
  const morning = await show({
    name: LONG_NAME,
    description: `Der Morgen in Graz. ${'Nachrichten & Gespräche <live> aus der Region, jeden Sonntag. '.repeat(30)}`,
    categories: ['News', 'Local'],
    languages: ['de'],
    hosts: [{ name: 'Anna Gruber' }, { name: 'Ben Okafor' }],
    imageUrl: 'https://helsinki.at/img/morgen.png',
  })
  const night = await show({
    name: CYRILLIC_NAME,
    slug: 'nochnaya',
    categories: ['Jazz'],
    languages: ['ru'],
    hosts: [{ name: 'Ольга Петрова' }],
  })
  const music = await show({ name: JAPANESE_NAME, slug: 'shinya', categories: ['Music', 'Ambient'], languages: ['ja'] })
  const schedule = async (showId: number, fields: object) => {
    const res = await injectAs(app, actingRole(app), {
      method: 'POST',
      url: '/api/v1/schedules/',
      payload: { schedule: { show: showId, ...fields } },
    })
    t.equal(res.statusCode, 201, res.body)
    return res.json().id as number
  }
  // Sundays 08:00-09:00 across the spring change (2027-03-28): 07:00Z before, 06:00Z after.
  await schedule(morning, {
    rrule: 4,
    byWeekday: 6,
    firstDate: '2027-03-21',
    lastDate: '2027-03-28',
    startTime: '08:00:00',
    endTime: '09:00:00',
  })
  // Saturday 22:00 to Sunday 01:00 (overnight, the night of the change).
  await schedule(night, {
    rrule: 1,
    firstDate: '2027-03-27',
    lastDate: '2027-03-27',
    startTime: '22:00:00',
    endTime: '01:00:00',
  })
  // A repetition on Sunday 20:00 and a slot that is cancelled on Sunday 12:00.
  await schedule(music, {
    rrule: 1,
    firstDate: '2027-03-28',
    lastDate: '2027-03-28',
    startTime: '20:00:00',
    endTime: '21:30:00',
    isRepetition: true,
  })
  await schedule(music, {
    rrule: 1,
    firstDate: '2027-03-28',
    lastDate: '2027-03-28',
    startTime: '12:00:00',
    endTime: '13:00:00',
  })
  const slots = await app.db.client.timeslot.findMany({ orderBy: { start: 'asc' } })
  const at = (iso: string) => slots.find((slot) => slot.start.toISOString() === iso)!.id
  const ids = {
    beforeDst: at('2027-03-21T07:00:00.000Z'),
    afterDst: at('2027-03-28T06:00:00.000Z'),
    overnight: at('2027-03-27T21:00:00.000Z'),
    repetition: at('2027-03-28T18:00:00.000Z'),
    cancelled: at('2027-03-28T10:00:00.000Z'),
  }
  const episode = await makeEpisode(app.db, music, {
    title: `${JAPANESE_NAME}：第一回 — 夜明け前の静かな音楽`,
    summary: '静かな夜の音楽。',
  })
  t.equal(
    (
      await injectAs(app, actingRole(app), {
        method: 'PATCH',
        url: `/api/v1/timeslots/${ids.repetition}`,
        payload: { episodeId: episode.id },
      })
    ).statusCode,
    200,
  )
  t.equal(
    (await injectAs(app, actingRole(app), { method: 'DELETE', url: `/api/v1/timeslots/${ids.cancelled}` })).statusCode,
    204,
  )
  return { shows: { morning, night, music }, slots: ids }
}

/**
 * Runs a system tool; a missing one skips the test with a line naming it and how to install it, so a
 * machine without it says what it did not check.
 */
export function runTool(
  t: Test,
  tool: string,
  args: string[],
  env: Record<string, string> = {},
): { status: number; output: string } | null {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' })
  if (probe.error !== undefined) {
    const pkg = tool === 'xmllint' ? 'libxml2-utils' : 'xmltv-util'
    t.skip(`${tool} is not installed: apt-get install -y ${pkg}`, () => {})
    return null
  }
  const run = spawnSync(tool, args, { encoding: 'utf8', env: { ...process.env, ...env } })
  return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}` }
}
