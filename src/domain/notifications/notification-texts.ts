// Every word a notification says, per language, and the mail built from them. Names, memos and
// reasons are data: escaped in HTML, one-line subjects, so none can add a header or markup.
import type { NoticeEvent, NoticeItem } from './notices.ts'

export interface RenderedNotice {
  subject: string
  text: string
  html: string
}

export interface NoticeLinks {
  planner: string
  showPage: (showId: number) => string
  unsubscribe: string
}

export interface NoticeContext {
  zone: string
  language: string
  stationName: string
  showName: (showId: number) => string
  links: NoticeLinks
}

const EN = {
  subject: {
    moved: (show: string, when: string) => `Moved: ${show}, now ${when}`,
    cancelled: (show: string, when: string) => `Cancelled: ${show}, ${when}`,
    'stepped-aside': (show: string, when: string, season: string) => `Steps aside for ${season}: ${show}, ${when}`,
    'pre-empted': (show: string, when: string) => `Pre-empted: ${show}, ${when}`,
    'given-back': (show: string, when: string) => `Back on air: ${show}, ${when}`,
    added: (show: string, when: string) => `Added: ${show}, ${when}`,
    bulk: (show: string, count: number) => `${show}: ${count} broadcasts changed`,
    correction: (show: string) => `Undone: an earlier change to ${show}`,
    reminder: (show: string, when: string) => `Reminder: ${show}, ${when}`,
    'confirm-email': (station: string) => `Confirm your address for ${station}'s programme mails`,
  },
  item: {
    moved: (when: string, from: string) => `moved from ${from} to ${when}`,
    cancelled: (when: string) => `${when}: cancelled`,
    'stepped-aside': (when: string, season: string) => `${when}: steps aside for ${season}`,
    'pre-empted': (when: string, by: string, whole: boolean) =>
      `${when}: ${whole ? 'replaced' : 'partly replaced'} by ${by}`,
    'given-back': (when: string) => `${when}: back on air`,
    created: (when: string) => `${when}: added`,
  },
  intro: {
    change: (actor: string) => `${actor} changed the programme of your show.`,
    correction: (actor: string) => `${actor} undid an earlier change; the programme of your show is as before it.`,
    reminder: 'Your broadcast is coming up.',
  },
  reason: (reason: string) => `Reason: ${reason}`,
  episode: (title: string) => `Episode: ${title}`,
  media: (id: number) => `Media: #${id}`,
  nothingToPlay: 'Warning: this broadcast has no episode and no media: nothing to play yet.',
  links: { planner: 'Open the planner', show: "The show's page", unsubscribe: 'Unsubscribe from these mails' },
  confirm: (link: string) =>
    `Someone (hopefully you) asked for programme notifications at this address. Confirm it: ${link}\nThe link works once, for 48 hours. If it was not you, ignore this mail.`,
  signature: (station: string) => `— ${station} programme (onair)`,
} as const

export const LANGUAGES = ['en'] as const

const TEXTS: Record<string, typeof EN> = { en: EN }

const textsOf = (language: string) => TEXTS[language] ?? EN

/** `Tue 1 Sep 2026, 21:00–22:00` in the station's zone. */
export function formatSlot(start: number, end: number, zone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return `${day.format(start)}, ${time.format(start)}–${time.format(end)}`
}

