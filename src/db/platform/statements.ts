/** Whether a statement only reads (no INSERT, UPDATE, DELETE or MERGE anywhere): conservative, so safe to repeat. */
export function isReadStatement(text: string): boolean {
  return /^\s*(SELECT|WITH)\b/i.test(text) && !/\b(INSERT|UPDATE|DELETE|MERGE)\b/i.test(text)
}
