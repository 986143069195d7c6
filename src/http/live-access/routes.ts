import { checkLiveAccess } from '../../services/air/live-access.ts'
import { routePlugin } from '../common/routes.ts'
import { answer } from '../common/schemas.ts'
import { LiveAccessBody, LiveAccessSchema } from './schemas.ts'
import { toLiveAccessView } from './views.ts'

/**
 * The streaming server's auth hook: may this live source connect now? Open to any caller (the answer
 * says only yes or no about the credential it was given); `icecast-auth-user: 1` is what Icecast's URL
 * auth reads, the JSON what a Liquidsoap script reads. Icecast posts its URL auth as a form; only this
 * plugin's routes accept one.
 */
export default routePlugin('live', { forms: true }, async (app, route) => {
  app.post(
    '/api/v1/live-access',
    route.options(
      {
        permission: 'public',
        operationId: 'checkLiveAccess',
        summary:
          'May this live source go on air now? Yes only for an owner of the show on air (with a grace before and after)',
        description:
          "The password is one of the host's onair API tokens. Allowed from LIVE_ACCESS_GRACE_BEFORE_SECONDS (default 300) before " +
          'the timeslot starts until LIVE_ACCESS_GRACE_AFTER_SECONDS (default 60) after it ends; `until` says when to cut the source. ' +
          'Always 200 when the question was understood: `allowed` is the answer, `reason` says why (and goes to the log). ' +
          'A password that is not a good token is refused with one reason whatever is wrong with it (the log says what), and counts ' +
          "as a failed authentication of the caller's address: past AUTH_FAILURE_LIMIT a minute the answer is 429 with Retry-After, as at the API. " +
          'Icecast URL auth (`stream_auth`): point `stream_auth` at this URL; an allowed answer carries `icecast-auth-user: 1`.',
      },
      {
        // No bearer credential: the host's token is the password in the body.
        security: [],
        body: LiveAccessBody,
        response: { 200: answer('The answer', LiveAccessSchema) },
      },
    ),
    async (request, reply) => {
      const { password, pass, user, mount, ip } = request.body
      const decision = await checkLiveAccess(app.ctx, password ?? pass ?? '')
      const who = {
        sentUser: user,
        userId: decision.user?.id,
        mount,
        sourceIp: ip ?? request.ip,
        timeslotId: decision.slot?.timeslotId,
      }
      if (decision.credentialRefused !== null) {
        // Guessing tokens here costs what it costs at the API: the same failures per address and minute.
        request.log.info(who, `live access refused: ${decision.credentialRefused}`)
        await app.countAuthFailure(request, reply)
        reply.header('icecast-auth-message', decision.reason)
      } else if (decision.allowed) {
        request.log.info({ ...who, until: decision.until }, `live access granted: ${decision.reason}`)
        reply.header('icecast-auth-user', '1')
      } else {
        request.log.info(who, `live access refused: ${decision.reason}`)
        reply.header('icecast-auth-message', decision.reason.replace(/[^\x20-\x7e]/g, '?'))
      }
      return toLiveAccessView(decision)
    },
  )
})
