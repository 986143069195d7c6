import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, ERRORS } from '../../errors.ts'
import { isPermission, mayUse } from '../../services/access/permissions.ts'

// Proxies and load balancers drop a connection that has been silent for a while; a comment line keeps it open.
const HEARTBEAT_MS = 15_000

export interface EventStream {
  send(id: string | number, event: string, data: unknown): void
  end(): void
  /** Says the programme is unavailable (the database does not answer) and ends: the client reconnects later and resumes. */
  endUnavailable(): void
  /** Runs `cleanup` once the client has gone (now, when it went before the stream opened). */
  onClose(cleanup: () => void): void
}

// Streams open in this process, by holder, shared by every plugin's streams (keyed by the app's context).
const openStreams = new WeakMap<object, Map<string, number>>()
const RETRY_AFTER_SECONDS = 5
// How often open streams ask whether access changed, and check their credential anyway (expiry changes no version).
const RECHECK_MS = 1000
const RECHECK_ANYWAY_MS = 30_000
// While the database is away, a client reconnects this much later (as Retry-After says to other requests).
const OUTAGE_RETRY_MS = 5000
// What a stream says when the programme cannot be read: a comment, so no event and no id (Last-Event-ID stays put).
const UNAVAILABLE = `retry: ${OUTAGE_RETRY_MS}\n: the programme is unavailable: the database does not answer. Reconnect (EventSource does) with Last-Event-ID to resume without a gap\n\n`

/** The Last-Event-ID a reconnecting client sent (EventSource sends the last id it received). */
export function lastEventId(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id']
  return typeof header === 'string' ? header : undefined
}

/** Whether a request opens an event stream (its GET: a HEAD answers the head alone). */
export function isEventStreamRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.streamTicket === true
}

/**
 * A stream asked for while the database is away: 200 (EventSource stops for good after any other
 * status), told when to come back, and ended; the reconnect's Last-Event-ID loses nothing.
 */
export function sendUnavailableStream(reply: FastifyReply) {
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(UNAVAILABLE)
}

/**
 * The event streams of one plugin: `open` takes a response from Fastify and makes it an event stream.
 * Open streams end when the app closes, so shutdown never waits on a listener.
 */
export function eventStreams(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => EventStream {
  const streams = new Set<ServerResponse>()
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end()
  })

  // The streams opened with a credential, and how to end each with the reason.
  const credentialed = new Map<ServerResponse, { request: FastifyRequest; end: (why: string) => void }>()
  let checkedAccess: bigint | number | string | undefined
  let checkedAt = 0
  const recheck = setInterval(() => void recheckCredentials(), RECHECK_MS)
  recheck.unref()
  app.addHook('onClose', async () => clearInterval(recheck))
  async function recheckCredentials() {
    if (credentialed.size === 0) return
    const access = await app.versions.read().then(
      (versions) => versions.access,
      () => undefined,
    )
    // The database is away: nothing can be checked now, and nothing changed that we know of.
    if (access === undefined) return
    if (access === checkedAccess && Date.now() - checkedAt < RECHECK_ANYWAY_MS) return
    checkedAccess = access
    checkedAt = Date.now()
    await Promise.all(
      [...credentialed.values()].map(async ({ request, end }) => {
        try {
          const caller = await request.callerNow!()
          const permission = request.routeOptions.config.permission
          if (isPermission(permission) && !mayUse(caller, permission, app.ctx.config.access.publicRead)) {
            end(`the role ${caller.role} may no longer follow this stream`)
          }
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 401) end(error.message)
        }
      }),
    )
  }

  const counts = openStreams.get(app.ctx) ?? new Map<string, number>()
  openStreams.set(app.ctx, counts)
  const limits = app.ctx.config.access.streamLimits

  return (request, reply) => {
    // Anonymous streams share one limit, a user's streams another: nobody can hold the process open.
    const holder = request.caller.userId === null ? 'anonymous' : `user:${request.caller.userId}`
    const held = counts.get(holder) ?? 0
    if (held >= (holder === 'anonymous' ? limits.anonymous : limits.perUser)) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      throw new AppError(
        ERRORS.unavailable,
        holder === 'anonymous'
          ? 'this instance holds as many anonymous event streams as it may (STREAM_LIMIT_ANONYMOUS); retry later or send a credential'
          : 'you hold as many event streams open as a user may (STREAM_LIMIT_PER_USER); close one, or retry later',
      )
    }
    counts.set(holder, held + 1)
    const stream = reply.raw
    reply.hijack()
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    stream.write('retry: 2000\n\n')
    streams.add(stream)
    // The last word on a stream whose credential no longer holds (no id: Last-Event-ID stays where it was).
    if (request.callerNow !== null) {
      credentialed.set(stream, {
        request,
        end: (why) => {
          stream.write(`event: stream.ended\ndata: ${JSON.stringify({ reason: 'credential', message: why })}\n\n`)
          stream.end()
        },
      })
    }

    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS)
    const cleanups: (() => void)[] = []
    let closed = false
    const close = () => {
      if (closed) return
      closed = true
      const left = (counts.get(holder) ?? 1) - 1
      if (left > 0) counts.set(holder, left)
      else counts.delete(holder)
      clearInterval(heartbeat)
      streams.delete(stream)
      credentialed.delete(stream)
      for (const cleanup of cleanups.splice(0)) cleanup()
    }
    stream.once('close', close)
    // Gone while the handler prepared the stream: 'close' has fired already.
    if (request.raw.destroyed) close()

    return {
      send: (id, event, data) => stream.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => stream.end(),
      endUnavailable: () => stream.end(UNAVAILABLE),
      onClose: (cleanup) => (closed ? cleanup() : cleanups.push(cleanup)),
    }
  }
}

/** The answer to HEAD on a stream: its head alone (a HEAD from GET would never answer, as the body never ends). */
export async function sendEventStreamHead(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .send()
}
