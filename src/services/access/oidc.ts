/**
 * Bearer JWTs of the station's identity provider, verified with jose against its published keys. Discovery and
 * jose load with the first JWT, so onair starts while the provider is down; keys are fetched again for an unknown
 * key id (rotation).
 */
import type { JWTPayload, JWTVerifyGetKey } from 'jose'
import { AppError, ERRORS } from '../../errors.ts'
import { isRole, ROLES, type Role } from './caller.ts'

/** Asymmetric algorithms only: never `none`, never a shared-secret HMAC a public key could be misused for. */
export const JWT_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']

export interface OidcSettings {
  issuer: string
  audience: string
  /** Where the role is in the token: a claim name or a dotted path (`realm_access.roles`). */
  roleClaim: string
}

export interface OidcVerifier {
  readonly settings: OidcSettings
  /** The token's claims once signature, `iss`, `aud`, `exp` and `nbf` hold at `now`; a 401 otherwise. */
  verify(token: string, now: number): Promise<JWTPayload>
}

const FETCH_TIMEOUT_MS = 5000
// jose error codes that mean "this token is not acceptable" rather than "the provider is unreachable".
const REJECTED = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
])

/** Access tokens say `JWT` (Keycloak, Authentik) or RFC 9068's `at+jwt`; a logout, DPoP or event token is not one. */
const ACCESS_TOKEN_TYPES = new Set(['jwt', 'at+jwt'])
/** How far a provider's clock may run ahead of ours. */
const CLOCK_SKEW_SECONDS = 60

/** What jose leaves to us (issue 35): a token of another `typ` (RFC 8725 §3.11), and one issued in the future. */
function headerOrIssueProblem(typ: unknown, iat: unknown, now: number): string | null {
  if (typ !== undefined) {
    const type = typeof typ === 'string' ? typ.toLowerCase().replace(/^application\//, '') : ''
    if (!ACCESS_TOKEN_TYPES.has(type)) return `its type (typ "${String(typ)}") is not an access token's (JWT or at+jwt)`
  }
  if (typeof iat === 'number' && iat > now / 1000 + CLOCK_SKEW_SECONDS)
    return `it was issued in the future (iat ${new Date(iat * 1000).toISOString()})`
  return null
}

export function createOidcVerifier(settings: OidcSettings): OidcVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined
  const keySet = () => {
    keys ??= discoverKeys(settings.issuer).catch((error: unknown) => {
      keys = undefined // the next token tries again
      throw error
    })
    return keys
  }
  return {
    settings,
    async verify(token, now) {
      const getKey = await keySet()
      const { jwtVerify } = await import('jose')
      try {
        const { payload, protectedHeader } = await jwtVerify(token, getKey, {
          issuer: settings.issuer,
          audience: settings.audience,
          algorithms: JWT_ALGORITHMS,
          currentDate: new Date(now),
          requiredClaims: ['sub', 'exp'],
        })
        const problem = headerOrIssueProblem(protectedHeader.typ, payload.iat, now)
        if (problem !== null)
          throw new AppError(ERRORS.credentialInvalid, `the identity provider's token was refused: ${problem}`)
        return payload
      } catch (error) {
        const code = (error as { code?: unknown }).code
        if (typeof code === 'string' && REJECTED.has(code)) {
          const reason = code === 'ERR_JWT_EXPIRED' ? 'the token has expired' : (error as Error).message
          throw new AppError(ERRORS.credentialInvalid, `the identity provider's token was refused: ${reason}`)
        }
        throw unreachable(error)
      }
    },
  }
}

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const base = issuer.endsWith('/') ? issuer : `${issuer}/`
  let document: { issuer?: unknown; jwks_uri?: unknown }
  try {
    const response = await fetch(new URL('.well-known/openid-configuration', base), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`discovery answered ${response.status}`)
    document = (await response.json()) as typeof document
  } catch (error) {
    throw unreachable(error)
  }
  // OIDC Discovery 1.0 §4.3: the document must name the issuer it was fetched for.
  if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') {
    throw new AppError(
      ERRORS.unavailable,
      `the identity provider's discovery document does not match OIDC_ISSUER ${issuer}`,
    )
  }
  const { createRemoteJWKSet } = await import('jose')
  return createRemoteJWKSet(new URL(document.jwks_uri), { cooldownDuration: 1000, timeoutDuration: FETCH_TIMEOUT_MS })
}

function unreachable(error: unknown): AppError {
  if (error instanceof AppError) return error
  return new AppError(
    ERRORS.unavailable,
    `the identity provider cannot be reached to check the token (${(error as Error).message})`,
  )
}

/** The highest onair role the claim at `path` names (a string or a list of strings); null when none. */
export function roleFromClaims(payload: JWTPayload, path: string): Role | null {
  let value: unknown = payload
  for (const key of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  }
  const named = (Array.isArray(value) ? value : [value]).filter(isRole)
  if (named.length === 0) return null
  return named.reduce((best, role) => (ROLES.indexOf(role) > ROLES.indexOf(best) ? role : best))
}

export function nameFromClaims(payload: JWTPayload): string {
  for (const key of ['name', 'preferred_username', 'email']) {
    const value = payload[key]
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200)
  }
  return String(payload.sub)
}
