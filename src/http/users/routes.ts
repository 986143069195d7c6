import { answerOnce } from '../../plugins/idempotency.ts'
import { createUser, deleteUser, getMe, getUser, listUsers, updateUser } from '../../services/access/users.ts'
import { noContentAfter, routePlugin, sendPage } from '../common/routes.ts'
import { answer, errorAnswer } from '../common/schemas.ts'
import { CreateUserBody, UpdateUserBody, UserListQuery, UserPage, UserSchema } from './schemas.ts'
import { toUserView } from './views.ts'

/** Users: admins manage them; everyone may ask who it is. Their tokens are in tokens.ts. */
export default routePlugin('users', async (app, route) => {
  app.get(
    '/api/v1/users',
    route.read(
      { permission: 'users.manage', operationId: 'listUsers', summary: 'List users, ordered by id' },
      UserListQuery,
      'A page of users (ETag: its version)',
      UserPage,
    ),
    async (request, reply) => sendPage(request, reply, listUsers(app.ctx, request.caller, request.query), toUserView),
  )

  app.post(
    '/api/v1/users',
    route.options(
      {
        permission: 'users.manage',
        idempotent: true,
        operationId: 'createUser',
        summary: 'Create a user (then give it a token with POST /api/v1/users/{id}/tokens)',
      },
      {
        body: CreateUserBody,
        response: {
          201: answer('Created (Location: its URL)', UserSchema),
          409: errorAnswer('The OIDC subject belongs to another user'),
        },
      },
    ),
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) => createUser(app.ctx, request.caller, request.body, keyed),
        (user) => ({ status: 201, body: toUserView(user) }),
      ),
  )

  // A static path: find-my-way matches it before the parametric /api/v1/users/:id.
  app.get(
    '/api/v1/users/me',
    route.options(
      {
        permission: 'account',
        operationId: 'getMe',
        summary: 'The caller: who the credential belongs to',
      },
      {
        response: { 200: answer('The calling user', UserSchema) },
      },
    ),
    async (request) => toUserView(await getMe(app.ctx, request.caller)),
  )

  app.get(
    '/api/v1/users/:id',
    route.lookup(
      {
        permission: 'users.manage',
        operationId: 'getUser',
        summary: 'One user',
      },
      'The user',
      UserSchema,
    ),
    async (request) => toUserView(await getUser(app.ctx, request.caller, request.params.id)),
  )

  app.patch(
    '/api/v1/users/:id',
    route.byId(
      {
        permission: 'users.manage',
        operationId: 'updateUser',
        summary: 'Change name, role or OIDC subject (the last admin stays admin)',
      },
      {
        body: UpdateUserBody,
        response: {
          200: answer('The changed user', UserSchema),
          409: errorAnswer('The OIDC subject belongs to another user, or the last admin would lose the role'),
        },
      },
    ),
    async (request) => toUserView(await updateUser(app.ctx, request.caller, request.params.id, request.body)),
  )

  app.delete(
    '/api/v1/users/:id',
    route.discard(
      {
        permission: 'users.manage',
        operationId: 'deleteUser',
        summary: 'Delete a user: its tokens are revoked at once; its past changes keep its id and name',
      },
      'Deleted',
      { 409: errorAnswer('It is the last admin') },
    ),
    async (request, reply) => noContentAfter(reply, deleteUser(app.ctx, request.caller, request.params.id)),
  )
})
