import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { sendResource } from '../../plugins/preconditions.ts'
import { createToken, listTokens, revokeToken } from '../../services/access/users.ts'
import { routesOf } from '../common/routes.ts'
import { answer, errorResponses, IdParams } from '../common/schemas.ts'
import { CreateTokenBody, IssuedTokenSchema, TokenList } from '../users/schemas.ts'
import { toIssuedTokenView, toTokenView } from '../users/views.ts'

const tags = ['users']
const route = routesOf(...tags)

/** API tokens: a user manages its own, admins everyone's. */
const tokens: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/users/:id/tokens',
    route.get(
      { permission: 'account', operationId: 'listTokens', summary: "A user's API tokens (never their secrets)" },
      "The user's tokens (ETag: their version)",
      TokenList,
    ),
    async (request, reply) =>
      sendResource(request, reply, (await listTokens(app.ctx, request.caller, request.params.id)).map(toTokenView)),
  )

  app.post(
    '/api/v1/users/:id/tokens',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'createToken',
        summary: 'Create an API token; its secret (`token`) is in this answer only',
        params: IdParams,
        body: CreateTokenBody,
        response: {
          201: answer('Created: the secret is in `token`, shown this once', IssuedTokenSchema),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(toIssuedTokenView(await createToken(app.ctx, request.caller, request.params.id, request.body))),
  )

  app.delete(
    '/api/v1/tokens/:id',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'revokeToken',
        summary: 'Revoke an API token: refused from the next request on, on every instance',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Revoked' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeToken(app.ctx, request.caller, request.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default tokens
