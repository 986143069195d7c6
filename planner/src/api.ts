/**
 * The planner's only way to the server: openapi-fetch over the types generated from openapi/openapi.json
 * (`npm run openapi`), like any station's client. No request or answer type is written by hand.
 */
import createClient, { type Middleware } from 'openapi-fetch'
import type { components, paths } from '../../test/client/onair.d.ts'

export type Schemas = components['schemas']
export type Timeslot = Schemas['Timeslot']
export type Show = Schemas['Show']
export type User = Schemas['User']
export type Station = Schemas['Station']
export type Changeset = Schemas['Changeset']
export type Schedule = Schemas['Schedule']
export type ScheduleInput = Schemas['ScheduleInput']
export type ScheduleRequest = Schemas['ScheduleRequest']
export type ProjectedTimeslot = Schemas['ProjectedTimeslot']
export type DryRun = Schemas['DryRun']
export type Conflict = Schemas['Conflict']
export type Solution = Schemas['Solution']
export type DefaultSolution = Schemas['DefaultSolution']
export type ApiError = Schemas['Error']

export type Client = ReturnType<typeof createClient<paths>>

/** A client that sends the credential (same origin: the planner is served by the API it calls). */
export function apiClient(token: string): Client {
  const client = createClient<paths>({ baseUrl: location.origin })
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`)
      return request
    },
  }
  client.use(auth)
  return client
}

/** Every error answer of the API has this shape (a 409 of a schedule may instead be a Conflict). */
function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
}

/** An answer that is not a success, said for a person: 401 and 403 in words, else the server's message. */
export function inWords(status: number, body: unknown): string {
  const error = isApiError(body) ? body : undefined
  if (status === 401) return 'You are not signed in, or your token has expired or been revoked: sign in again.'
  if (status === 403) return `You are not allowed to do this${error?.message ? `: ${error.message}` : ''}.`
  if (status === 412) return 'Someone changed this meanwhile: it has been read again, look and try once more.'
  const fields = error?.fields?.map((field) => `${field.path}: ${field.message}`).join('; ')
  return `${error?.message ?? `The server answered ${status}`}${fields ? ` (${fields})` : ''}`
}

/** The API's largest page (PagingQuery's limit). */
export const PAGE = 500

type Paged<T> = { data?: { items: T[]; total: number }; error?: unknown; response: Response }

/** Every page of a list, one request per 500 items: the items, or the first answer that failed. */
export async function allPages<T>(
  page: (offset: number) => Promise<Paged<T>>,
): Promise<{ items: T[] } | { failed: Paged<T> }> {
  const items: T[] = []
  for (;;) {
    const answer = await page(items.length)
    if (answer.data === undefined) return { failed: answer }
    items.push(...answer.data.items)
    if (answer.data.items.length === 0 || items.length >= answer.data.total) return { items }
  }
}
