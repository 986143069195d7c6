/**
 * BCP 47 language tags as a show lists them: checked and put in canonical form by the runtime's own
 * Intl (ECMA-402 canonicalisation: case, deprecated subtags, aliases), so `EN-gb` and `en-GB` are the
 * same language to the list filter and the airtime report.
 */

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
