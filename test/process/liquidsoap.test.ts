/**
 * The Liquidsoap example (examples/liquidsoap/onair.liq) against a running onair: Debian's liquidsoap
 * with a dummy output and generated tones as media. The API sets up two timeslots back to back; the
 * script's log must show it switching to each one's media at its start and to the station fallback
 * after, and letting in only the host of the show on air.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import t from 'tap'
import { systemPort } from '../helpers/ports.ts'
import { liquidsoap, testsNeeding } from '../helpers/system-tools.ts'
import { ADMIN_TOKEN, ROOT, send, sleep, startServer } from './support/server-process.ts'

// Liquidsoap takes seconds to start, and the timeslots are real time.
t.setTimeout(300_000)

const found = liquidsoap()
const test = testsNeeding(t, found)

/** A mono 16-bit WAV of a sine tone. */
function tone(path: string, hz: number, seconds: number): void {
  const rate = 22_050
  const samples = rate * seconds
  const data = Buffer.alloc(samples * 2)
  for (let k = 0; k < samples; k++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * k) / rate) * 8000), k * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  writeFileSync(path, Buffer.concat([header, data]))
}

/** A source client's connection attempt to the harbor: its HTTP status line (200 let in, 401 not). */
function connectSource(port: number, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const auth = Buffer.from(`source:${password}`).toString('base64')
      socket.write(
        `SOURCE /live HTTP/1.0\r\nAuthorization: Basic ${auth}\r\nContent-Type: audio/ogg\r\nIce-Name: test\r\n\r\n`,
      )
    })
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
      if (answer.includes('\r\n')) {
        socket.destroy()
        resolve(answer.split('\r\n')[0]!)
      }
    })
    socket.on('error', reject)
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer from the harbor')))
  })
}

