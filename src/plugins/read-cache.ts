/** The read cache as `app.readCache`, and `sendCached`: a route's answer from it, with its ETag (304 when current). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { findVersions, VersionReader, type Versions } from '../db/programme-version.ts'
import { etagOfBody, matches } from './preconditions.ts'
import { normalisedQuery, ReadCache, type Rendered } from './read-cache-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache
    versions: VersionReader
  }
}

// One read of the versions per request, shared by the authentication and the cached answer.
const requestVersions = new WeakMap<FastifyRequest, Promise<Versions>>()

/** The programme and access versions, read once after the request arrived: what it then reads is at least as new. */
export function versionsOf(app: FastifyInstance, request: FastifyRequest): Promise<Versions> {
  let versions = requestVersions.get(request)
  if (versions === undefined) {
    versions = app.versions.read()
    requestVersions.set(request, versions)
  }
  return versions
}

// A few megabytes: a year of weekly lists for two audiences is about 1.6 MB, and the hot keys are few.
const MAX_BYTES = 4 * 1024 * 1024

export default fp(
  async (app) => {
    app.decorate('readCache', new ReadCache({ maxBytes: MAX_BYTES }))
    app.decorate(
      'versions',
      new VersionReader(
        () => findVersions(app.db),
        () => app.db.writes(),
      ),
    )
  },
  { name: 'read-cache', dependencies: ['db'] },
)

/** Answers from the cache, keyed by route, `visibility` (what of the caller changes the answer) and query. */
export async function sendCached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  visibility: string,
  render: () => Promise<Rendered>,
): Promise<FastifyReply> {
  // Read before rendering: what is rendered afterwards is at least as new as this version.
  const version = (await versionsOf(app, request)).programme
  const key = `${request.routeOptions.url}\u0000${visibility}\u0000${normalisedQuery(request.query)}`
  const answer = await app.readCache.answer(key, version, app.ctx.now(), render)
  reply.header('etag', answer.etag)
  const ifNoneMatch = request.headers['if-none-match']
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, answer.etag)) return reply.code(304).send()
  return reply.type(answer.contentType).send(answer.body)
}

/** A JSON view rendered as the route's 200 serializer writes it, with its strong ETag. */
export function renderedJson(reply: FastifyReply, view: unknown): Rendered {
  const body = reply.serialize(view) as string
  return { body, etag: etagOfBody(body), contentType: 'application/json; charset=utf-8', ttlMs: Infinity }
}
