/**
 * The role table of issue 12, in one place: what each permission a route declares lets in. The
 * auth hook (src/plugins/auth.ts) checks it for every request; ownership of shows is checked by the
 * services, where the data is (src/services/access/ownership.ts).
 */
import type { Caller, Role } from './caller.ts'

export interface PermissionRule {
  /** Anonymous callers: never, always, or only while PUBLIC_READ is on. */
  anonymous: 'never' | 'always' | 'publicRead'
  roles: readonly Role[]
  description: string
}

const EVERY_ROLE = ['reader', 'host', 'programme-manager', 'admin'] as const
const PLANNERS = ['host', 'programme-manager', 'admin'] as const
const MANAGERS = ['programme-manager', 'admin'] as const

export const PERMISSIONS = {
  public: { anonymous: 'always', roles: EVERY_ROLE, description: 'anyone, no credentials (health, documentation)' },
  'programme.read': { anonymous: 'publicRead', roles: EVERY_ROLE, description: 'the public programme' },
  'playout.read': { anonymous: 'never', roles: EVERY_ROLE, description: 'playout, for automation' },
  'shows.create': { anonymous: 'never', roles: MANAGERS, description: 'create shows' },
  'shows.update': {
    anonymous: 'never',
    roles: PLANNERS,
    description: 'change shows (hosts: their own, not their owners)',
  },
  'shows.delete': { anonymous: 'never', roles: MANAGERS, description: 'delete shows' },
  'schedules.write': {
    anonymous: 'never',
    roles: PLANNERS,
    description: 'create, update and end schedules (hosts: of their own shows)',
  },
  'holidays.write': { anonymous: 'never', roles: MANAGERS, description: "add and remove the station's holidays" },
  'timeslots.update': {
    anonymous: 'never',
    roles: PLANNERS,
    description: 'change timeslot content (hosts: of their own shows)',
  },
  'timeslots.delete': { anonymous: 'never', roles: MANAGERS, description: 'cancel timeslots' },
  'seasons.manage': {
    anonymous: 'never',
    roles: MANAGERS,
    description: 'create, change and delete seasons (hosts add their own schedules to one)',
  },
  'episodes.write': {
    anonymous: 'never',
    roles: PLANNERS,
    description: 'create, change and delete episodes (hosts: of their own shows)',
  },
  'changes.read': { anonymous: 'never', roles: EVERY_ROLE, description: 'the change log' },
  // A station's web page follows its programme: anonymous callers get the summaries without who made them.
  'changes.stream': {
    anonymous: 'publicRead',
    roles: EVERY_ROLE,
    description: 'the live change feed (anonymous: without the actor)',
  },
  // The service checks the rest: the caller must be allowed the writes it undoes (hosts: of their own shows).
  'changes.revert': { anonymous: 'never', roles: PLANNERS, description: 'revert a change the caller could have made' },
  account: { anonymous: 'never', roles: EVERY_ROLE, description: "the caller's own user and API tokens" },
  'users.manage': { anonymous: 'never', roles: ['admin'], description: 'users, and the API tokens of every user' },
  'station.write': {
    anonymous: 'never',
    roles: ['admin'],
    description: "the station's profile: names, bearers, logos",
  },
  'webhooks.manage': { anonymous: 'never', roles: ['admin'], description: 'webhook endpoints and their delivery log' },
  'notifications.manage': { anonymous: 'never', roles: ['admin'], description: 'resend notifications' },
} as const satisfies Record<string, PermissionRule>

export type Permission = keyof typeof PERMISSIONS

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value)
}

/** Whether the caller's role grants the permission (ownership is the services' part). */
export function mayUse(caller: Caller, permission: Permission, publicRead: boolean): boolean {
  const rule: PermissionRule = PERMISSIONS[permission]
  if (caller.role === null) return rule.anonymous === 'always' || (rule.anonymous === 'publicRead' && publicRead)
  return rule.roles.includes(caller.role)
}

/** Timeslot memos are internal notes: every authenticated caller sees them, anonymous ones do not. */
export function seesMemos(caller: Caller): boolean {
  return caller.role !== null
}

/**
 * Everything about a caller that changes what the programme reads answer, as a cache key part: two
 * callers with the same value get the same bytes. Memos today; whatever else comes to depend on the
 * caller in lists, playout or the feed must show here too.
 */
export function readVisibility(caller: Caller): string {
  return seesMemos(caller) ? 'memos' : 'public'
}
