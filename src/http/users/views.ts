import type { IssuedToken, TokenRecord, UserRecord } from '../../domain/records.ts'
import type { IssuedTokenView, TokenView, UserView } from './schemas.ts'

export function toUserView(row: UserRecord): UserView {
  const view: UserView = {
    id: row.id,
    name: row.name,
    role: row.role as UserView['role'],
    createdAt: row.createdAt.toISOString(),
  }
  if (row.oidcSubject !== null) view.oidcSubject = row.oidcSubject
  return view
}

export function toTokenView(row: TokenRecord): TokenView {
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
