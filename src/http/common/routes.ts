import formbody from '@fastify/formbody'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { type Static, type TSchema, Type } from 'typebox'
import { answerOnce } from '../../plugins/idempotency.ts'
import { etagOfRecord, ifMatch, sendChanged, sendResource } from '../../plugins/preconditions.ts'
import type { Caller } from '../../services/access/caller.ts'
import type { Permission } from '../../services/access/permissions.ts'
import type { ServiceContext } from '../../services/context.ts'
import type { KeyedAnswer, Precondition } from '../../services/write.ts'
import { readAnswers } from './responses.ts'
import {
  answer,
  errorResponses,
  IdParams,
  IfMatchHeaders,
  IfNoneMatchHeaders,
  preconditionResponses,
} from './schemas.ts'

/** Who may call a route and how the OpenAPI document names it. */
export interface Operation {
  permission: Permission
  operationId: string
  summary: string
  description?: string
  /** POST routes whose answers an Idempotency-Key replays (they answer through answerOnce). */
  idempotent?: true
}

type Responses = Record<number, unknown>

const WHILE_DATABASE_AWAY =
  ' While the database is away, a connection is still answered 200: `retry: 5000`, a comment saying the programme is unavailable, and the end; the reconnect with Last-Event-ID resumes without a gap once it is back.'

/**
 * The route declarations of one resource: the permission in `config` (the auth and idempotency hooks
 * read it), the names and tag in the schema, and the errors any route can give in every response map.
 */
export function routesOf(...tags: string[]) {
  const options = <S extends FastifySchema & { response?: Responses }>(
    { permission, idempotent, ...names }: Operation,
    schema: S,
  ) => {
    const config: FastifyContextConfig = idempotent ? { permission, idempotent } : { permission }
    return { config, schema: { tags, ...names, ...schema, response: { ...schema.response, ...errorResponses } } }
  }
  const byId = <S extends FastifySchema & { response?: Responses }>(operation: Operation, schema: S) =>
    options(operation, { params: IdParams, ...schema })
  return {
    options,
    byId,
    /** A read by its query, a page or an answer; its ETag is the answer's own (304 when the client has it). */
    read: <Q extends TSchema, P extends TSchema>(operation: Operation, querystring: Q, answer: string, page: P) =>
      options(operation, { querystring, headers: IfNoneMatchHeaders, response: readAnswers(answer, page) }),
    /** One record by id; its ETag is its version (304 when the client has it). */
    get: <R extends TSchema>(operation: Operation, answer: string, record: R) =>
      byId(operation, { headers: IfNoneMatchHeaders, response: readAnswers(answer, record) }),
    /** One record by id, for records that carry no version (no ETag). */
    lookup: <R extends TSchema>(operation: Operation, answerText: string, record: R) =>
      byId(operation, { response: { 200: answer(answerText, record) } }),
    /** A new record (201 and its Location); a retry with the same Idempotency-Key gets the same answer. */
    create: <B extends TSchema, R extends TSchema, E extends Responses>(
      operation: Operation,
      body: B,
      record: R,
      response: E,
    ) =>
      options(
        { ...operation, idempotent: true },
        { body, response: { 201: answer('Created (Location: its URL)', record), ...response } },
      ),
    /**
     * A change of one record by id (200: the changed `name`), refused (412) when If-Match names an older
     * version; `errors`: the other answers it may give.
     */
    patch: <B extends TSchema, R extends TSchema, E extends Responses>(
      operation: Operation,
      body: B,
      name: string,
      record: R,
      errors: E = {} as E,
    ) =>
      byId(operation, {
        headers: IfMatchHeaders,
        body,
        response: {
          200: answer(`The changed ${name} (ETag: its new version)`, record),
          ...errors,
          ...preconditionResponses,
        },
      }),
    /** The deletion of one record by id (204), refused (412) when If-Match names an older version. */
    remove: <E extends { querystring?: TSchema; response?: Responses }>(operation: Operation, extra: E = {} as E) =>
      byId(operation, {
        ...extra,
        headers: IfMatchHeaders,
        response: { ...deletedAnswer('Deleted'), ...extra.response, ...preconditionResponses },
      }),
    /** The deletion of one record by id (204), for records that carry no version (no If-Match). */
    discard: <R extends Responses>(operation: Operation, deleted: string, response: R = {} as R) =>
      byId(operation, { response: { ...deletedAnswer(deleted), ...response } }),
    /** Server-Sent Events (a stream ticket may authenticate); no HEAD from the GET, which would never answer. */
    stream: <Q extends TSchema>(operation: Operation & { description: string }, querystring: Q) => ({
      ...options(
        { ...operation, description: operation.description + WHILE_DATABASE_AWAY },
        {
          querystring,
          response: {
            200: { description: 'An event stream', content: { 'text/event-stream': { schema: Type.String() } } },
          },
        },
      ),
      config: { permission: operation.permission, streamTicket: true },
      exposeHeadRoute: false,
    }),
    streamHead: <Q extends TSchema>(permission: Permission, querystring: Q) => ({
      config: { permission, streamTicket: true },
      schema: { hide: true, querystring },
    }),
  }
}

