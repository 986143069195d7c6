/// <reference lib="dom" />
/**
 * Signing in to the planner with OIDC (authorization code with PKCE) in Debian's chromium headless,
 * against the mock provider the OIDC tests run (oauth2-mock-server, here in this process: it checks the
 * code_verifier against the code_challenge). The page names the provider, the policy lets the planner
 * reach it and nothing else, the code leaves the URL, the token is kept for the tab only, and signing
 * out forgets it. Both databases.
 */
import { OAuth2Server } from 'oauth2-mock-server'
import t from 'tap'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { launchChromium } from '../helpers/browser.ts'
import { testDatabases } from '../helpers/databases.ts'
import { servePlanner } from '../helpers/planner.ts'
import { chromium, testsNeeding } from '../helpers/system-tools.ts'

t.setTimeout(600_000)
const AUDIENCE = 'onair'

const found = chromium()
const test = testsNeeding(t, found)

for (const database of testDatabases()) {
  test(`the planner signs in with OIDC on ${database}`, async (t) => {
    const provider = new OAuth2Server()
    await provider.issuer.keys.generate('RS256')
    await provider.start(0, '127.0.0.1')
    t.teardown(() => provider.stop())
    // A browser of its own, closed before the provider stops: Chromium keeps sockets to it open (a
    // preconnect without a request), which the provider's close would wait out for a minute and more.
    const browser = await launchChromium(found.path!)
    t.teardown(() => browser.close())
    const issuer = provider.issuer.url!
    // Its access tokens are for onair (the planner asks as the client OIDC_AUDIENCE names).
    const challenged: string[] = []
    provider.service.on(
      'beforeTokenSigning',
      (token: { payload: Record<string, unknown> }) => (token.payload.aud = AUDIENCE),
    )
    provider.service.on('beforeAuthorizeRedirect', (_redirect: unknown, request: { query: Record<string, string> }) =>
      challenged.push(request.query.code_challenge_method ?? ''),
    )
    // The provider's tokens carry the real time: the app's clock is the real one here.
    const app = await buildTestApp(t, {
      database,
      now: Date.now,
      env: { OIDC_ALLOW_HTTP_ISSUER: 'true', OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE },
    })
    // The mock signs everyone in as "johndoe": a programme manager here.
    const created = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/v1/users',
      payload: { name: 'John Doe', role: 'programme-manager', oidcSubject: 'johndoe' },
    })
    t.equal(created.statusCode, 201)
    const server = await servePlanner(app)
    t.teardown(server.close)

    const page = await injectAs(app, 'anonymous', { url: '/planner' })
    t.match(page.body, `<meta name="onair-oidc-issuer" content="${issuer}">`, 'the page names the provider')
    t.match(page.body, `<meta name="onair-oidc-client" content="${AUDIENCE}">`, 'and the client')
    t.match(
      String(page.headers['content-security-policy']),
      `connect-src 'self' ${new URL(issuer).origin};`,
      'the policy lets the planner reach the provider and nothing else',
    )

    const tab = await browser.newPage()
    t.teardown(() => tab.close())
    const errors: string[] = []
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await tab.goto(`${server.base}/planner`, { waitUntil: 'load' })
    const button = await tab.waitForSelector('button.oidc-sign-in')
    t.equal(
      await button!.evaluate((element) => element.textContent),
      `Sign in with ${new URL(issuer).host}`,
      'a button names the provider',
    )
    await Promise.all([tab.waitForNavigation(), button!.click()])
    await tab.waitForSelector('body[data-ready="true"]', { timeout: 20_000 })
    t.same(challenged, ['S256'], 'PKCE with S256 (the provider checked the verifier)')
    t.match(
      await tab.$eval('.top', (element) => element.textContent),
      /John Doe, programme-manager/,
      'signed in as the provider says',
    )
    t.equal(new URL(tab.url()).search, '', 'the code has left the URL')
    t.same(
      await tab.evaluate(() => Object.keys(sessionStorage)),
      ['onair.planner.token'],
      'the token, for this tab only',
    )
    t.equal(await tab.evaluate(() => localStorage.length), 0, 'nothing in localStorage')
    t.same(errors, [], 'no script error, no policy violation')
    await tab.click('.sign-out')
    await tab.waitForSelector('#token')
    t.equal(await tab.evaluate(() => sessionStorage.length), 0, 'signing out forgets it')
  })
}
