/** What onair sends out and lets in: webhooks, live access, notification mail. */
import { ConfigError } from '../errors.ts'
import { boolean, integer, url, type Variable } from './variable-checks.ts'

export const DELIVERY_VARIABLES = {
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: {
    default: 'false',
    ...boolean,
    meaning:
      "Webhooks may go to private, loopback and link-local addresses (a receiver on the station's own network); off, they go to public addresses only (SSRF)",
  },
  WEBHOOKS_TIMEOUT_MS: {
    default: '10000',
    ...integer(100, 120_000),
    meaning: 'A webhook attempt without a complete answer after this has failed (and is tried again)',
  },
  LIVE_ACCESS_GRACE_BEFORE_SECONDS: {
    default: '300',
    ...integer(0, 86_400),
    meaning: 'Live access: the host of a timeslot may connect this long before it starts',
  },
  LIVE_ACCESS_GRACE_AFTER_SECONDS: {
    default: '60',
    ...integer(0, 86_400),
    meaning: 'Live access: …and stay this long after it ends',
  },
  SMTP_URL: {
    default: null,
    accepts: '`smtp://…` or `smtps://…`',
    parse(value, name) {
      if (!/^smtps?:\/\/[^/?#]+/.test(value))
        throw new ConfigError(
          name,
          'must be an smtp:// or smtps:// URL like smtps://user:password@mail.example.org:465',
        )
      return value
    },
    meaning:
      'The mail server for notifications to hosts (docs/notifications.md); unset = no mail (the webhooks still carry `notification.*` events)',
  },
  SMTP_FROM: {
    default: null,
    accepts: 'an address, or `Name <address>`',
    parse(value, name) {
      if (!/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value)) {
        throw new ConfigError(
          name,
          `"${value}" is not an address like programme@example.org or "Radio Orange <programme@example.org>"`,
        )
      }
      return value
    },
    meaning: 'Required with `SMTP_URL`: the From of every notification mail',
  },
  PUBLIC_URL: {
    default: null,
    accepts: 'an `http(s)` URL without query',
    parse(value, name) {
      const parsed = url(value)
      if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.search !== '' || parsed.hash !== '') {
        throw new ConfigError(name, `"${value}" is not an http(s) URL like https://onair.example.org (no query)`)
      }
      return value.replace(/\/+$/, '')
    },
    meaning:
      'Where people reach this onair, for the links in mails (planner, show pages, confirm, unsubscribe); unset = `http://localhost:PORT`',
  },
} satisfies Record<string, Variable>
