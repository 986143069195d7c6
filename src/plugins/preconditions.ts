/**
 * ETags: a resource's stored version, If-None-Match on GET (304), and If-Match on writes, which the
 * service compares with the version under the write lock (412).
 */
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Precondition, versionOf } from '../services/write.ts'

export function etagOfRecord(record: unknown, zone: string): string {
  return `"${versionOf(record, zone)}"`
}

export function etagOfBody(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Whether an If-Match / If-None-Match header names this tag (a list, `*`, weak tags compared weakly). */
export function matches(header: string, etag: string): boolean {
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag))
}

/** Answers a resource with its ETag (by default that of its body: lists), or 304 when the client already has this version. */
export function sendResource<V>(
  request: FastifyRequest,
  reply: FastifyReply,
  view: V,
  etag = etagOfBody(JSON.stringify(view)),
): V | FastifyReply {
  reply.header('etag', etag)
  const ifNoneMatch = request.headers['if-none-match']
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) return reply.code(304).send()
  return view
}

/** If-Match as the versions the write may go ahead on (undefined without the header). */
export function ifMatch(request: FastifyRequest): Precondition {
  const header = request.headers['if-match']
  if (typeof header !== 'string') return undefined
  const tags = header.split(',').map((tag) => tag.trim())
  if (tags.includes('*')) return '*'
  return tags.map((tag) => tag.replace(/^W\//, '').replace(/^"|"$/g, ''))
}

/** Answers a changed resource with the ETag of its new version, so the next If-Match can use it. */
export function sendChanged<V>(reply: FastifyReply, view: V, etag: string): V {
  reply.header('etag', etag)
  return view
}
