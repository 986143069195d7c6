import { type ChangesetHeader, type ChangesetRecord, changesetSummary } from '../../domain/records.ts'
import type { ChangesetSummaryView, ChangesetView } from './schemas.ts'

export function toChangesetSummary(changeset: ChangesetHeader): ChangesetSummaryView {
  return changesetSummary(changeset)
}

export function toChangesetView(changeset: ChangesetRecord): ChangesetView {
  return { ...toChangesetSummary(changeset), request: changeset.request, changes: changeset.changes }
}
