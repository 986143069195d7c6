/** A background worker's rounds: one at a time, on every change, every `pollMs` and on `wake`. */
import type { ChangeFeed } from '../../db/platform/change-feed.ts'

export interface RoundLoopOptions {
  /** Null: the rounds follow the clock alone (a worker whose work no change brings, such as the daily horizon). */
  feed: ChangeFeed | null
  pollMs: number
  onError: (err: unknown) => void
}

export abstract class RoundLoop {
  readonly #options: RoundLoopOptions
  #timer: NodeJS.Timeout | undefined
  #unsubscribe: (() => void) | undefined
  #stopped = true
  #running: Promise<void> = Promise.resolve()
  #again = false

  constructor(options: RoundLoopOptions) {
    this.#options = options
  }

  /** One round of the worker's work. */
  protected abstract round(): Promise<void>

  get stopped(): boolean {
    return this.#stopped
  }

  start(): void {
    this.#stopped = false
    this.#unsubscribe = this.#options.feed?.subscribe(() => this.wake())
    this.#timer = setInterval(() => this.wake(), this.#options.pollMs)
    this.#timer.unref()
    this.wake()
  }

  /** Takes no more rounds and waits for the one under way. */
  async stop(): Promise<void> {
    this.#stopped = true
    clearInterval(this.#timer)
    this.#unsubscribe?.()
    await this.#running
  }

  /** Settles when the rounds asked for so far have run. */
  async idle(): Promise<void> {
    await this.#running
  }

  /** Runs a round soon; asked again while one waits to start, it still runs once. */
  wake(): void {
    if (this.#stopped || this.#again) return
    this.#again = true
    this.#running = this.#running.then(async () => {
      this.#again = false
      if (this.#stopped) return
      try {
        await this.round()
      } catch (err) {
        this.#options.onError(err)
      }
    })
  }
}
