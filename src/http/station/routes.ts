import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { instantToIso, instantToLocal } from '../../domain/time.ts'
import { answer, errorResponses } from '../common/schemas.ts'
import { StationSchema } from './schemas.ts'
import { getStation } from '../../services/station.ts'

const station: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/station',
    {
      // The station's zone and clock: part of reading its programme.
      config: { permission: 'programme.read' },
      schema: {
        tags: ['station'],
        operationId: 'getStation',
        summary: "The station's time zone, its offset now, and the station's clock",
        response: { 200: answer('The station', StationSchema), ...errorResponses },
      },
    },
    async () => {
      const { timeZone, utcOffset, now } = getStation(app.ctx)
      return { timeZone, utcOffset, now: instantToLocal(now, timeZone), nowAt: instantToIso(now, timeZone) }
    },
  )
}

export default station