/** One line, at most 200 characters: a subject can never carry a line break into the headers. */
export function oneLine(value: string, max = 200): string {
  const line = value
    .replace(/[\r\n\u2028\u2029\t\v\f]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function itemLine(item: NoticeItem, ctx: NoticeContext): string {
  const t = textsOf(ctx.language).item
  const when = formatSlot(item.broadcast.start, item.broadcast.end, ctx.zone)
  switch (item.kind) {
    case 'moved':
      return t.moved(when, formatSlot(item.from.start, item.from.end, ctx.zone))
    case 'pre-empted':
      return t['pre-empted'](when, ctx.showName(item.byShowId), item.whole)
    case 'stepped-aside':
      return t['stepped-aside'](when, item.season)
    case 'cancelled':
    case 'given-back':
    case 'created':
      return t[item.kind](when)
  }
}

function subjectOf(event: NoticeEvent, showId: number, items: readonly NoticeItem[], ctx: NoticeContext): string {
  const t = textsOf(ctx.language).subject
  const show = ctx.showName(showId)
  const first = items[0]!
  const when = formatSlot(first.broadcast.start, first.broadcast.end, ctx.zone)
  switch (event) {
    case 'bulk':
      return items.length === 1 ? t.added(show, when) : t.bulk(show, items.length)
    case 'correction':
      return t.correction(show)
    case 'reminder':
      return t.reminder(show, when)
    case 'cancelled':
      return first.kind === 'stepped-aside' ? t['stepped-aside'](show, when, first.season) : t.cancelled(show, when)
    case 'moved':
    case 'pre-empted':
    case 'given-back':
      return t[event](show, when)
  }
}

function mail(ctx: NoticeContext, subject: string, lines: readonly string[], showId: number | null): RenderedNotice {
  const t = textsOf(ctx.language)
  const links = [
    [t.links.planner, ctx.links.planner],
    ...(showId === null ? [] : [[t.links.show, ctx.links.showPage(showId)]]),
    [t.links.unsubscribe, ctx.links.unsubscribe],
  ] as const
  const text = [
    ...lines,
    '',
    ...links.map(([label, href]) => `${label}: ${href}`),
    '',
    t.signature(ctx.stationName),
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)),
    `<p>${links.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' · ')}</p>`,
    `<p style="color:#555">${escapeHtml(t.signature(ctx.stationName))}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject: oneLine(subject), text, html }
}

export function renderChange(
  notice: { showId: number; event: NoticeEvent; items: readonly NoticeItem[] },
  change: { actorName: string; reason: string | null },
  ctx: NoticeContext,
): RenderedNotice {
  const t = textsOf(ctx.language)
  const lines = [
    notice.event === 'correction' ? t.intro.correction(change.actorName) : t.intro.change(change.actorName),
    '',
    ...notice.items.map((item) => `- ${ctx.showName(notice.showId)}, ${itemLine(item, ctx)}`),
    ...(change.reason === null ? [] : ['', t.reason(change.reason)]),
  ]
  return mail(ctx, subjectOf(notice.event, notice.showId, notice.items, ctx), lines, notice.showId)
}

/** A reminder of a broadcast, with what it will play or the warning that it has nothing. */
export function renderReminder(
  broadcast: {
    id: number
    showId: number
    start: number
    end: number
    episodeTitle: string | null
    mediaId: number | null
  },
  ctx: NoticeContext,
): RenderedNotice {
  const t = textsOf(ctx.language)
  const lines = [
    t.intro.reminder,
    '',
    `${ctx.showName(broadcast.showId)}, ${formatSlot(broadcast.start, broadcast.end, ctx.zone)}`,
    ...(broadcast.episodeTitle === null ? [] : [t.episode(broadcast.episodeTitle)]),
    ...(broadcast.mediaId === null ? [] : [t.media(broadcast.mediaId)]),
    ...(broadcast.episodeTitle === null && broadcast.mediaId === null ? [t.nothingToPlay] : []),
  ]
  const item: NoticeItem = { kind: 'created', broadcast }
  return mail(ctx, subjectOf('reminder', broadcast.showId, [item], ctx), lines, broadcast.showId)
}

export function renderConfirmation(confirmLink: string, ctx: NoticeContext): RenderedNotice {
  const t = textsOf(ctx.language)
  return mail(ctx, t.subject['confirm-email'](ctx.stationName), t.confirm(confirmLink).split('\n'), null)
}

/** Several notifications of one user as one mail (the daily digest). */
export function renderDigest(parts: readonly RenderedNotice[], ctx: NoticeContext): RenderedNotice {
  const lines = parts.flatMap((part) => [
    part.subject,
    ...part.text.split('\n').filter((line) => line.startsWith('- ') || line.startsWith('Reason: ')),
    '',
  ])
  return mail(
    ctx,
    `${ctx.stationName}: ${parts.length} programme notification${parts.length === 1 ? '' : 's'}`,
    lines,
    null,
  )
}
