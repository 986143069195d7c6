/**
 * How long a host waits for the mail about a change: the delay from a committed cancellation (the
 * write's answer) to its mail arriving at a real SMTP server (smtp-server in this process, the
 * notification tests' setup, test/helpers/mail.ts), one change at a time, on the embedded database
 * and, when reachable, PostgreSQL. Prints the median, the range and the machine's load.
 * Run: `npm run bench:notification-delay` (BENCH_RUNS, default 15).
 */
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Db } from '../../src/db/platform/client.ts'
import { applyMigrations } from '../../src/db/platform/migrate.ts'
import { NOTICE_EVENTS } from '../../src/domain/notifications/notices.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { cancelTimeslot } from '../../src/services/programme/timeslots.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../test/helpers/factories.ts'
import { mailsTo, startMailServer } from '../../test/helpers/mail.ts'
import { onEachDatabase } from '../lib/databases.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const ADDRESS = 'bench@host.example'
const HOUR = 3_600_000

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function benchOn(label: string, db: Db): Promise<void> {
  await applyMigrations(db)
  const teardowns: Array<() => unknown> = []
  const mail = await startMailServer({ teardown: (fn: () => unknown) => void teardowns.push(fn) })
  const env = {
    STATION_TIME_ZONE: 'Europe/Vienna',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    SMTP_FROM: 'Bench <bench@radio.example>',
    PUBLIC_URL: 'https://onair.example',
  }
  const app = await buildApp(loadConfig(env), { db, logger: false })
  await app.ready()
  try {
    const show = await makeShow(db, { name: 'Bench Show' })
    const schedule = await makeSchedule(db, show.id)
    const host = await db.client.user.create({ data: { name: 'Bench Host', role: 'host' } })
    await db.client.showOwner.create({ data: { showId: show.id, userId: host.id } })
    await db.client.notificationSettings.create({
      data: {
        userId: host.id,
        email: ADDRESS,
        emailConfirmedAt: new Date(),
        unsubscribeToken: randomBytes(16).toString('hex'),
        events: [...NOTICE_EVENTS],
        reminderLeadMinutes: [],
      },
    })
    app.ctx.notifications.wake()
    // Broadcasts a month ahead, one a day: no reminder falls due while the bench runs.
    const first = Date.now() + 30 * 24 * HOUR
    const slots = []
    for (let i = 0; i < RUNS + 2; i++)
      slots.push(
        await makeTimeslot(
          db,
          { showId: show.id, scheduleId: schedule.id },
          first + i * 24 * HOUR,
          first + i * 24 * HOUR + HOUR,
        ),
      )
    const delays: number[] = []
    for (const [i, slot] of slots.entries()) {
      const before = mailsTo(mail.received, ADDRESS).length
      await cancelTimeslot(app.ctx, SYSTEM, slot.id)
      const committed = performance.now()
      while (mailsTo(mail.received, ADDRESS).length === before) {
        if (performance.now() - committed > 30_000) throw new Error('no mail within 30 s')
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      // The first two warm up the mailer's connection and the queries.
      if (i >= 2) delays.push(performance.now() - committed)
    }
    const fmt = (ms: number) => `${ms.toFixed(0)} ms`
    console.log(
      `${label}: change → mail, ${delays.length} changes: median ${fmt(median(delays))}, min ${fmt(Math.min(...delays))}, max ${fmt(Math.max(...delays))} (load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    )
  } finally {
    await app.close()
    for (const teardown of teardowns.reverse()) await teardown()
    await db.close()
  }
}

await onEachDatabase('notification_delay', benchOn)
