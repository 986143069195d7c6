/** The role table of issue 12: what each permission a route declares lets in (checked by plugins/auth.ts). */
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

/** Rules alike but for their descriptions, by permission. */
function rules<P extends string>(
  anonymous: PermissionRule['anonymous'],
  roles: readonly Role[],
  descriptions: Record<P, string>,
): Record<P, PermissionRule> {
  const entries = Object.entries<string>(descriptions).map(([permission, description]) => [
    permission,
    { anonymous, roles, description },
  ])
  return Object.fromEntries(entries) as Record<P, PermissionRule>
}

// By who may: a permission's rule is where its audience is.
export const PERMISSIONS = {
  ...rules('always', EVERY_ROLE, { public: 'anyone, no credentials (health, documentation)' }),
  ...rules('publicRead', EVERY_ROLE, {
    'programme.read': 'the public programme',
    // A station's web page follows its programme: anonymous callers get the summaries without who made them.
    'changes.stream': 'the live change feed (anonymous: without the actor)',
  }),
  ...rules('never', EVERY_ROLE, {
    'playout.read': 'playout, for automation',
    'changes.read': 'the change log',
    account: "the caller's own user and API tokens",
  }),
  ...rules('never', PLANNERS, {
    'shows.update': 'change shows (hosts: their own, not their owners)',
    'schedules.write': 'create, update and end schedules (hosts: of their own shows)',
    'timeslots.update': 'change timeslot content (hosts: of their own shows)',
    'episodes.write': 'create, change and delete episodes (hosts: of their own shows)',
    // The service checks the rest: the caller must be allowed the writes it undoes (hosts: of their own shows).
    'changes.revert': 'revert a change the caller could have made',
  }),
  ...rules('never', MANAGERS, {
    'shows.create': 'create shows',
    'shows.delete': 'delete shows',
    'holidays.write': "add and remove the station's holidays",
    'timeslots.delete': 'cancel timeslots',
    'seasons.manage': 'create, change and delete seasons (hosts add their own schedules to one)',
  }),
  ...rules('never', ['admin'], {
    'users.manage': 'users, and the API tokens of every user',
    'station.write': "the station's profile: names, bearers, logos",
    'webhooks.manage': 'webhook endpoints and their delivery log',
    'notifications.manage': 'resend notifications',
  }),
}

export type Permission = keyof typeof PERMISSIONS

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value)
}

/** Whether the caller's role grants the permission (ownership is the services' part). */
export function mayUse(caller: Caller, permission: Permission, publicRead: boolean): boolean {
  const rule = PERMISSIONS[permission]
  if (caller.role === null) return rule.anonymous === 'always' || (rule.anonymous === 'publicRead' && publicRead)
  return rule.roles.includes(caller.role)
}

/** Timeslot memos are internal notes: every authenticated caller sees them, anonymous ones do not. */
export function seesMemos(caller: Caller): boolean {
  return caller.role !== null
}

/** What about a caller changes what reads answer, as a cache key part; whatever comes to depend on it goes here. */
export function readVisibility(caller: Caller): string {
  return seesMemos(caller) ? 'memos' : 'public'
}
