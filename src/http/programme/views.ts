/**
 * The public programme as HTML: no script, every value escaped (html.ts), only public fields
 * (src/db/programme/public-programme.ts). English labels; times on the station's wall clock, with the zone's
 * abbreviation on the days its offset changes.
 */

import type { StationProfile } from '../../domain/programme/station.ts'
import type { Week } from '../../domain/programme/week.ts'
import type { ListenerNowNext, PublicTimeslot, ShowPage } from '../../domain/records.ts'
import { instantToIso, zoneOffset } from '../../domain/time/station-time.ts'
import { type Html, html, trusted } from './html.ts'
import { jsonLdScript, programmeGraph } from './json-ld.ts'
import { STYLE } from './style.ts'

export interface PageOptions {
  zone: string
  /** A station stylesheet linked after ours (PROGRAMME_STYLESHEET), or null. */
  stylesheet: string | null
  /** Inside an iframe: links open a new tab, no page title block. */
  embed: boolean
}

interface Host {
  name: string
}
interface Link {
  label: string
  url: string
}

const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })

const dateOf = (local: string) => new Date(`${local.slice(0, 10)}T12:00:00Z`)

function zoneAbbreviation(ms: number, zone: string): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? zone
}

/** `CET/CEST` for a zone with summer time, else its one abbreviation. */
export function zoneAbbreviations(zone: string, year: number): string {
  const winter = zoneAbbreviation(Date.UTC(year, 0, 15), zone)
  const summer = zoneAbbreviation(Date.UTC(year, 6, 15), zone)
  return winter === summer ? winter : `${winter}/${summer}`
}

