/**
 * API token secrets: `onair_` + 8 identifying + 43 secret characters (256 random bits), base64url, findable by
 * secret scanners. Only a SHA-256 is stored: for 256 random bits a fast hash is enough, and the check stays one
 * indexed lookup.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const TOKEN_PREFIX = 'onair_'
const ID_BYTES = 6 // 8 base64url characters
const SECRET_BYTES = 32 // 256 bits, 43 base64url characters
export const PREFIX_LENGTH = TOKEN_PREFIX.length + 8

/** RFC 6750's b64token: what a bearer credential may consist of. */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/
/** Longer credentials are refused before any lookup (JWTs with many claims stay well below). */
export const MAX_CREDENTIAL_LENGTH = 8192

export function newTokenSecret(): string {
  return `${TOKEN_PREFIX}${randomBytes(ID_BYTES).toString('base64url')}${randomBytes(SECRET_BYTES).toString('base64url')}`
}

export function prefixOf(token: string): string {
  return token.slice(0, PREFIX_LENGTH)
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Compares two SHA-256 hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

/** Whether the text can be a bearer credential at all (no spaces, quotes, emoji, …). */
export function isCredentialSyntax(text: string): boolean {
  return text.length > 0 && text.length <= MAX_CREDENTIAL_LENGTH && B64TOKEN.test(text)
}

/** A JWT in compact form: three base64url parts (the third empty for an unsigned `alg: none` token). */
export function looksLikeJwt(text: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(text)
}
