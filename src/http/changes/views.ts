import type { ChangesetSummaryView, ChangesetView } from './schemas.ts'
import { changesetSummary, type ChangesetHeader, type ChangesetRecord } from '../../domain/records.ts'

export function toChangesetSummary(changeset: ChangesetHeader): ChangesetSummaryView {
  return changesetSummary(changeset)
}

export function toChangesetView(changeset: ChangesetRecord): ChangesetView {
  return { ...toChangesetSummary(changeset), request: changeset.request, changes: changeset.changes }
}
