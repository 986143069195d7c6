/**
 * The programme for guides: XMLTV at /api/v1/programme.xmltv, and the RadioDNS SPI documents under
 * /radiodns/spi/3.1/ (SI.xml, GI.xml, and {bearer}/{YYYYMMDD}_PI.xml), kept in the read cache like the
 * other hot reads. Nothing in them depends on the caller: guides are public, memos never appear.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { etagOfBody } from '../../plugins/preconditions.ts'
import { sendCached } from '../../plugins/read-cache.ts'
import {
  getGroupInformation,
  getProgrammeInformation,
  getServiceInformation,
  getXmltv,
} from '../../services/programme/guide-feeds.ts'
import { type Operation, routesOf } from '../common/routes.ts'
import { IfNoneMatchHeaders, notModifiedResponse } from '../common/schemas.ts'
import { DabPiParams, FmPiParams, IdPiParams, XmlDocument, XmltvQuery } from './schemas.ts'

// The documents say when they were made, and XMLTV's default window moves with the clock.
const DOCUMENT_TTL_MS = 30_000

/** Weak: two documents that differ only in when they were made say the same thing. */
function documentEtag(body: string): string {
  return `W/${etagOfBody(body.replace(/ (creationTime|date)="[^"]*"/g, ''))}`
}

const ok = (mediaType: string, description: string) => ({
  200: { description, content: { [mediaType]: { schema: XmlDocument(description) } } },
  ...notModifiedResponse,
})

const spi = routesOf('radiodns')

const guides: FastifyPluginAsyncTypebox = async (app) => {
  function sendDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    mediaType: string,
    render: () => Promise<string>,
  ) {
    return sendCached(app, request, reply, key, async () => {
      const body = await render()
      return { body, etag: documentEtag(body), contentType: `${mediaType}; charset=utf-8`, ttlMs: DOCUMENT_TTL_MS }
    })
  }

  app.get(
    '/api/v1/programme.xmltv',
    routesOf('timeslots').options(
      {
        permission: 'programme.read',
        operationId: 'getProgrammeXmltv',
        summary: 'The programme as XMLTV, for TV and media guides (Plex, Jellyfin, Kodi, IPTV players)',
        description:
          'One channel (the station profile) and one programme per timeslot: start/stop with offsets, title (show), sub-title and ' +
          'description (episode), categories, language, icon, URL, episode-num (a CRID), presenters, previously-shown for ' +
          'repetitions. Cancelled timeslots are left out (a guide that reads again drops them). Window rules of listTimeslots.',
      },
      { querystring: XmltvQuery, headers: IfNoneMatchHeaders, response: ok('application/xml', 'XMLTV (xmltv.dtd)') },
    ),
    async (request, reply) => {
      // The show pages' address is this server as the guide reached it.
      const pagesBase = `${request.protocol}://${request.host}`
      return sendDocument(request, reply, `all\u0000${pagesBase}`, 'application/xml', () =>
        getXmltv(app.ctx, request.query, pagesBase),
      )
    },
  )

  /** A document about the whole station: its key is the route's alone. */
  function stationDocument(file: string, operation: Operation, answer: string, render: () => Promise<string>) {
    app.get(
      `/radiodns/spi/3.1/${file}`,
      spi.options(operation, { headers: IfNoneMatchHeaders, response: ok('application/xml', answer) }),
      async (request, reply) => sendDocument(request, reply, 'all', 'application/xml', render),
    )
  }
  stationDocument(
    'SI.xml',
    {
      permission: 'programme.read',
      operationId: 'getSpiServiceInformation',
      summary: 'RadioDNS Service Information (ETSI TS 102 818): the station, its bearers, logos, genres and links',
    },
    'SPI serviceInformation (spi_34.xsd)',
    () => getServiceInformation(app.ctx),
  )
  stationDocument(
    'GI.xml',
    {
      permission: 'programme.read',
      operationId: 'getSpiGroupInformation',
      summary: 'RadioDNS programme groups: one group per show, which each programme is a memberOf',
    },
    'SPI epg/programmeGroups (spi_34.xsd)',
    () => getGroupInformation(app.ctx),
  )

  const piDescription =
    "One day in the station zone (midnight to midnight). Programmes carry CRIDs under the station's RadioDNS domain (or its " +
    "website's host), short ids that stay the same on every day (the timeslot's id), names cut at a word boundary to 8/16/128 " +
    'characters, location/time with time and duration, genres mapped to TV-Anytime, memberOf the show. 404 for a bearer the ' +
    'station profile does not list.'
  const dayOf = (file: string) => file.slice(0, 8)

  /** A day's Programme Information of one bearer: `folder` is its path below /radiodns/spi/3.1/. */
  function programmeInformation<P extends TSchema>(folder: string, params: P, operationId: string, summary: string) {
    app.get(
      `/radiodns/spi/3.1/${folder}/:file`,
      spi.options(
        { permission: 'programme.read', operationId, summary, description: piDescription },
        { headers: IfNoneMatchHeaders, params, response: ok('application/xml', 'SPI epg/schedule (spi_34.xsd)') },
      ),
      async (request, reply) => {
        const { file, ...values } = request.params as { file: string } & Record<string, string>
        const path = folder.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '')
        return sendDocument(request, reply, `all\u0000${path}/${file}`, 'application/xml', () =>
          getProgrammeInformation(app.ctx, path, dayOf(file)),
        )
      },
    )
  }
  programmeInformation(
    'fm/:gcc/:pi/:frequency',
    FmPiParams,
    'getSpiProgrammeFm',
    'RadioDNS Programme Information of a day, for an FM bearer',
  )
  programmeInformation(
    'dab/:gcc/:eid/:sid/:scids',
    DabPiParams,
    'getSpiProgrammeDab',
    'RadioDNS Programme Information of a day, for a DAB bearer',
  )
  programmeInformation(
    'id/:fqdn/:serviceIdentifier',
    IdPiParams,
    'getSpiProgrammeById',
    "RadioDNS Programme Information of a day, by the station's RadioDNS id (for IP-only receivers)",
  )
}

export default guides
