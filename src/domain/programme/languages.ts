// BCP 47 tags canonicalised by Intl, so `EN-gb` and `en-GB` are one language to filters and reports.

export type CanonicalTags = { ok: true; tags: string[] } | { ok: false; index: number; tag: string }

/** The tags in canonical form, duplicates after canonicalisation removed; or the first that is no tag. */
export function canonicalLanguageTags(tags: readonly string[]): CanonicalTags {
  const out: string[] = []
  for (const [index, tag] of tags.entries()) {
    let canonical: string
    try {
      canonical = Intl.getCanonicalLocales(tag)[0]!
    } catch {
      return { ok: false, index, tag }
    }
    if (!out.includes(canonical)) out.push(canonical)
  }
  return { ok: true, tags: out }
}
