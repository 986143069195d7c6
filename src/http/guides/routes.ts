/**
 * The programme for guides: XMLTV at /api/v1/programme.xmltv, and the RadioDNS SPI documents under
 * /radiodns/spi/3.1/ (SI.xml, GI.xml, and {bearer}/{YYYYMMDD}_PI.xml), kept in the read cache like the
 * other hot reads. Nothing in them depends on the caller: guides are public, memos never appear.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { etagOfBody } from '../../plugins/preconditions.ts'
import { sendCached } from '../../plugins/read-cache.ts'
import {
  getGroupInformation,
  getProgrammeInformation,
  getServiceInformation,
  getXmltv,
} from '../../services/programme/guide-feeds.ts'
import { errorResponses, IfNoneMatchHeaders, notModifiedResponse } from '../common/schemas.ts'
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
  ...errorResponses,
})

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
  const common = { headers: IfNoneMatchHeaders }
  const spi = { ...common, tags: ['radiodns'] }

  app.get(
    '/api/v1/programme.xmltv',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...common,
        tags: ['timeslots'],
        operationId: 'getProgrammeXmltv',
        summary: 'The programme as XMLTV, for TV and media guides (Plex, Jellyfin, Kodi, IPTV players)',
        description:
          'One channel (the station profile) and one programme per timeslot: start/stop with offsets, title (show), sub-title and ' +
          'description (episode), categories, language, icon, URL, episode-num (a CRID), presenters, previously-shown for ' +
          'repetitions. Cancelled timeslots are left out (a guide that reads again drops them). Window rules of listTimeslots.',
        querystring: XmltvQuery,
        response: ok('application/xml', 'XMLTV (xmltv.dtd)'),
      },
    },
    async (request, reply) => {
      // The show pages' address is this server as the guide reached it.
      const pagesBase = `${request.protocol}://${request.host}`
      return sendDocument(request, reply, `all\u0000${pagesBase}`, 'application/xml', () =>
        getXmltv(app.ctx, request.query, pagesBase),
      )
    },
  )

  app.get(
    '/radiodns/spi/3.1/SI.xml',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...spi,
        operationId: 'getSpiServiceInformation',
        summary: 'RadioDNS Service Information (ETSI TS 102 818): the station, its bearers, logos, genres and links',
        response: ok('application/xml', 'SPI serviceInformation (spi_34.xsd)'),
      },
    },
    async (request, reply) =>
      sendDocument(request, reply, 'all', 'application/xml', () => getServiceInformation(app.ctx)),
  )

  app.get(
    '/radiodns/spi/3.1/GI.xml',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...spi,
        operationId: 'getSpiGroupInformation',
        summary: 'RadioDNS programme groups: one group per show, which each programme is a memberOf',
        response: ok('application/xml', 'SPI epg/programmeGroups (spi_34.xsd)'),
      },
    },
    async (request, reply) =>
      sendDocument(request, reply, 'all', 'application/xml', () => getGroupInformation(app.ctx)),
  )

  const piDescription =
    "One day in the station zone (midnight to midnight). Programmes carry CRIDs under the station's RadioDNS domain (or its " +
    "website's host), short ids that stay the same on every day (the timeslot's id), names cut at a word boundary to 8/16/128 " +
    'characters, location/time with time and duration, genres mapped to TV-Anytime, memberOf the show. 404 for a bearer the ' +
    'station profile does not list.'
  const dayOf = (file: string) => file.slice(0, 8)

  app.get(
    '/radiodns/spi/3.1/fm/:gcc/:pi/:frequency/:file',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...spi,
        operationId: 'getSpiProgrammeFm',
        summary: 'RadioDNS Programme Information of a day, for an FM bearer',
        description: piDescription,
        params: FmPiParams,
        response: ok('application/xml', 'SPI epg/schedule (spi_34.xsd)'),
      },
    },
    async (request, reply) => {
      const { gcc, pi, frequency, file } = request.params
      const folder = `fm/${gcc}/${pi}/${frequency}`
      return sendDocument(request, reply, `all\u0000${folder}/${file}`, 'application/xml', () =>
        getProgrammeInformation(app.ctx, folder, dayOf(file)),
      )
    },
  )

  app.get(
    '/radiodns/spi/3.1/dab/:gcc/:eid/:sid/:scids/:file',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...spi,
        operationId: 'getSpiProgrammeDab',
        summary: 'RadioDNS Programme Information of a day, for a DAB bearer',
        description: piDescription,
        params: DabPiParams,
        response: ok('application/xml', 'SPI epg/schedule (spi_34.xsd)'),
      },
    },
    async (request, reply) => {
      const { gcc, eid, sid, scids, file } = request.params
      const folder = `dab/${gcc}/${eid}/${sid}/${scids}`
      return sendDocument(request, reply, `all\u0000${folder}/${file}`, 'application/xml', () =>
        getProgrammeInformation(app.ctx, folder, dayOf(file)),
      )
    },
  )

  app.get(
    '/radiodns/spi/3.1/id/:fqdn/:serviceIdentifier/:file',
    {
      config: { permission: 'programme.read' },
      schema: {
        ...spi,
        operationId: 'getSpiProgrammeById',
        summary: "RadioDNS Programme Information of a day, by the station's RadioDNS id (for IP-only receivers)",
        description: piDescription,
        params: IdPiParams,
        response: ok('application/xml', 'SPI epg/schedule (spi_34.xsd)'),
      },
    },
    async (request, reply) => {
      const { fqdn, serviceIdentifier, file } = request.params
      const folder = `id/${fqdn}/${serviceIdentifier}`
      return sendDocument(request, reply, `all\u0000${folder}/${file}`, 'application/xml', () =>
        getProgrammeInformation(app.ctx, folder, dayOf(file)),
      )
    },
  )
}

export default guides
