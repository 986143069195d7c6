/**
 * What a V8 heap snapshot holds, by constructor (the summary view of Chrome's DevTools, without
 * retained sizes), and what grew between two snapshots of one process: the soak takes one after its
 * first slice and one at its end (SOAK_HEAP_DIR), so that whatever grows with time shows at the top.
 *   npx tsx bench/lib/heap-summary.ts first.heapsnapshot last.heapsnapshot
 */
import { readFileSync } from 'node:fs'

export interface HeapClass {
  /** The node type and constructor name, e.g. `object Timeslot`, `string`, `closure #round`. */
  name: string
  count: number
  bytes: number
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

/** The objects of a snapshot file grouped by type and constructor, largest first. */
export function summarise(file: string): HeapClass[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
  const fields = data.snapshot.meta.node_fields
  const types = data.snapshot.meta.node_types[0]
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ]
  const classes = new Map<string, HeapClass>()
  for (let node = 0; node < data.nodes.length; node += fields.length) {
    const type = types[data.nodes[node + typeAt]!]!
    // Strings and numbers are named by their value: grouped by their type, as DevTools does.
    const named = type === 'object' || type === 'closure' || type === 'native'
    const name = named ? `${type} ${data.strings[data.nodes[node + nameAt]!]}` : `(${type})`
    const entry = classes.get(name) ?? { name, count: 0, bytes: 0 }
    entry.count += 1
    entry.bytes += data.nodes[node + sizeAt]!
    classes.set(name, entry)
  }
  return [...classes.values()].sort((a, b) => b.bytes - a.bytes)
}

/** The classes whose bytes grew most from `before` to `after`, with both figures. */
export function growth(before: HeapClass[], after: HeapClass[], top = 15) {
  const earlier = new Map(before.map((entry) => [entry.name, entry]))
  return after
    .map((entry) => {
      const was = earlier.get(entry.name) ?? { count: 0, bytes: 0 }
      return { name: entry.name, count: [was.count, entry.count], bytes: [was.bytes, entry.bytes] }
    })
    .sort((a, b) => b.bytes[1]! - b.bytes[0]! - (a.bytes[1]! - a.bytes[0]!))
    .slice(0, top)
}

/** A Markdown table of the growth between two snapshots, and both heaps' totals. */
export function growthTable(beforeFile: string, afterFile: string, top = 15): string {
  const before = summarise(beforeFile)
  const after = summarise(afterFile)
  const total = (classes: HeapClass[]) => classes.reduce((sum, entry) => sum + entry.bytes, 0)
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2)
  const rows = growth(before, after, top).map(
    (row) =>
      `| ${row.name.slice(0, 60).replaceAll('|', '\\|')} | ${row.count[0]} → ${row.count[1]} | ${mb(row.bytes[0]!)} → ${mb(row.bytes[1]!)} |`,
  )
  return [
    `heap (self sizes): ${mb(total(before))} MB → ${mb(total(after))} MB`,
    '| constructor | objects | MB |',
    '|---|---:|---:|',
    ...rows,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeFile, afterFile] = process.argv.slice(2)
  if (beforeFile === undefined || afterFile === undefined) {
    console.error('usage: npx tsx bench/lib/heap-summary.ts first.heapsnapshot last.heapsnapshot')
    process.exit(2)
  }
  console.log(growthTable(beforeFile, afterFile))
}
