export interface PageQuery {
  limit?: number | undefined
  offset?: number | undefined
}

/** The show and schedule ids a programme listing is narrowed to (absent: all). */
export interface ProgrammeIds {
  showIds?: number[] | undefined
  scheduleIds?: number[] | undefined
}

/** Paging defaults, as the list schemas declare them. */
export function pageOf(query: PageQuery) {
  return { limit: query.limit ?? 50, offset: query.offset ?? 0 }
}

/** An id filter as given, each id once; undefined stays undefined (no filter). */
export function idFilter(ids: readonly number[] | undefined): number[] | undefined {
  return ids === undefined ? undefined : [...new Set(ids)]
}

/** An `updatedSince` filter (a schema-checked ISO instant) as a Date; undefined stays undefined. */
export function sinceOf(value: string | undefined): Date | undefined {
  return value === undefined ? undefined : new Date(value)
}
