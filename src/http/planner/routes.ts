/**
 * The planner (planner/src, docs/planner.md): a browser app for programme managers, a client of this
 * API like any other. /planner is its page; /planner/assets/* its fingerprinted files, kept by browsers
 * for a year (a new build has new names). The page itself asks for no credential: the app signs in.
 * Neither is part of the API, so both stay out of the OpenAPI document.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { AppError, ERRORS } from '../../errors.ts'
import { PLANNER_DIR } from '../../locations.ts'
import { plannerPage } from './page.ts'

// No inline script or style element, no eval, nothing from another origin. Inline style attributes are
// allowed (style-src-attr): the calendar positions its timeslots with them; they cannot run code. With
// OIDC, the page may also reach the provider (its discovery document and token endpoint: PKCE).
const policy = (provider: string | null) =>
  `default-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; connect-src 'self'${provider ? ` ${provider}` : ''}; img-src 'self' data:; ` +
  "font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
const YEAR = 'public, max-age=31536000, immutable'

interface Asset {
  readonly type: string
  readonly identity: Buffer
  readonly br: Buffer
  readonly gzip: Buffer
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

/** The built assets, read once: a few hundred kilobytes. Absent (not built): an empty map. */
function loadAssets(): { assets: Map<string, Asset>; manifest: { script: string; style: string } | null } {
  const assets = new Map<string, Asset>()
  const manifestFile = join(PLANNER_DIR, 'manifest.json')
  if (!existsSync(manifestFile)) return { assets, manifest: null }
  for (const name of readdirSync(PLANNER_DIR)) {
    const type = TYPES[name.split('.').pop() ?? '']
    if (type === undefined) continue
    const read = (suffix: string) => readFileSync(join(PLANNER_DIR, `${name}${suffix}`))
    const identity = read('')
    const compressed = (suffix: string) => (existsSync(join(PLANNER_DIR, `${name}${suffix}`)) ? read(suffix) : identity)
    assets.set(name, { type, identity, br: compressed('.br'), gzip: compressed('.gz') })
  }
  return { assets, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as { script: string; style: string } }
}

const planner: FastifyPluginAsync = async (app) => {
  const { assets, manifest } = loadAssets()
  const { oidc } = app.ctx.config.access
  // The planner signs in as the client whose tokens onair accepts (OIDC_AUDIENCE): a public client.
  const page =
    manifest === null
      ? null
      : plannerPage(manifest, oidc === null ? null : { issuer: oidc.issuer, clientId: oidc.audience })
  const POLICY = policy(oidc === null ? null : new URL(oidc.issuer).origin)

  app.get('/planner', { config: { permission: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    if (page === null) throw new AppError(ERRORS.unavailable, 'the planner is not built: run `npm run build`')
    return reply
      .header('content-security-policy', POLICY)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page)
  })

  app.get<{ Params: { file: string } }>(
    '/planner/assets/:file',
    { config: { permission: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const asset = assets.get(request.params.file)
      if (asset === undefined)
        throw new AppError(
          ERRORS.routeNotFound,
          `no planner asset ${request.params.file}: the page names the current ones`,
        )
      const accepted = String(request.headers['accept-encoding'] ?? '')
      const [encoding, body] = /\bbr\b/.test(accepted)
        ? ['br', asset.br]
        : /\bgzip\b/.test(accepted)
          ? ['gzip', asset.gzip]
          : [null, asset.identity]
      if (encoding !== null && body !== asset.identity) reply.header('content-encoding', encoding)
      return reply
        .header('cache-control', YEAR)
        .header('vary', 'accept-encoding')
        .header('content-security-policy', POLICY)
        .type(asset.type)
        .send(body)
    },
  )
}

export default planner
