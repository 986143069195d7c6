// XML built by hand for the guide formats: escaping, and what XML 1.0 cannot carry.

// C0 controls other than tab, newline and carriage return, lone surrogates and U+FFFE/U+FFFF are not XML.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's job
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

export type Attributes = Record<string, string | number | undefined>

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('')
}

/** `<name attrs>children</name>`, or `<name attrs/>` without children; text children must be escaped already. */
export function element(name: string, attrs: Attributes = {}, children: readonly string[] = []): string {
  const open = `<${name}${attributes(attrs)}`
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${name}>`
}

export function textElement(name: string, text: string, attrs: Attributes = {}): string {
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
