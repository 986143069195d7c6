/** Timing helpers the benches share. */

/** The middle of the samples (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The sample below which a share `p` (0-1) of the samples lies. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
}

/** Milliseconds `run` took. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

/** Milliseconds each of `runs` calls of `run` took, after `warmup` calls that are not kept (the JIT's). */
export function samples(run: () => void, { runs, warmup }: { runs: number; warmup: number }): number[] {
  for (let i = 0; i < warmup; i += 1) run()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    run()
    times.push(performance.now() - started)
  }
  return times
}
