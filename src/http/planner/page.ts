/** The planner's one page: a shell that loads its fingerprinted script and stylesheet; the app draws the rest. */
export function plannerPage(assets: { script: string; style: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>onair planner</title>
<link rel="icon" href="data:,">
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
