// What a show's name must be, for POST /shows's schema and an import's SUMMARY alike.

/** The longest show name (code points, as JSON Schema counts them). */
export const SHOW_NAME_MAX_LENGTH = 200

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds
const CONTROL = /[\u0001-\u001f\u007f]/

/**
 * @example showNameProblem('Jazz\nNight') // 'has a line break or another control character; a show name is one line'
 */
export function showNameProblem(name: string): string | null {
  if (CONTROL.test(name)) return 'has a line break or another control character; a show name is one line'
  if (name.trim() === '') return 'is blank'
  const length = [...name].length
  if (length > SHOW_NAME_MAX_LENGTH)
    return `is ${length} characters long; a show name has at most ${SHOW_NAME_MAX_LENGTH}`
  return null
}
