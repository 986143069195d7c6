import { etagOfRecord, ifMatch } from '../../plugins/preconditions.ts'
import { getStation, getStationProfile, updateStationProfile } from '../../services/programme/station.ts'
import { routePlugin } from '../common/routes.ts'
import { answer, IfMatchHeaders, preconditionResponses } from '../common/schemas.ts'
import { StationProfileBody, StationSchema } from './schemas.ts'
import { toStationView } from './views.ts'

export default routePlugin('station', async (app, route, zone) => {
  app.get(
    '/api/v1/station',
    // The station's zone, clock and profile: part of reading its programme, all of it public.
    route.options(
      {
        permission: 'programme.read',
        operationId: 'getStation',
        summary:
          "The station: its time zone, its offset now, the station's clock, and its profile (names, bearers, logos)",
      },
      {
        response: {
          200: answer("The station (ETag: the profile's version, for If-Match on PUT)", StationSchema),
        },
      },
    ),
    async (_request, reply) => {
      const profile = await getStationProfile(app.ctx)
      reply.header('etag', etagOfRecord(profile, zone))
      return toStationView(getStation(app.ctx), profile)
    },
  )

  app.put(
    '/api/v1/station',
    route.options(
      {
        permission: 'station.write',
        operationId: 'updateStation',
        summary:
          "Replace the station's profile (admins): what XMLTV, RadioDNS SPI, schema.org and the week page publish",
        description:
          'A field left out is empty afterwards. Recorded in the change log (action station.update); revertible.',
      },
      {
        headers: IfMatchHeaders,
        body: StationProfileBody,
        response: {
          200: answer('The station as it is now (ETag: its new version)', StationSchema),
          ...preconditionResponses,
        },
      },
    ),
    async (request, reply) => {
      const body = request.body
      const profile = await updateStationProfile(
        app.ctx,
        request.caller,
        {
          name: body.name,
          shortName: body.shortName ?? '',
          mediumName: body.mediumName ?? '',
          description: body.description ?? '',
          website: body.website ?? null,
          logos: body.logos ?? [],
          languages: body.languages ?? [],
          genres: body.genres ?? [],
          bearers: body.bearers ?? [],
          radiodns: body.radiodns ?? null,
        },
        ifMatch(request),
      )
      reply.header('etag', etagOfRecord(profile, zone))
      return toStationView(getStation(app.ctx), profile)
    },
  )
})
