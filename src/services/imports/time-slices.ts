/**
 * Long loops over what one request sent (an import's events) give the event loop a turn every few
 * milliseconds, so /health, /live-access and every other request are answered while they run.
 */
import { performance } from 'node:perf_hooks'
import { setImmediate } from 'node:timers/promises'

/** How long a loop runs before it yields: well under the 50 ms a request may wait on another. */
export const SLICE_MS = 10

/**
 * A `pause` to await between steps: it yields once the current slice has run `sliceMs`.
 * @example const pause = timeSlicer(); for (const e of events) { await pause(); work(e) }
 */
export function timeSlicer(sliceMs = SLICE_MS): () => Promise<void> {
  let started = performance.now()
  return async () => {
    if (performance.now() - started < sliceMs) return
    await setImmediate()
    started = performance.now()
  }
}
