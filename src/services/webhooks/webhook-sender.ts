/** One delivery attempt: POSTed with Standard Webhooks' signed headers, no redirects, one timeout for the exchange. */
import { createHmac, randomBytes } from 'node:crypto'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { guardedLookup, literalHost, refusedAddress } from './webhook-address.ts'

const SECRET_PREFIX = 'whsec_'

/** A new signing secret in Standard Webhooks' form: `whsec_` + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64')
}

/** The webhook-signature header's value for this message. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

export interface Message {
  url: string
  secret: string
  id: string
  body: string
  /** The attempt's moment, epoch ms (webhook-timestamp is in seconds). */
  at: number
}

export interface AttemptOutcome {
  ok: boolean
  status: number | null
  error: string | null
}

/** Sends the message once; never throws: a refusal, a network error or a timeout is a failed outcome. */
export function send(message: Message, options: { timeoutMs: number; allowPrivate: boolean }): Promise<AttemptOutcome> {
  const url = new URL(message.url)
  const literal = literalHost(url)
  const refusal = literal === null ? null : refusedAddress(literal, options.allowPrivate)
  if (refusal !== null) return Promise.resolve({ ok: false, status: null, error: refusal })
  const timestamp = Math.floor(message.at / 1000)
  const body = Buffer.from(message.body)
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate) as never,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'onair-webhooks',
          'webhook-id': message.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(message.secret, message.id, timestamp, message.body),
        },
      },
      (response: IncomingMessage) => {
        // The body is not needed, but read so the connection is released.
        response.resume()
        response.once('end', () => {
          const status = response.statusCode ?? 0
          const ok = status >= 200 && status < 300
          settle({ ok, status, error: ok ? null : `the receiver answered ${status}` })
        })
        response.once('error', (error) =>
          settle({ ok: false, status: response.statusCode ?? null, error: error.message }),
        )
      },
    )
    const timer = setTimeout(() => {
      settle({ ok: false, status: null, error: `no answer within ${options.timeoutMs} ms` })
      request.destroy()
    }, options.timeoutMs)
    request.once('error', (error) => settle({ ok: false, status: null, error: error.message }))
    request.end(body)
  })
}
