/** A real SMTP server in the test process, and reading what it received (the notification tests). */
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Test } from 'tap'
import type { App } from '../../src/app.ts'
import { asRole, injectAs, type TestUser } from './app.ts'
import { eventually } from './webhook-receiver.ts'

/** The settings of an app that mails through the test server on `port`, links pointing at PUBLIC_URL. */
export function mailEnv(port: number): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_FROM: 'Radio Test <programme@radio.example>',
    PUBLIC_URL: 'https://onair.radio.example',
  }
}

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
export async function startMailServer(t: Pick<Test, 'teardown'>, port = 0, received: ParsedMail[] = []) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          callback()
        },
        (err: Error) => callback(err),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const bound = typeof address === 'object' && address !== null ? address.port : port
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  t.teardown(close)
  return { received, port: bound, close }
}

/** The ids of a schedule's timeslots, in time order. */
export async function slotIds(app: App, res: { json: () => { id: number } }): Promise<number[]> {
  const rows = await app.db.client.timeslot.findMany({
    where: { scheduleId: res.json().id },
    orderBy: { start: 'asc' },
  })
  return rows.map((row) => row.id)
}

/** A header as the message carried it (mailparser folds List-* headers into one object). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim()

export const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address
export const mailsTo = (received: readonly ParsedMail[], address: string) =>
  received.filter((mail) => to(mail) === address)

export async function waitForMails(
  received: readonly ParsedMail[],
  address: string,
  count: number,
): Promise<ParsedMail[]> {
  return eventually(async () => {
    const mails = mailsTo(received, address)
    return mails.length >= count ? mails : undefined
  }, `${count} mail(s) to ${address}`)
}

/** A host with a confirmed address, owning the show. */
export async function confirmedHost(
  app: App,
  received: readonly ParsedMail[],
  showId: number,
  email: string,
): Promise<TestUser> {
  const host = await asRole(app, 'host', [showId])
  const res = await host.inject({ method: 'PATCH', url: '/api/v1/users/me/notifications', payload: { email } })
  if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`)
  const [confirmation] = await waitForMails(received, email, 1)
  const link = /https?:\/\/\S+\/api\/v1\/notifications\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    confirmation!.text ?? '',
  )![0]
  const confirmed = await injectAs(app, 'programme-manager', { url: new URL(link).pathname + new URL(link).search })
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`)
  return host
}
