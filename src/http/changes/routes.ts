import type { ChangesetHeader } from '../../domain/records.ts'
import { isDatabaseOutage } from '../../plugins/error-handler.ts'
import { answerOnce } from '../../plugins/idempotency.ts'
import { etagOfBody, sendResource } from '../../plugins/preconditions.ts'
import { ChangeFanOut, changeFollower } from '../../services/changes/change-fanout.ts'
import { revertChange } from '../../services/changes/change-revert.ts'
import { getChange, listChanges } from '../../services/changes/changes.ts'
import { eventStreams, lastEventId, sendEventStreamHead } from '../common/event-stream.ts'
import { readAnswers } from '../common/responses.ts'
import { routePlugin } from '../common/routes.ts'
import { answer, errorAnswer, IfNoneMatchHeaders, ReasonQuery } from '../common/schemas.ts'
import { ChangeListQuery, ChangePage, ChangeStreamQuery, ChangesetSchema } from './schemas.ts'
import { toChangesetSummary, toChangesetView } from './views.ts'

export default routePlugin('changes', async (app, route) => {
  const openStream = eventStreams(app)
  // Every stream of this process is served from one read of the log per change.
  const fanOut = new ChangeFanOut(app.ctx)
  app.addHook('onClose', async () => fanOut.stop())

  app.get(
    '/api/v1/changes',
    route.options(
      {
        permission: 'changes.read',
        operationId: 'listChanges',
        summary:
          'The change log: newest first, or oldest first after a cursor (optionally waiting for the next change)',
        description:
          'Without `after`: newest first, page with `before=<next>`. With `after=<id>`: oldest first, page with `after=<next>`; ' +
          'add `wait=30` to hold the request until a change arrives (long-poll for clients without Server-Sent Events). ' +
          'A page also ends before its changesets pass CHANGES_PAGE_MAX_BYTES of JSON (at least one changeset): follow `next`.',
      },
      {
        querystring: ChangeListQuery,
        headers: IfNoneMatchHeaders,
        response: readAnswers('A page of changesets (ETag: its version)', ChangePage),
      },
    ),
    async (request, reply) => {
      const aborted = new AbortController()
      request.raw.once('close', () => aborted.abort())
      const page = await listChanges(app.ctx, request.caller, request.query, aborted.signal)
      return sendResource(request, reply, { items: page.items.map(toChangesetView), next: page.next })
    },
  )

  app.get(
    '/api/v1/changes/stream',
    route.stream(
      {
        permission: 'changes.stream',
        operationId: 'streamChanges',
        summary: 'The change log as Server-Sent Events: one event per changeset summary, resumable with Last-Event-ID',
        description:
          'Each event has `id:` = the changeset id, `event: change`, and the summary as JSON `data:`. After a dropped connection, ' +
          'reconnect with the Last-Event-ID header (EventSource does it) to receive every change since, without gaps. ' +
          'Anonymous callers (PUBLIC_READ) get the summaries without `actor`; a browser following a private feed opens it ' +
          'with `?ticket=` (POST /api/v1/stream-tickets).',
      },
      ChangeStreamQuery,
    ),
    async (request, reply) => {
      const header = lastEventId(request)
      const resume = header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : request.query.after
      const { showIds, scheduleIds, actorIds } = request.query
      // Who made a change is staff business: anonymous callers get what changed, not by whom.
      const summaryFor = (changeset: ChangesetHeader) => {
        const summary = toChangesetSummary(changeset)
        if (request.caller.role !== null) return summary
        const { actor: _actor, ...anonymous } = summary
        return anonymous
      }
      const follower = await changeFollower(app.ctx, request.caller, {
        after: resume ?? app.ctx.feed.latest,
        showIds,
        scheduleIds,
        actorIds,
      })
      const stream = openStream(request, reply)
      stream.onClose(
        follower.start(
          fanOut,
          (changeset) => stream.send(changeset.id, 'change', summaryFor(changeset)),
          (err) => {
            request.log.warn({ err }, 'change stream failed; closing it so the client reconnects')
            if (isDatabaseOutage(err)) stream.endUnavailable()
            else stream.end()
          },
        ),
      )
    },
  )

  // The stream's head alone: its body never ends, so Fastify's HEAD-from-GET would never answer, and
  // without a route of its own a HEAD reached /changes/:id with the id "stream".
  app.head('/api/v1/changes/stream', route.streamHead('changes.stream', ChangeStreamQuery), sendEventStreamHead)

  app.get(
    '/api/v1/changes/:id',
    route.byId(
      {
        permission: 'changes.read',
        operationId: 'getChange',
        summary: 'One changeset with every row before and after',
      },
      {
        headers: IfNoneMatchHeaders,
        response: readAnswers('The changeset', ChangesetSchema),
      },
    ),
    async (request, reply) => {
      // A changeset never changes: the ETag of its body is its version.
      const view = toChangesetView(await getChange(app.ctx, request.caller, request.params.id))
      return sendResource(request, reply, view, etagOfBody(JSON.stringify(view)))
    },
  )

  app.post(
    '/api/v1/changes/:id/revert',
    route.byId(
      {
        permission: 'changes.revert',
        idempotent: true,
        operationId: 'revertChange',
        summary: 'Undo a changeset in one transaction (itself a changeset, so it can be reverted again: redo)',
        description:
          'Created rows go, changed rows get their old state, deleted rows come back with their ids, episode, media and memo. ' +
          '409 when a row it touched was changed again since (the later changesets are named: revert those first), or when it ' +
          'would rewrite a timeslot that has started.',
      },
      {
        querystring: ReasonQuery,
        response: {
          201: answer('Reverted: the new changeset (Location: its URL)', ChangesetSchema),
          409: errorAnswer('A row it touched changed since, or it would rewrite a timeslot that has started'),
        },
      },
    ),
    async (request, reply) =>
      answerOnce(
        request,
        reply,
        (keyed) => revertChange(app.ctx, request.caller, request.params.id, keyed),
        (revert) => ({
          status: 201,
          headers: { location: `/api/v1/changes/${revert.id}` },
          body: toChangesetView(revert),
        }),
      ),
  )
})
