/** Server-Sent Events read over real HTTP, as a browser's EventSource would get them. */
import type { App } from '../../src/app.ts'

export interface ServerSentEvent {
  id: string
  event: string
  data: any
}

/** The app listening on a free port; its base URL. */
export async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
}

/** An open event stream: `next(n)` waits for the next n events (or fails after `ms`). */
export class EventReader {
  readonly response: Response
  readonly #reader: ReadableStreamDefaultReader<string>
  readonly #events: ServerSentEvent[] = []
  #buffer = ''
  // A read still waiting when a deadline passed: the next wait takes it up, so no chunk is lost.
  #reading: ReturnType<ReadableStreamDefaultReader<string>['read']> | undefined

  constructor(response: Response) {
    this.response = response
    this.#reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<EventReader> {
    const response = await fetch(url, { headers })
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
    return new EventReader(response)
  }

  async next(count = 1, ms = 10_000): Promise<ServerSentEvent[]> {
    const deadline = Date.now() + ms
    while (this.#events.length < count) {
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`expected ${count} events, got ${this.#events.length}: ${JSON.stringify(this.#events)}`)
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left)))
      this.#reading ??= this.#reader.read()
      const read = await Promise.race([this.#reading, timeout])
      clearTimeout(timer)
      if (read === 'timeout') continue
      this.#reading = undefined
      if (read.done) throw new Error(`the stream ended after ${this.#events.length} events`)
      this.#parse(read.value)
    }
    return this.#events.splice(0, count)
  }

  /** The events that arrived within `ms` (none expected: an empty array). */
  async drain(ms: number): Promise<ServerSentEvent[]> {
    try {
      await this.next(Number.MAX_SAFE_INTEGER, ms)
    } catch {
      // The deadline: whatever arrived is the answer.
    }
    return this.#events.splice(0)
  }

  async close(): Promise<void> {
    await this.#reader.cancel().catch(() => undefined)
  }

  #parse(chunk: string): void {
    this.#buffer += chunk
    for (let end = this.#buffer.indexOf('\n\n'); end >= 0; end = this.#buffer.indexOf('\n\n')) {
      const block = this.#buffer.slice(0, end)
      this.#buffer = this.#buffer.slice(end + 2)
      const fields: Record<string, string> = {}
      for (const line of block.split('\n')) {
        if (line.startsWith(':') || !line.includes(': ')) continue
        const at = line.indexOf(': ')
        fields[line.slice(0, at)] = line.slice(at + 2)
      }
      if (fields.data !== undefined)
        this.#events.push({ id: fields.id ?? '', event: fields.event ?? '', data: JSON.parse(fields.data) })
    }
  }
}
