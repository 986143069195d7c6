import type { ChangesetSummaryView, ChangesetView } from './schemas.ts'
import type { Changeset } from '../../services/changes.ts'

export function toChangesetSummary(changeset: Changeset): ChangesetSummaryView {
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

export function toChangesetView(changeset: Changeset): ChangesetView {
  return { ...toChangesetSummary(changeset), request: changeset.request, changes: changeset.changes }
}
