import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { renderedJson, sendCached } from '../../plugins/read-cache.ts'

/** A read's view, and when it stops being true (ms) if that comes before the programme changes. */
export interface KeptView {
  view: unknown
  until?: number | undefined
}

/**
 * The handler of a read that answers every caller alike (no memos, nothing that depends on who asks):
 * one rendered answer is kept for all of them, until the programme changes or `until` passes.
 */
export function keptForAll<Q>(app: FastifyInstance, read: (query: Q) => Promise<KeptView>) {
  return async (request: FastifyRequest & { query: Q }, reply: FastifyReply) =>
    sendCached(app, request, reply, 'all', async () => {
      const { view, until } = await read(request.query)
      const rendered = renderedJson(reply, view)
      return until === undefined ? rendered : { ...rendered, ttlMs: until - app.ctx.now() }
    })
}
