/**
 * The credential, for this tab only: sessionStorage (gone when the tab closes, never shared with other
 * tabs, never in a URL or in localStorage). Signing out forgets it.
 */
const KEY = 'onair.planner.token'

export const session = {
  token(): string | null {
    return sessionStorage.getItem(KEY)
  },
  keep(token: string): void {
    sessionStorage.setItem(KEY, token)
  },
  forget(): void {
    sessionStorage.removeItem(KEY)
  },
}
