/**
 * findCollisions at a year's scale: 365 daily projected slots against 4,380 existing ones
 * (a full year of two-hour slots). Run: `npx tsx bench/micro/collisions.ts` (or `npm run bench:micro`).
 */
import { findCollisions } from '../../src/domain/resolution/collisions.ts'
import type { Interval } from '../../src/domain/types.ts'
import { median, samples } from '../lib/measure.ts'

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
const hits = findCollisions(projected, existing).flat().length
const times = samples(() => findCollisions(projected, existing), { runs, warmup: 20 })
console.log(`findCollisions 365 × 4,380 (${hits} collisions): median ${median(times).toFixed(3)} ms over ${runs} runs`)
