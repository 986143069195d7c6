/**
 * The public programme as pages: /programme (the week), /programme/shows/:slug, and the iframe-ready
 * /embed/week and /embed/now-next. Kept in the read cache like the hot reads; anonymous while
 * PUBLIC_READ is on, a token otherwise. Only /embed/* may be framed, by EMBED_ORIGINS.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { etagOfBody } from '../../plugins/preconditions.ts'
import { sendCached } from '../../plugins/read-cache.ts'
import { getNowNext, getShowPage, getWeek } from '../../services/programme/programme-pages.ts'
import { getStationProfile } from '../../services/programme/station.ts'
import { errorResponses, IfNoneMatchHeaders, notModifiedResponse } from '../common/schemas.ts'
import { HtmlPage, NoQuery, ShowPageParams, WeekQuery } from './schemas.ts'
import { STYLE_HASH } from './style.ts'
import { nowNextPage, type PageOptions, showPage, weekPage } from './views.ts'

// The pages mark what is on air now: a kept page is made again after this long even when nothing was written.
const PAGE_TTL_MS = 30_000

const ok = (description: string) => ({
  200: { description, content: { 'text/html': { schema: HtmlPage } } },
  ...notModifiedResponse,
  ...errorResponses,
})

const programmePages: FastifyPluginAsyncTypebox = async (app) => {
  const { zone, pages } = { zone: app.ctx.config.stationTimeZone, pages: app.ctx.config.pages }
  const styleSources = [STYLE_HASH, ...(pages.stylesheet === null ? [] : [new URL(pages.stylesheet).origin])].join(' ')
  const policy = (frameAncestors: string) =>
    `default-src 'none'; style-src ${styleSources}; img-src https: http: data:; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`
  const pagePolicy = policy("'none'")
  const embedPolicy = policy(["'self'", ...pages.embedOrigins].join(' '))
  const options = (embed: boolean): PageOptions => ({ zone, stylesheet: pages.stylesheet, embed })

  /** The page's headers: a page frameable by nobody, an embed by this origin and EMBED_ORIGINS. */
  function framing(reply: FastifyReply, embed: boolean): FastifyReply {
    // X-Frame-Options cannot name several origins; frame-ancestors supersedes it where it is understood.
    if (embed) reply.raw.removeHeader('x-frame-options')
    return reply.header('content-security-policy', embed ? embedPolicy : pagePolicy)
  }
  const htmlAnswer = (body: string) => ({
    body,
    etag: etagOfBody(body),
    contentType: 'text/html; charset=utf-8',
    ttlMs: PAGE_TTL_MS,
  })
  const common = { tags: ['pages'], headers: IfNoneMatchHeaders }

  for (const embed of [false, true]) {
    app.get(
      embed ? '/embed/week' : '/programme',
      {
        config: { permission: 'programme.read' },
        schema: {
          ...common,
          operationId: embed ? 'embedWeek' : 'programmePage',
          summary: embed
            ? 'The week as an HTML fragment page for an iframe (frame-ancestors: EMBED_ORIGINS)'
            : "The station's week as an HTML page",
          querystring: WeekQuery,
          response: ok('The week: a grid of seven days in the station zone, a day list on narrow screens'),
        },
      },
      async (request, reply) =>
        sendCached(app, request, framing(reply, embed), 'all', async () => {
          const [week, station] = await Promise.all([getWeek(app.ctx, request.query.week), getStationProfile(app.ctx)])
          return htmlAnswer(weekPage(week, options(embed), station))
        }),
    )
  }

  app.get(
    '/embed/now-next',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...common,
        operationId: 'embedNowNext',
        summary: 'What is on air now and next, for an iframe',
        querystring: NoQuery,
        response: ok('Now and next'),
      },
    },
    async (request, reply) =>
      sendCached(app, request, framing(reply, true), 'all', async () =>
        htmlAnswer(nowNextPage(await getNowNext(app.ctx), options(true))),
      ),
  )

  app.get(
    '/programme/shows/:slug',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...common,
        operationId: 'showPage',
        summary: 'A show as an HTML page: name, image, hosts, description, links and its next air dates',
        params: ShowPageParams,
        querystring: NoQuery,
        response: ok('The show'),
      },
    },
    async (request, reply) =>
      // The slug is not in the query, so it goes into the cache key here.
      sendCached(app, request, framing(reply, false), `all\u0000${request.params.slug}`, async () =>
        htmlAnswer(
          showPage(await getShowPage(app.ctx, request.params.slug), options(false), await getStationProfile(app.ctx)),
        ),
      ),
  )
}

export default programmePages
