import t from 'tap'
import { loadConfig } from '../src/config.ts'

t.test('defaults', async (t) => {
  const config = loadConfig({})
  t.match(config, {
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: null,
    stationTimeZone: 'UTC',
    logLevel: 'info',
    maxTimeslotsPerSchedule: 1000,
    scheduleHorizonDays: null,
  })
  t.match(config.dataDir, /data$/)
})

t.test('reads every variable', async (t) => {
  const config = loadConfig({
    PORT: '8080',
    HOST: '0.0.0.0',
    DATABASE_URL: 'postgresql://u@db:5432/onair',
    DATA_DIR: '/var/lib/onair',
    STATION_TIME_ZONE: 'Europe/Vienna',
    LOG_LEVEL: 'warn',
    SCHEDULE_HORIZON_DAYS: '365',
  })
  t.match(config, {
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: 'postgresql://u@db:5432/onair',
    dataDir: '/var/lib/onair',
    stationTimeZone: 'Europe/Vienna',
    logLevel: 'warn',
    scheduleHorizonDays: 365,
  })
})

const bad: Array<[Record<string, string>, RegExp]> = [
  [{ PORT: 'eighty' }, /^PORT: must be a whole number/],
  [{ PORT: '70000' }, /^PORT: must be between 0 and 65535/],
  [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must be a postgres/],
  [{ STATION_TIME_ZONE: 'Mars/Olympus' }, /^STATION_TIME_ZONE: "Mars\/Olympus" is not an IANA time zone/],
  [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: must be one of/],
  [{ MAX_TIMESLOTS_PER_SCHEDULE: '0' }, /^MAX_TIMESLOTS_PER_SCHEDULE: must be between/],
]
for (const [env, message] of bad) {
  t.test(`refuses ${JSON.stringify(env)} naming the variable`, async (t) => {
    t.throws(() => loadConfig(env), { name: 'ConfigError', message })
  })
}