function page(options: PageOptions, title: string, body: Html, head: Html | string = ''): string {
  const link = options.stylesheet === null ? '' : html`<link rel="stylesheet" href="${options.stylesheet}">`
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${trusted(STYLE)}</style>
${link}
${head}
</head>
<body${options.embed ? trusted(' class="embed"') : ''}>
<main>
${body}
</main>
</body>
</html>
`.value
}

function showLink(slot: PublicTimeslot, options: PageOptions): Html {
  if (slot.show.deletedAt !== null) return html`<span class="name">${slot.show.name}</span>`
  const target = options.embed ? trusted(' target="_blank" rel="noopener"') : ''
  return html`<a class="name" href="/programme/shows/${encodeURIComponent(slot.show.slug)}"${target}>${slot.show.name}</a>`
}

function timeRange(start: number, end: number, zone: string, withZone: boolean): Html {
  const label = (ms: number) => {
    const iso = instantToIso(ms, zone)
    return `${iso.slice(11, 16)}${withZone ? ` ${zoneAbbreviation(ms, zone)}` : ''}`
  }
  return html`<span class="time"><time datetime="${instantToIso(start, zone)}">${label(start)}</time>–<time datetime="${instantToIso(end, zone)}">${label(end)}</time></span>`
}

function weekGrid(week: Week<PublicTimeslot>, options: PageOptions, path: string): Html {
  const days = week.days.map((day) => {
    const dayStart = Date.parse(`${day.date}T00:00:00Z`) - zoneOffset(Date.parse(`${day.date}T00:00:00Z`), options.zone)
    const changes = zoneOffset(dayStart, options.zone) !== zoneOffset(dayStart + 86_400_000, options.zone)
    const slots = day.slots.map((slot) => {
      const now = slot.isNow ? html` <strong class="badge">On air now</strong>` : ''
      const repetition = slot.item.isRepetition ? html` <span class="muted">(repeat)</span>` : ''
      const before = slot.startsBefore
        ? html` <span class="muted">(from ${dayLabel.format(dateOf(slot.startLocal))})</span>`
        : ''
      return html`<li class="slot${slot.isNow ? ' now' : ''}" id="timeslot-${slot.item.id}"${slot.isNow ? trusted(' aria-current="true"') : ''}>${timeRange(slot.start, slot.end, options.zone, changes || slot.startsBefore || zoneOffset(slot.start, options.zone) !== zoneOffset(slot.end, options.zone))}${before} ${showLink(slot.item, options)}${repetition}${now}</li>`
    })
    const today = day.isToday ? html` <span class="badge">Today</span>` : ''
    const list = slots.length === 0 ? html`<p class="empty">Nothing planned</p>` : html`<ol>${slots}</ol>`
    return html`<li class="day${day.isToday ? ' today' : ''}" data-date="${day.date}"${day.isToday ? trusted(' aria-current="date"') : ''}><h2>${dayLabel.format(dateOf(day.date))}${today}</h2>${list}</li>`
  })
  const year = Number(week.monday.slice(0, 4))
  return html`<p class="zone">Week of ${longDay.format(dateOf(week.monday))}. All times are in <strong>${options.zone}</strong> (${zoneAbbreviations(options.zone, year)}).</p>
<nav class="weeks" aria-label="Weeks"><a rel="prev" href="${path}?week=${week.previous}">&larr; Previous week</a><a href="${path}">This week</a><a rel="next" href="${path}?week=${week.next}">Next week &rarr;</a></nav>
<ol class="week" aria-label="Days of the week">${days}</ol>`
}

/** The page's heading: the station's name once an admin has set it. */
function heading(station: StationProfile | null): Html {
  return station === null || station.name === '' ? html`<h1>Programme</h1>` : html`<h1>${station.name}: programme</h1>`
}

export function weekPage(
  week: Week<PublicTimeslot>,
  options: PageOptions,
  station: StationProfile | null = null,
): string {
  if (options.embed)
    return page(options, 'Programme', html`${heading(station)}${weekGrid(week, options, '/embed/week')}`)
  // Each timeslot once, however many days it spans.
  const slots = [
    ...new Map(week.days.flatMap((day) => day.slots.map((slot) => [slot.item.id, slot.item] as const))).values(),
  ]
  const head = station === null ? '' : jsonLdScript(programmeGraph(station, options.zone, slots))
  const title =
    station === null || station.name === ''
      ? `Programme, week of ${week.monday}`
      : `${station.name}: programme, week of ${week.monday}`
  return page(options, title, html`${heading(station)}${weekGrid(week, options, '/programme')}`, head)
}

function slotLine(label: string, slot: PublicTimeslot | null, options: PageOptions, current: boolean): Html {
  if (slot === null) return html`<p class="slot empty"><span class="badge">${label}</span> nothing planned</p>`
  const start = slot.start.getTime()
  const end = slot.end.getTime()
  return html`<p class="slot${current ? ' now' : ''}"${current ? trusted(' aria-current="true"') : ''}><span class="badge">${label}</span> ${showLink(slot, options)} ${timeRange(start, end, options.zone, false)}</p>`
}

export function nowNextPage(nowNext: ListenerNowNext, options: PageOptions): string {
  return page(
    options,
    'On air now and next',
    html`<h1>On air</h1><div class="nownext">${slotLine('On air now', nowNext.current, options, true)}${slotLine('Next', nowNext.next, options, false)}<p class="zone">Times in ${options.zone}</p></div>`,
  )
}

export function showPage(model: ShowPage, options: PageOptions, station: StationProfile | null = null): string {
  const { show } = model
  const hosts = (show.hosts as Host[]).map((host) => host.name)
  const links = show.links as Link[]
  const image = show.imageUrl === null ? '' : html`<img src="${show.imageUrl}" alt="${show.name}">`
  const description = show.description
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => html`<p>${p}</p>`)
  const upcoming = model.upcoming.map((slot) => {
    const start = slot.start.getTime()
    const onAir = start <= model.now
    return html`<li class="slot${onAir ? ' now' : ''}">${longDay.format(dateOf(instantToIso(start, options.zone)))}, ${timeRange(start, slot.end.getTime(), options.zone, true)}${slot.isRepetition ? ' (repeat)' : ''}${onAir ? html` <strong class="badge">On air now</strong>` : ''}</li>`
  })
  return page(
    options,
    show.name,
    html`<article class="show">
<p><a href="/programme">&larr; Programme</a></p>
<h1>${show.name}</h1>
${image}
${hosts.length === 0 ? '' : html`<p>Presented by ${hosts.join(', ')}</p>`}
${description}
${show.categories.length === 0 ? '' : html`<p class="muted">${show.categories.join(' · ')}</p>`}
${show.languages.length === 0 ? '' : html`<p class="muted">In ${show.languages.map((tag) => languageNames.of(tag) ?? tag).join(', ')}</p>`}
${links.length === 0 ? '' : html`<ul>${links.map((link) => html`<li><a href="${link.url}" rel="noopener">${link.label}</a></li>`)}</ul>`}
<h2>Next on air</h2>
${upcoming.length === 0 ? html`<p class="empty">No dates planned</p>` : html`<ol>${upcoming}</ol>`}
<p class="zone">Times in ${options.zone}</p>
</article>`,
    station === null
      ? ''
      : jsonLdScript(
          programmeGraph(
            station,
            options.zone,
            model.upcoming.map((slot) => ({ ...slot, show })),
            [show],
          ),
        ),
  )
}
