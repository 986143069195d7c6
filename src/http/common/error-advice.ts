/**
 * What a refused request is told, in words a person can act on: the fix, not the validator's rule.
 * The error handler (src/plugins/error-handler.ts) asks these for Ajv's issues and Fastify's own 4xx.
 */
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser'
import { LOCAL_DATE_TIME_PATTERN } from '../../domain/time/civil-dates.ts'

/**
 * One line of text with something visible in it: no line break, tab or other control character (a name
 * goes into HTTP headers, iCalendar lines, mails and logs, where a CR/LF starts something new). U+0000
 * is left to the body check, which says it by name.
 */
export const ONE_LINE_PATTERN = '^[^\\u0001-\\u001f\\u007f]*[^\\s\\u0001-\\u001f\\u007f][^\\u0001-\\u001f\\u007f]*$'

/** The patterns of the shared string schemas, said as the query-string checks say them. */
const PATTERN_ADVICE: Readonly<Record<string, string>> = {
  '^\\d{4}-\\d{2}-\\d{2}$': 'must be a date as YYYY-MM-DD, e.g. 2027-03-02',
  '^\\d{2}:\\d{2}:\\d{2}$': 'must be a time of day as HH:MM:SS, e.g. 20:00:00',
  [LOCAL_DATE_TIME_PATTERN]: "must be a station-local date and time as 'YYYY-MM-DD HH:MM:SS', e.g. 2027-03-02 20:00:00",
  [ONE_LINE_PATTERN]: 'must be one line with a visible character: no line breaks, tabs or other control characters',
}

/** Advice for a string that missed its pattern, or undefined for a pattern we have no words for. */
export function patternAdvice(pattern: unknown): string | undefined {
  return typeof pattern === 'string' ? PATTERN_ADVICE[pattern] : undefined
}

/** "must be one of a, b or c" for the allowed values of an enum or a constant, each as JSON. */
export function oneOf(values: readonly unknown[]): string {
  const listed = values.map((value) => JSON.stringify(value))
  return listed.length === 1
    ? `must be ${listed[0]}`
    : `must be one of ${listed.slice(0, -1).join(', ')} or ${listed[listed.length - 1]}`
}

interface ObjectSchema {
  properties?: Record<string, ObjectSchema | undefined>
  required?: string[]
}

/**
 * A body sent without its wrapper (`{ "firstDate": … }` instead of `{ "schedule": { "firstDate": … } }`):
 * the wrapper that is missing and whose fields were sent at the top, or null when that is not what happened.
 */
export function missingWrapper(schema: unknown, missing: readonly string[], unknown: readonly string[]): string | null {
  if (unknown.length === 0) return null
  const properties = (schema as ObjectSchema | undefined)?.properties ?? {}
  for (const name of missing) {
    const inner = properties[name]?.properties ?? {}
    if (unknown.every((key) => inner[key] !== undefined)) return name
  }
  return null
}

/** Where a JSON text stops being JSON: "at line 1, column 6 (position 5): a value was expected". */
export function jsonSyntaxProblem(text: string): string | null {
  const errors: ParseError[] = []
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  const first = errors[0]
  if (first === undefined) return null
  const before = text.slice(0, first.offset)
  const line = before.split('\n').length
  const column = first.offset - before.lastIndexOf('\n')
  return `at line ${line}, column ${column} (position ${first.offset}): ${SYNTAX_WORDS[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error)}`
}

const SYNTAX_WORDS: Readonly<Record<string, string>> = {
  InvalidSymbol: 'this character cannot start a JSON value (strings and names need double quotes)',
  InvalidNumberFormat: 'not a JSON number',
  PropertyNameExpected: 'a field name in double quotes was expected (no comma before a closing brace)',
  ValueExpected: 'a value was expected (no comma before a closing bracket or brace)',
  ColonExpected: "a ':' was expected after the field name",
  CommaExpected: "a ',' was expected between two fields or items",
  CloseBraceExpected: "a closing '}' was expected: the text ends too early",
  CloseBracketExpected: "a closing ']' was expected: the text ends too early",
  EndOfFileExpected: 'the JSON value has ended, but more text follows',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
  UnexpectedEndOfString: 'a string is not closed with a double quote',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'an invalid \\u escape',
  InvalidEscapeCharacter: 'an invalid escape after a backslash',
  InvalidCharacter: 'a control character inside a string (write it escaped, e.g. \\n)',
}
