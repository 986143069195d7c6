/** Escapes a value for an HTML attribute. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The planner's one page: a shell that loads its fingerprinted script and stylesheet; the app draws the
 * rest. With OIDC configured, it names the provider and the client the planner signs in as (PKCE).
 */
export function plannerPage(
  assets: { script: string; style: string },
  oidc: { issuer: string; clientId: string } | null = null,
): string {
  const provider =
    oidc === null
      ? ''
      : `<meta name="onair-oidc-issuer" content="${attribute(oidc.issuer)}">\n<meta name="onair-oidc-client" content="${attribute(oidc.clientId)}">\n`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>onair planner</title>
${provider}<link rel="icon" href="data:,">
<link rel="stylesheet" href="/planner/assets/${assets.style}">
<script type="module" src="/planner/assets/${assets.script}"></script>
</head>
<body>
<div id="planner"><p>Loading the planner…</p></div>
<noscript><p>The planner needs JavaScript. The week as a page without it: <a href="/programme">/programme</a>.</p></noscript>
</body>
</html>
`
}
