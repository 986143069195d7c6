/**
 * Entity tags for single resources: a strong ETag of the representation GET answers, If-None-Match on
 * GET (304), and If-Match on PATCH/PUT/DELETE, checked by the service under the write lock (412 when
 * someone changed the resource since the client read it).
 */
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export function etagOf(view: unknown): string {
  return etagOfBody(JSON.stringify(view))
}

/** The strong ETag of a rendered body. */
export function etagOfBody(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Whether an If-Match / If-None-Match header names this tag (a list, `*`, weak tags compared weakly). */
export function matches(header: string, etag: string): boolean {
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag))
}

/** Answers a resource with its ETag, or 304 when the client already has this version. */
export function sendResource<V>(request: FastifyRequest, reply: FastifyReply, view: V): V | FastifyReply {
  const etag = etagOf(view)
  reply.header('etag', etag)
  const ifNoneMatch = request.headers['if-none-match']
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) return reply.code(304).send()
  return view
}

/**
 * The If-Match precondition as a check on the stored record (undefined without the header): the
 * service calls it under the lock with the record as it is, and refuses the write when it fails.
 */
export function ifMatch<R>(request: FastifyRequest, toView: (record: R) => unknown): ((record: R) => boolean) | undefined {
  const header = request.headers['if-match']
  if (typeof header !== 'string') return undefined
  return (record) => matches(header, etagOf(toView(record)))
}

/** Answers a changed resource with the ETag of its new version, so the next If-Match can use it. */
export function sendChanged<V>(reply: FastifyReply, view: V): V {
  reply.header('etag', etagOf(view))
  return view
}
