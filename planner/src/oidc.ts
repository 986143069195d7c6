/**
 * Signing in with the station's OIDC provider: the authorization code flow with PKCE (RFC 7636) as a
 * public client, no secret. The page names the provider and the client (meta elements, only when
 * OIDC_ISSUER is set). The verifier and the state wait in sessionStorage for the provider's redirect
 * back; the code is taken out of the URL at once, and the access token is then kept like a pasted one.
 */
const PENDING = 'onair.planner.oidc'

export interface Provider {
  readonly issuer: string
  readonly clientId: string
}

/** The provider this page names, or null (OIDC not configured). */
export function provider(): Provider | null {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
  const issuer = meta('onair-oidc-issuer')
  const clientId = meta('onair-oidc-client')
  return issuer && clientId ? { issuer, clientId } : null
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const random = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)))
const redirectUri = () => `${location.origin}/planner`

async function discover(issuer: string): Promise<{ authorization_endpoint: string; token_endpoint: string }> {
  const answer = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
  if (!answer.ok) throw new Error(`the provider's discovery document answered ${answer.status}`)
  return (await answer.json()) as { authorization_endpoint: string; token_endpoint: string }
}

/** Goes to the provider's sign-in page; it comes back to /planner with a code. */
export async function beginSignIn(chosen: Provider): Promise<void> {
  const verifier = random(32)
  const challenge = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
  const state = random(16)
  const { authorization_endpoint: endpoint } = await discover(chosen.issuer)
  sessionStorage.setItem(PENDING, JSON.stringify({ verifier, state }))
  const url = new URL(endpoint)
  const query = {
    response_type: 'code',
    client_id: chosen.clientId,
    redirect_uri: redirectUri(),
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  location.assign(url)
}

/** Back from the provider: its access token, or why not; null when this page load is no such return. */
export async function finishSignIn(chosen: Provider): Promise<{ token: string } | { problem: string } | null> {
  const params = new URLSearchParams(location.search)
  const code = params.get('code')
  const error = params.get('error')
  if (code === null && error === null) return null
  history.replaceState(null, '', location.pathname)
  const pending = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as { verifier: string; state: string } | null
  sessionStorage.removeItem(PENDING)
  if (error !== null)
    return { problem: `The provider did not sign you in: ${params.get('error_description') ?? error}.` }
  if (pending === null || pending.state !== params.get('state'))
    return { problem: 'This sign-in was not started here (its state does not match): sign in again.' }
  try {
    const { token_endpoint: endpoint } = await discover(chosen.issuer)
    const form = {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: redirectUri(),
      client_id: chosen.clientId,
      code_verifier: pending.verifier,
    }
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    })
    const body = (await answer.json().catch(() => ({}))) as { access_token?: unknown; error?: string }
    if (!answer.ok || typeof body.access_token !== 'string')
      return {
        problem: `The provider gave no token (${answer.status}${body.error ? `: ${body.error}` : ''}): sign in again.`,
      }
    return { token: body.access_token }
  } catch (failure) {
    return {
      problem: `The provider could not be reached (${failure instanceof Error ? failure.message : 'no answer'}).`,
    }
  }
}
