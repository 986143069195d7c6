#!/bin/sh
# The src files a schedule POST → 409 → resolved POST runs through (beyond building the app and its data):
# a file is listed when one of its functions ran more often than in the setup alone; with the count of its
# functions that did. Usage: sh scripts/trace-schedule-conflict.sh
set -e
out=$(mktemp -d)
run() {
  TAP_TIMEOUT=900 TRACE_SETUP_ONLY=$1 npx c8 --include 'src/**' --reporter json --report-dir "$out/$2" --temp-directory "$out/tmp-$2" --all=false \
    tsx scripts/trace-schedule-conflict.ts > "$out/$2.log" 2>&1 || { cat "$out/$2.log"; exit 1; }
}
run 1 setup
run 0 full
node -e '
const [setup, full] = process.argv.slice(1).map((f) => require(f))
const root = process.cwd() + "/"
const rows = []
for (const [file, cov] of Object.entries(full)) {
  const before = setup[file]
  let ran = 0
  for (const [id, hits] of Object.entries(cov.f)) if (hits > (before?.f[id] ?? 0)) ran++
  if (ran > 0) rows.push(`${file.replace(root, "")} ${ran}`)
}
console.log(rows.sort().join("\n"))
' "$out/setup/coverage-final.json" "$out/full/coverage-final.json"
rm -rf "$out"
