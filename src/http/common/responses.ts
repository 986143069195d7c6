import type { TSchema } from 'typebox'
import { answer, errorResponses, notModifiedResponse } from './schemas.ts'

/**
 * The answers of a read that carries an ETag: the resource (or page), 304 when the client's
 * If-None-Match is current, and the errors every route can give.
 */
export function readAnswers<T extends TSchema>(description: string, schema: T) {
  return { 200: answer(description, schema), ...notModifiedResponse, ...errorResponses }
}
