/**
 * findCollisions at a year's scale: 365 daily projected slots against 4,380 existing ones
 * (a full year of two-hour slots). Run: `npx tsx bench/collisions.ts`.
 */
import { findCollisions } from '../src/domain/collisions.ts'
import type { Interval } from '../src/domain/types.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const origin = Date.UTC(2027, 0, 1)

const projected: Interval[] = Array.from({ length: 365 }, (_, d) => ({
  // 20:30–22:30 straddles two existing slots every day.
  start: origin + d * DAY + 20 * HOUR + HOUR / 2,
  end: origin + d * DAY + 22 * HOUR + HOUR / 2,
}))
const existing = Array.from({ length: 4_380 }, (_, i) => ({
  id: i + 1,
  start: origin + i * 2 * HOUR,
  end: origin + (i + 1) * 2 * HOUR,
}))

const runs = 200
let hits = 0
for (let i = 0; i < 20; i++) hits = findCollisions(projected, existing).flat().length // warm-up
const times: number[] = []
for (let i = 0; i < runs; i++) {
  const t0 = performance.now()
  findCollisions(projected, existing)
  times.push(performance.now() - t0)
}
times.sort((a, b) => a - b)
const median = ((times[(runs - 1) >> 1] ?? 0) + (times[runs >> 1] ?? 0)) / 2
console.log(`findCollisions 365 × 4,380 (${hits} collisions): median ${median.toFixed(3)} ms over ${runs} runs`)
