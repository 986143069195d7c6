import type { ChangesetSummaryView, ChangesetView } from './schemas.ts'
import type { ChangesetRecord } from '../../domain/records.ts'

export function toChangesetSummary(changeset: ChangesetRecord): ChangesetSummaryView {
  return {
    id: changeset.id,
    at: changeset.at.toISOString(),
    actor: { userId: changeset.actorUserId, name: changeset.actorName, via: changeset.actorVia },
    action: changeset.action,
    summary: changeset.summary,
    showIds: changeset.showIds,
    scheduleIds: changeset.scheduleIds,
  }
}

export function toChangesetView(changeset: ChangesetRecord): ChangesetView {
  return { ...toChangesetSummary(changeset), request: changeset.request, changes: changeset.changes }
}
