/**
 * The pages' one stylesheet, inline (its hash is in the Content-Security-Policy, so no other inline
 * style runs). Themable: a station overrides the custom properties of :root in its own stylesheet
 * (PROGRAMME_STYLESHEET) or, in an iframe, gets these defaults. docs/programme-pages.md lists them.
 */
import { createHash } from 'node:crypto'

export const STYLE = `
:root {
  --onair-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --onair-bg: #ffffff;
  --onair-fg: #1a1a1a;
  --onair-muted: #595959;
  --onair-accent: #0b57d0;
  --onair-slot-bg: #f3f5f9;
  --onair-slot-border: #d5dbe5;
  --onair-today-bg: #fff8e1;
  --onair-now-bg: #0b57d0;
  --onair-now-fg: #ffffff;
  --onair-radius: 6px;
  --onair-gap: 0.5rem;
}
* { box-sizing: border-box; }
body { margin: 0; padding: 1rem; font-family: var(--onair-font); background: var(--onair-bg); color: var(--onair-fg); line-height: 1.4; }
a { color: var(--onair-accent); }
h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
.zone, .muted { color: var(--onair-muted); }
nav.weeks { display: flex; gap: 1rem; margin: 0.75rem 0; }
.week { display: grid; grid-template-columns: 1fr; gap: var(--onair-gap); list-style: none; padding: 0; margin: 0; }
@media (min-width: 800px) { .week { grid-template-columns: repeat(7, minmax(0, 1fr)); } }
.day { border: 1px solid var(--onair-slot-border); border-radius: var(--onair-radius); padding: var(--onair-gap); }
.day.today { background: var(--onair-today-bg); }
.day h2 { font-size: 1rem; margin: 0 0 var(--onair-gap); }
.day ol { list-style: none; padding: 0; margin: 0; display: grid; gap: var(--onair-gap); }
.slot { background: var(--onair-slot-bg); border-radius: var(--onair-radius); padding: 0.4rem; overflow-wrap: anywhere; }
.slot .time { display: block; font-variant-numeric: tabular-nums; font-size: 0.875rem; }
.slot.now { background: var(--onair-now-bg); color: var(--onair-now-fg); }
.slot.now a, .slot.now .muted { color: var(--onair-now-fg); }
.badge { font-size: 0.75rem; font-weight: 600; text-transform: uppercase; }
.show img { max-width: min(100%, 24rem); height: auto; border-radius: var(--onair-radius); }
.nownext { display: grid; gap: var(--onair-gap); }
.empty { color: var(--onair-muted); font-style: italic; }
`

/** The CSP source of the inline stylesheet. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`
