import { sendResource } from '../../plugins/preconditions.ts'
import { createToken, listTokens, revokeToken } from '../../services/access/users.ts'
import { noContentAfter, routePlugin } from '../common/routes.ts'
import { answer } from '../common/schemas.ts'
import { CreateTokenBody, IssuedTokenSchema, TokenList } from '../users/schemas.ts'
import { toIssuedTokenView, toTokenView } from '../users/views.ts'

/** API tokens: a user manages its own, admins everyone's. */
export default routePlugin('users', async (app, route) => {
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
    route.byId(
      {
        permission: 'account',
        operationId: 'createToken',
        summary: 'Create an API token; its secret (`token`) is in this answer only',
      },
      {
        body: CreateTokenBody,
        response: {
          201: answer('Created: the secret is in `token`, shown this once', IssuedTokenSchema),
        },
      },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(toIssuedTokenView(await createToken(app.ctx, request.caller, request.params.id, request.body))),
  )

  app.delete(
    '/api/v1/tokens/:id',
    route.discard(
      {
        permission: 'account',
        operationId: 'revokeToken',
        summary: 'Revoke an API token: refused from the next request on, on every instance',
      },
      'Revoked',
    ),
    async (request, reply) => noContentAfter(reply, revokeToken(app.ctx, request.caller, request.params.id)),
  )
})
