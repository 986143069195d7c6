/**
 * Who is asking, given to every write and caller-dependent read; roles as LibreTime's, each able to do what the
 * one before can.
 */

export const ROLES = ['reader', 'host', 'programme-manager', 'admin'] as const
export type Role = (typeof ROLES)[number]

export interface Caller {
  /** Null for an anonymous caller and for the service itself. */
  userId: number | null
  name: string
  /** Null: anonymous. */
  role: Role | null
  via: 'token' | 'oidc' | 'anonymous' | 'system'
  /** Why the caller writes (`?reason=`): riding with the caller, it reaches every write path and its changeset. */
  reason?: string
}

export const ANONYMOUS: Caller = { userId: null, name: 'anonymous', role: null, via: 'anonymous' }

/** The service acting on its own behalf (start-up tasks, retention). */
export const SYSTEM: Caller = { userId: null, name: 'onair', role: 'admin', via: 'system' }

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** Programme managers and admins plan every show; hosts only their own. */
export function managesProgramme(caller: Caller): boolean {
  return caller.role === 'programme-manager' || caller.role === 'admin'
}