const pad = (n: number) => String(n).padStart(2, '0')
const hms = (ms: number) => {
  const d = new Date(ms)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** The `switch:` lines of the log with their moment (Liquidsoap logs whole seconds, here in UTC). */
function switches(log: string): Array<{ at: number; text: string }> {
  return [...log.matchAll(/^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d) \[onair:\d\] (switch: .*)$/gm)].map((m) => ({
    at: Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}Z`),
    text: m[5]!,
  }))
}

test('the Liquidsoap example plays out from onair and lets in only the host on air', {
  timeout: 240_000,
}, async (t) => {
  const dir = t.testdir()
  const server = await startServer(t, {
    env: {
      DATA_DIR: join(dir, 'data'),
      STATION_TIME_ZONE: 'UTC',
      LIVE_ACCESS_GRACE_BEFORE_SECONDS: '0',
      LIVE_ACCESS_GRACE_AFTER_SECONDS: '0',
    },
  })
  tone(join(dir, '1.wav'), 440, 20)
  tone(join(dir, '2.wav'), 660, 20)
  const harbor = await systemPort()

  const api = (method: string, path: string, body?: unknown) => send(`${server.url}${path}`, method, body)
  const jazz = (await api('POST', '/api/v1/shows', { name: 'Morning Jazz', defaultMediaId: 1 })).json()
  const news = (await api('POST', '/api/v1/shows', { name: 'Noon News', defaultMediaId: 2 })).json()
  const host = (await api('POST', '/api/v1/users', { name: 'News host', role: 'host' })).json()
  await api('PATCH', `/api/v1/shows/${news.id}`, { ownerIds: [host.id] })
  const hostToken = (await api('POST', `/api/v1/users/${host.id}/tokens`, { name: 'live' })).json().token as string
  const other = (await api('POST', '/api/v1/users', { name: 'Jazz fan', role: 'host' })).json()
  const otherToken = (await api('POST', `/api/v1/users/${other.id}/tokens`, { name: 'live' })).json().token as string

  let log = ''
  const child = spawn(found.path!, [join(ROOT, 'examples/liquidsoap/onair.liq')], {
    cwd: dir,
    env: {
      ...process.env,
      LIQUIDSOAP_ALLOW_ROOT: 'true',
      TZ: 'UTC',
      ONAIR_URL: server.url,
      ONAIR_TOKEN: ADMIN_TOKEN,
      ONAIR_MEDIA_DIR: dir,
      ONAIR_HARBOR_PORT: String(harbor),
      ONAIR_POLL_SECONDS: '0.25',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  t.teardown(() => {
    child.kill('SIGKILL')
  })
  const until = async (what: RegExp, ms = 60_000) => {
    const deadline = Date.now() + ms
    while (!what.test(log)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`liquidsoap never logged ${what}:\n${log}`)
      await sleep(100)
    }
  }
  // The Python example follows the same air.
  let followed = ''
  const python = spawn('python3', [join(ROOT, 'examples/follow-the-air.py')], {
    env: { ...process.env, ONAIR_URL: server.url, ONAIR_TOKEN: ADMIN_TOKEN, ONAIR_POLL_SECONDS: '0.5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  python.stdout.on('data', (chunk: Buffer) => (followed += chunk.toString()))
  python.stderr.on('data', (chunk: Buffer) => (followed += chunk.toString()))
  t.teardown(() => {
    python.kill('SIGKILL')
  })
  // Started and following the air: nothing is planned yet.
  await until(/switch: gap/)

  // Two timeslots back to back, from the next whole second plus 3 s: Morning Jazz 5 s, Noon News 5 s.
  const start = Math.ceil(Date.now() / 1000) * 1000 + 3000
  const day = new Date(start).toISOString().slice(0, 10)
  for (const [show, from, to] of [
    [jazz.id, start, start + 5000],
    [news.id, start + 5000, start + 10_000],
  ] as const) {
    const res = await api('POST', '/api/v1/schedules/', {
      schedule: { show, rrule: 1, firstDate: day, lastDate: day, startTime: hms(from), endTime: hms(to) },
    })
    t.equal(res.status, 201, res.body)
  }

  await until(/switch: timeslot \d+ \(Noon News\)/)
  t.match(await connectSource(harbor, otherToken), /401/, 'a host of another show is not let in')
  t.match(await connectSource(harbor, hostToken), /200/, 'the host of the show on air is let in')
  await until(/Noon News[\s\S]*switch: gap/, 30_000)
  // The Python script polls on its own clock: give it until it has printed the gap after Noon News too.
  for (let waited = 0; !/Noon News[\s\S]*gap: nothing planned/.test(followed) && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGTERM')
  python.kill('SIGTERM')
  t.comment(`follow-the-air.py:\n${followed}`)
  t.match(
    followed,
    /gap: nothing planned\n.*on air: Morning Jazz \(timeslot \d+\), media 1 \(show\).*\n.*on air: Noon News \(timeslot \d+\), media 2 \(show\).*\n.*gap: nothing planned/,
    'the Python example saw the same switches',
  )

  const seen = switches(log).slice(1)
  t.comment(
    `Liquidsoap's log:\n${log
      .split('\n')
      .filter((line) => /\[onair:/.test(line))
      .join('\n')}`,
  )
  t.match(seen[0]?.text, /^switch: timeslot \d+ \(Morning Jazz\) media 1/)
  t.match(seen[1]?.text, /^switch: timeslot \d+ \(Noon News\) media 2/)
  t.match(seen[2]?.text, /^switch: gap/)
  const boundaries = [start, start + 5000, start + 10_000]
  boundaries.forEach((boundary, k) => {
    t.ok(seen[k]!.at >= boundary, `switch ${k + 1} not before its boundary ${new Date(boundary).toISOString()}`)
    t.ok(seen[k]!.at < boundary + 5000, `switch ${k + 1} within its timeslot`)
  })
  t.match(log, new RegExp(`playing ${dir}/1\\.wav`), "Morning Jazz's media played")
  t.match(log, new RegExp(`playing ${dir}/2\\.wav`), "Noon News's media played")
  t.match(log, /live access refused for [^:]*: does not own the show on air now: "Noon News"/)
  t.match(log, /live access granted for [^:]*: owns "Noon News"/)
})
