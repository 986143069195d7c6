/**
 * HTML by tagged template with escaping by default: every interpolated value is escaped unless it is
 * markup this tag made (`Html`), so a show named `<script>` is text. No dependency: what a template
 * library would add here is the escaping, and that is five characters.
 */

export class Html {
  readonly value: string
  constructor(value: string) {
    this.value = value
  }
  toString(): string {
    return this.value
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[]

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return ''
  if (part instanceof Html) return part.value
  if (Array.isArray(part)) return part.map(render).join('')
  return escapeHtml(String(part))
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!
  for (let i = 0; i < parts.length; i++) out += render(parts[i]!) + strings[i + 1]!
  return new Html(out)
}

/** Trusted markup made elsewhere in this folder (the stylesheet): never request data. */
export function trusted(markup: string): Html {
  return new Html(markup)
}
