import { instantToIso } from '../../domain/time/station-time.ts'
import { issueStreamTicket, TICKET_SECONDS } from '../../services/access/stream-tickets.ts'
import { routePlugin } from '../common/routes.ts'
import { answer } from '../common/schemas.ts'
import { StreamTicketSchema } from './schemas.ts'

export default routePlugin(['air', 'changes'], async (app, route, zone) => {
  app.post(
    '/api/v1/stream-tickets',
    route.options(
      {
        permission: 'account',
        operationId: 'createStreamTicket',
        summary:
          'A single-use ticket to open an event stream by URL (for EventSource, which cannot send Authorization)',
        description:
          `Valid for ${TICKET_SECONDS} s and for one stream: GET /api/v1/air/stream?ticket=… or /api/v1/changes/stream?ticket=…. ` +
          'The stream then acts as the user the ticket was got by. EventSource reconnects with the same URL, and a used ticket is ' +
          'refused (401): on error, get a new ticket and open the stream again with `after=<last event id>`.',
      },
      {
        response: { 201: answer('The ticket', StreamTicketSchema) },
      },
    ),
    async (request, reply) => {
      const { ticket, expiresAt } = await issueStreamTicket(app.ctx, request.caller)
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ticket, expiresAt: instantToIso(expiresAt, zone), expiresIn: TICKET_SECONDS })
    },
  )
})
