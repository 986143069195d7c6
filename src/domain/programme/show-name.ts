/**
 * What a show's name must be, said once for every way a show comes to be: POST /shows checks it in its
 * schema (ONE_LINE_PATTERN, maxLength), an import checks each SUMMARY that would create a show here.
 */

/** The longest show name (code points, as JSON Schema counts them). */
export const SHOW_NAME_MAX_LENGTH = 200

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds
const CONTROL = /[\u0001-\u001f\u007f]/

/**
 * Why a name cannot be a show's, or null when it can: one line of at most 200 characters, no control
 * characters, not blank.
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
