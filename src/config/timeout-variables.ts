/** How long the server and its database connections wait, and how large a request may be. */
import { integer, type Variable } from './variable-checks.ts'

export const TIMEOUT_VARIABLES = {
  SHUTDOWN_GRACE_MS: {
    default: '10000',
    ...integer(100, 600_000),
    meaning:
      'After SIGTERM or SIGINT, how long the requests in flight may take; done in time the process exits 0, else 1',
  },
  REQUEST_TIMEOUT_MS: {
    default: '30000',
    ...integer(100, 3_600_000),
    meaning:
      'A request whose headers and body have not all arrived after this is answered 408 and its connection closed (a slow client holds nothing longer); an answer being sent, a stream included, is not cut',
  },
  HEADERS_TIMEOUT_MS: {
    default: '10000',
    ...integer(100, 3_600_000),
    meaning:
      'A request whose headers have not all arrived after this is answered 408 and its connection closed; at most `REQUEST_TIMEOUT_MS`',
  },
  BODY_LIMIT_BYTES: {
    default: '1048576',
    ...integer(1024, 104_857_600),
    meaning:
      "The largest request body, in bytes; a larger one is answered 413 naming this limit and this setting. An import's `calendar` is at most 1,000,000 characters whatever this says",
  },
  KEEP_ALIVE_TIMEOUT_MS: {
    default: '72000',
    ...integer(100, 3_600_000),
    meaning:
      "A kept-alive connection idle this long after an answer is closed (above a proxy's own idle timeout, so the proxy closes first)",
  },
  DB_READY_TIMEOUT_MS: {
    default: '1500',
    ...integer(100, 60_000),
    meaning:
      '`/ready` answers 503 when the database has not answered within this; on PostgreSQL, a query unanswered this long makes the pool check that the server still answers',
  },
  DB_POOL_MAX: { default: '10', ...integer(1, 1000), meaning: 'PostgreSQL: connections in the pool' },
  DB_CONNECT_TIMEOUT_MS: {
    default: '3000',
    ...integer(100, 600_000),
    meaning: 'PostgreSQL: opening a connection fails (503) after this',
  },
  DB_STATEMENT_TIMEOUT_MS: {
    default: '60000',
    ...integer(100, 3_600_000),
    meaning:
      'PostgreSQL: the server cancels a statement (a lock wait included) after this (503); a request waiting this long for a free connection gets a 503 too',
  },
  DB_IDLE_TIMEOUT_MS: {
    default: '10000',
    ...integer(1000, 3_600_000),
    meaning: 'PostgreSQL: an unused pooled connection is closed after this',
  },
} satisfies Record<string, Variable>
