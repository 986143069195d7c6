/**
 * Another person's change appears without reloading: the change stream (SSE) opened with a single-use
 * stream ticket, as EventSource cannot send Authorization. A ticket opens one stream once, so after a
 * drop a new ticket is fetched and the stream resumes after the last change seen (`after`).
 */
import type { Client } from './api.ts'

export function followChanges(client: Client, changed: () => void): () => void {
  let source: EventSource | null = null
  let last: string | null = null
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined

  async function open(): Promise<void> {
    const { data } = await client.POST('/api/v1/stream-tickets', {})
    if (stopped) return
    if (data === undefined) {
      retry = setTimeout(() => void open(), 5000)
      return
    }
    const url = new URL('/api/v1/changes/stream', location.origin)
    url.searchParams.set('ticket', data.ticket)
    if (last !== null) url.searchParams.set('after', last)
    source = new EventSource(url)
    source.addEventListener('change', (event) => {
      last = (event as MessageEvent).lastEventId || last
      changed()
    })
    source.addEventListener('error', () => {
      source?.close()
      if (!stopped) retry = setTimeout(() => void open(), 1000)
    })
  }
  void open()
  return () => {
    stopped = true
    clearTimeout(retry)
    source?.close()
  }
}