/** The Fastify instance a route plugin registers on, its schemas typed through TypeBox. */
type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0]

type Routes = ReturnType<typeof routesOf>
type RegisterRoutes = (app: RouteApp, route: Routes, zone: string) => Promise<void>

/**
 * The route plugin of a resource: `register` gets the app, the resource's declarations (`routesOf(...tags)`)
 * and the station's zone its views show times in. With `{ forms: true }` its routes also accept form bodies
 * (application/x-www-form-urlencoded), for callers that post nothing else.
 */
export function routePlugin(
  tags: string | string[],
  ...args: [register: RegisterRoutes] | [accepts: { forms: true }, register: RegisterRoutes]
): FastifyPluginAsyncTypebox {
  const route = routesOf(...[tags].flat())
  const [register, forms] = args.length === 1 ? [args[0], false] : [args[1], args[0].forms]
  return async (app) => {
    if (forms) await app.register(formbody)
    await register(app, route, app.ctx.config.stationTimeZone)
  }
}

export function deletedAnswer(description: string) {
  return { 204: Type.Null({ description }) }
}

/** A page, once its read is done, with its items shown through their view. */
export async function sendPage<P extends { items: unknown[] }, V>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: Promise<P>,
  view: (item: P['items'][number]) => V,
) {
  const page = await read
  const shown: Omit<P, 'items'> & { items: V[] } = { ...page, items: page.items.map(view) }
  return sendResource(request, reply, shown)
}

/**
 * GET `url`: one record of the programme by id, named after `name` (getEpisode, "One episode"), its ETag its
 * version (304 when the client's copy is current). `read` is the use case, `view` shows the record.
 */
export function recordRoute<S extends TSchema, R>(
  app: RouteApp,
  route: Routes,
  url: string,
  name: string,
  record: S,
  read: (id: number, caller: Caller) => Promise<R>,
  view: (record: R, zone: string) => Static<S>,
  zone: string,
) {
  const operationId = `get${name.charAt(0).toUpperCase()}${name.slice(1)}`
  const options = route.get(
    { permission: 'programme.read', operationId, summary: `One ${name}` },
    `The ${name} (ETag: its version)`,
    record,
  )
  app.get<{ Params: IdParams }>(url, options, async (request, reply) => {
    const found = await read(request.params.id, request.caller)
    return sendResource(request, reply, view(found, zone), etagOfRecord(found, zone))
  })
}

/**
 * Who asks, which record, and the versions its client saw (If-Match): what a use case that writes one
 * record by id takes after the context, in that order.
 */
export function writeTarget(request: FastifyRequest & { params: IdParams }) {
  return [request.caller, request.params.id, ifMatch(request)] as const
}

/**
 * The handler of a change of one record by id (route.patch): `update` gets the caller, the id, the body and
 * the versions the client saw (If-Match); the answer carries the new version as its ETag.
 */
export function changeRecord<B, R, V>(
  ctx: ServiceContext,
  update: (ctx: ServiceContext, caller: Caller, id: number, body: B, expect: Precondition) => Promise<R>,
  view: (record: R, zone: string) => V,
  zone: string,
) {
  return async (request: FastifyRequest & { params: IdParams; body: B }, reply: FastifyReply) => {
    const record = await update(ctx, request.caller, request.params.id, request.body, ifMatch(request))
    return sendChanged(reply, view(record, zone), etagOfRecord(record, zone))
  }
}

/** A create's answer, kept with its write: 201 and where the new record lives (below the route's URL). */
export function answerCreated<R extends { id: number }, V>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (keyed: KeyedAnswer | undefined) => Promise<R>,
  view: (record: R) => V,
) {
  const location = (record: R) => `${request.routeOptions.url}/${record.id}`
  return answerOnce(request, reply, write, (record) => ({
    status: 201,
    headers: { location: location(record) },
    body: view(record),
  }))
}

export async function noContentAfter(reply: FastifyReply, write: Promise<unknown>) {
  await write
  return reply.code(204).send(null)
}
