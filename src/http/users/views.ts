import type { TokenRow } from '../../db/tokens.ts'
import type { UserRow } from '../../db/users.ts'
import type { IssuedTokenView, TokenView, UserView } from './schemas.ts'
import type { IssuedToken } from '../../services/users.ts'

export function toUserView(row: UserRow): UserView {
  const view: UserView = { id: row.id, name: row.name, role: row.role as UserView['role'], createdAt: row.createdAt.toISOString() }
  if (row.oidcSubject !== null) view.oidcSubject = row.oidcSubject
  return view
}

export function toTokenView(row: TokenRow): TokenView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt === null ? null : row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt === null ? null : row.lastUsedAt.toISOString(),
  }
}

export function toIssuedTokenView(issued: IssuedToken): IssuedTokenView {
  return { ...toTokenView(issued.row), token: issued.token }
}
