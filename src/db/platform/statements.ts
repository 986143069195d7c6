/**
 * Whether a statement only reads: SELECT or WITH with no INSERT, UPDATE, DELETE or MERGE anywhere in
 * its text. Conservative by design (`FOR UPDATE`, or the word in a string, makes a read count as a write); what
 * it calls a read is safe to repeat and cannot change a table. No function of ours writes tables
 * when called from a SELECT; one that did would have to be called outside a plain read.
 */
export function isReadStatement(text: string): boolean {
  return /^\s*(SELECT|WITH)\b/i.test(text) && !/\b(INSERT|UPDATE|DELETE|MERGE)\b/i.test(text)
}
