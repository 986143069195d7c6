/** Who may read and call: the first admin, public reading, browsers' origins, the pages' style, limits, OIDC. */
import { ConfigError } from '../errors.ts'
import { boolean, integer, origins, text, url, type Variable } from './variable-checks.ts'

export const ACCESS_VARIABLES = {
  ADMIN_TOKEN: {
    default: null,
    accepts: '32 or more letters, digits, `-._~+/`',
    // Long enough to be a secret, and only characters a bearer token may have (RFC 6750 b64token).
    parse(value, name) {
      if (!/^[A-Za-z0-9\-._~+/]+=*$/.test(value)) {
        throw new ConfigError(
          name,
          'may hold only letters, digits and -._~+/ (e.g. the output of `openssl rand -hex 32`)',
        )
      }
      if (value.length < 32) throw new ConfigError(name, `must be at least 32 characters long, got ${value.length}`)
      return value
    },
    meaning:
      'At every start, ensures an admin user with exactly this API token (stored hashed; e.g. `onair_$(openssl rand -hex 32)`). Changing it revokes the previous one',
  },
  PUBLIC_READ: {
    default: 'true',
    ...boolean,
    meaning:
      'Anonymous callers may read shows, schedules, timeslots (without memos), episodes and the `.ics` feed; `false`: every request needs a token',
  },
  CORS_ORIGINS: {
    default: null,
    ...origins,
    meaning: 'Origins (`https://dashboard.example.org`) allowed to call from a browser; unset = no CORS headers at all',
  },
  EMBED_ORIGINS: {
    default: null,
    ...origins,
    meaning:
      'Origins whose pages may frame `/embed/week` and `/embed/now-next` (`frame-ancestors`); nothing else is frameable',
  },
  PROGRAMME_STYLESHEET: {
    default: null,
    accepts: 'an `http(s)` URL',
    parse(value, name) {
      const parsed = url(value)
      if (parsed === undefined || !/^https?:$/.test(parsed.protocol)) {
        throw new ConfigError(
          name,
          `"${value}" is not an absolute http(s) URL like https://radio.example.org/programme.css`,
        )
      }
      return parsed.href
    },
    meaning: 'A stylesheet the programme pages link after their own, to theme them (docs/programme-pages.md)',
  },
  AUTH_FAILURE_LIMIT: {
    default: '30',
    ...integer(1, 100_000),
    meaning: 'Failed authentications per client address and minute; more answer 429 with `Retry-After`',
  },
  STREAM_LIMIT_ANONYMOUS: {
    default: '500',
    ...integer(0, 100_000),
    meaning:
      'Change and air streams open at once without a credential, all together, per instance (`0`: none); past it 503 with `Retry-After`',
  },
  STREAM_LIMIT_PER_USER: {
    default: '20',
    ...integer(1, 100_000),
    meaning: 'Change and air streams one user may hold open at once, per instance; past it 503 with `Retry-After`',
  },
  OIDC_ISSUER: {
    default: null,
    accepts: 'an `http(s)` URL',
    parse(value, name) {
      const parsed = url(value)
      if (parsed === undefined) throw new ConfigError(name, `"${value}" is not a URL`)
      if (!/^https?:$/.test(parsed.protocol)) throw new ConfigError(name, `must be an http(s) URL, got "${value}"`)
      return value
    },
    meaning:
      'Also accept JWTs of this OpenID Connect provider (its discovery document lives under it); `https` only, unless `OIDC_ALLOW_HTTP_ISSUER`',
  },
  OIDC_ALLOW_HTTP_ISSUER: {
    default: 'false',
    ...boolean,
    meaning:
      'For development against a local provider: accept an `http://` `OIDC_ISSUER` (its keys then travel unprotected)',
  },
  OIDC_AUDIENCE: {
    default: null,
    ...text('text'),
    meaning: "Required with `OIDC_ISSUER`: the `aud` onair's tokens carry (client id or API audience)",
  },
  OIDC_ROLE_CLAIM: {
    default: 'onair_role',
    ...text('a claim or dotted path'),
    meaning: 'The claim (or dotted path, `realm_access.roles`) naming the onair role: a string or a list',
  },
} satisfies Record<string, Variable>
