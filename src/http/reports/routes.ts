import { Type } from 'typebox'
import { etagOfBody } from '../../plugins/preconditions.ts'
import { sendCached } from '../../plugins/read-cache.ts'
import { getAirtimeReport } from '../../services/programme/airtime-reports.ts'
import { routePlugin } from '../common/routes.ts'
import { IfNoneMatchHeaders, notModifiedResponse } from '../common/schemas.ts'
import { AirtimeQuery, AirtimeReportSchema } from './schemas.ts'
import { toAirtimeCsv, toAirtimeView } from './views.ts'

const csvSchema = Type.String({
  description:
    'key,label,airedHours,airedCount,airedPercent,plannedHours,plannedCount,plannedPercent; a last Total row',
})

// What has aired moves with the clock: a kept report is made again after this long even when nothing was written.
const REPORT_TTL_MS = 60_000

/** CSV when the client asks for it before JSON (Accept: text/csv), JSON otherwise. */
function wantsCsv(accept: string | undefined): boolean {
  if (accept === undefined) return false
  const csv = accept.indexOf('text/csv')
  const json = accept.indexOf('application/json')
  return csv >= 0 && (json < 0 || csv < json)
}

export default routePlugin('reports', async (app, route, zone) => {
  app.get(
    '/api/v1/reports/airtime',
    route.options(
      {
        permission: 'programme.read',
        operationId: 'getAirtimeReport',
        summary:
          'Airtime in a window by show, category, language or repetition: hours, counts and percentages (JSON or CSV)',
        description:
          'aired: timeslots that started before now, their time up to now; planned: every timeslot, aired or ahead. Both are ' +
          'clipped to the window (an overnight timeslot split by an edge counts its part inside, and counts once). ' +
          'Send `Accept: text/csv` for a spreadsheet. Archived shows count (they aired); memos never appear.',
      },
      {
        querystring: AirtimeQuery,
        headers: IfNoneMatchHeaders,
        response: {
          200: {
            description: 'The report',
            content: { 'application/json': { schema: AirtimeReportSchema }, 'text/csv': { schema: csvSchema } },
          },
          ...notModifiedResponse,
        },
      },
    ),
    async (request, reply) => {
      const csv = wantsCsv(request.headers.accept)
      reply.header('vary', 'accept')
      // Every caller reads the same report; the format is part of the key through the visibility part.
      return sendCached(app, request, reply, csv ? 'csv' : 'json', async () => {
        const view = toAirtimeView(await getAirtimeReport(app.ctx, request.query), zone)
        if (!csv) {
          // The 200 has two content types: reply.serialize would not know which schema to use.
          const body = reply.serializeInput(view, '200', 'application/json') as string
          return { body, etag: etagOfBody(body), contentType: 'application/json; charset=utf-8', ttlMs: REPORT_TTL_MS }
        }
        const body = toAirtimeCsv(view)
        return { body, etag: etagOfBody(body), contentType: 'text/csv; charset=utf-8', ttlMs: REPORT_TTL_MS }
      })
    },
  )
})
