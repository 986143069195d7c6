import { readFileSync } from 'node:fs'
import t from 'tap'
import { loadConfig } from '../src/config.ts'
import { VARIABLES, type Variable } from '../src/config-variables.ts'

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
    programmeHorizonDays: 400,
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
    PROGRAMME_HORIZON_DAYS: '30',
  })
  t.match(config, {
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: 'postgresql://u@db:5432/onair',
    dataDir: '/var/lib/onair',
    stationTimeZone: 'Europe/Vienna',
    logLevel: 'warn',
    scheduleHorizonDays: 365,
    programmeHorizonDays: 30,
  })
})

const bad: Array<[Record<string, string>, RegExp]> = [
  [{ PORT: 'eighty' }, /^PORT: must be a whole number/],
  [{ PORT: '70000' }, /^PORT: must be between 0 and 65535/],
  [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must be a postgres/],
  [{ STATION_TIME_ZONE: 'Mars/Olympus' }, /^STATION_TIME_ZONE: "Mars\/Olympus" is not an IANA time zone/],
  [
    { STATION_TIME_ZONE: 'EST' },
    /^STATION_TIME_ZONE: "EST" is an alias.*stands for America\/Panama\. Set STATION_TIME_ZONE=America\/Panama/,
  ],
  [{ STATION_TIME_ZONE: 'CET' }, /"CET" is an alias.*stands for Europe\/Brussels/],
  [{ STATION_TIME_ZONE: 'US/Eastern' }, /"US\/Eastern" is an alias.*stands for America\/New_York/],
  [{ STATION_TIME_ZONE: 'GMT' }, /"GMT" is an alias.*stands for UTC/],
  [{ STATION_TIME_ZONE: 'Etc/GMT+5' }, /"Etc\/GMT\+5" is an alias/],
  [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: must be one of/],
  [{ MAX_TIMESLOTS_PER_SCHEDULE: '0' }, /^MAX_TIMESLOTS_PER_SCHEDULE: must be between/],
  [{ PROGRAMME_HORIZON_DAYS: '0' }, /^PROGRAMME_HORIZON_DAYS: must be between 1 and 3660/],
  [{ PROGRAMME_HORIZON_DAYS: 'a year' }, /^PROGRAMME_HORIZON_DAYS: must be a whole number/],
  [{ PUBLIC_READ: 'maybe' }, /^PUBLIC_READ: must be true or false/],
  [{ CORS_ORIGINS: 'dashboard.example.org' }, /^CORS_ORIGINS: "dashboard.example.org" is not an origin/],
  [{ CORS_ORIGINS: 'https://dashboard.example.org/' }, /^CORS_ORIGINS: .* no trailing slash/],
  [
    { EMBED_ORIGINS: 'https://radio.example.org/programme' },
    /^EMBED_ORIGINS: "https:\/\/radio.example.org\/programme" is not an origin/,
  ],
  [{ PROGRAMME_STYLESHEET: '/theme.css' }, /^PROGRAMME_STYLESHEET: "\/theme.css" is not an absolute http\(s\) URL/],
  [{ OIDC_ISSUER: 'https://id.example.org/realms/radio' }, /^OIDC_AUDIENCE: is required with OIDC_ISSUER/],
  [{ OIDC_AUDIENCE: 'onair' }, /^OIDC_AUDIENCE: is set but OIDC_ISSUER is not/],
  [
    { OIDC_ISSUER: 'http://id.example.org/realms/radio', OIDC_AUDIENCE: 'onair' },
    /^OIDC_ISSUER: must be an https URL.*OIDC_ALLOW_HTTP_ISSUER=true/,
  ],
  [{ OIDC_ISSUER: 'not a url', OIDC_AUDIENCE: 'onair' }, /^OIDC_ISSUER: "not a url" is not a URL/],
  [{ AUTH_FAILURE_LIMIT: '0' }, /^AUTH_FAILURE_LIMIT: must be between/],
]
for (const [env, message] of bad) {
  t.test(`refuses ${JSON.stringify(env)} naming the variable`, async (t) => {
    t.throws(() => loadConfig(env), { name: 'ConfigError', message })
  })
}

t.test('a zone is kept in its canonical IANA spelling (it becomes the iCal TZID)', async (t) => {
  t.equal(loadConfig({ STATION_TIME_ZONE: 'europe/vienna' }).stationTimeZone, 'Europe/Vienna')
  t.equal(loadConfig({ STATION_TIME_ZONE: 'Etc/UTC' }).stationTimeZone, 'UTC')
  t.equal(loadConfig({ STATION_TIME_ZONE: 'America/New_York' }).stationTimeZone, 'America/New_York')
  t.equal(loadConfig({ STATION_TIME_ZONE: 'Asia/Kolkata' }).stationTimeZone.startsWith('Asia/'), true)
  t.equal(loadConfig({ STATION_TIME_ZONE: 'utc' }).stationTimeZone, 'UTC')
})

t.test('access: public reads, no CORS, no OIDC, no ADMIN_TOKEN by default; each variable read', async (t) => {
  t.same(loadConfig({}).access, {
    adminToken: null,
    publicRead: true,
    corsOrigins: [],
    authFailureLimit: 30,
    streamLimits: { anonymous: 500, perUser: 20 },
    oidc: null,
  })
  const access = loadConfig({
    ADMIN_TOKEN: 'a'.repeat(40),
    PUBLIC_READ: 'false',
    CORS_ORIGINS: 'https://dashboard.example.org, http://localhost:5173',
    AUTH_FAILURE_LIMIT: '10',
    STREAM_LIMIT_ANONYMOUS: '0',
    STREAM_LIMIT_PER_USER: '3',
    OIDC_ISSUER: 'https://id.example.org/realms/radio',
    OIDC_AUDIENCE: 'onair',
    OIDC_ROLE_CLAIM: 'realm_access.roles',
  }).access
  t.same(access, {
    adminToken: 'a'.repeat(40),
    publicRead: false,
    corsOrigins: ['https://dashboard.example.org', 'http://localhost:5173'],
    authFailureLimit: 10,
    streamLimits: { anonymous: 0, perUser: 3 },
    oidc: { issuer: 'https://id.example.org/realms/radio', audience: 'onair', roleClaim: 'realm_access.roles' },
  })
  t.equal(
    loadConfig({ OIDC_ISSUER: 'https://id.example.org', OIDC_AUDIENCE: 'onair' }).access.oidc?.roleClaim,
    'onair_role',
  )
  t.equal(
    loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:8080', OIDC_AUDIENCE: 'onair', OIDC_ALLOW_HTTP_ISSUER: 'true' }).access
      .oidc?.issuer,
    'http://127.0.0.1:8080',
    'an http issuer only with OIDC_ALLOW_HTTP_ISSUER',
  )
})

t.test('the README describes exactly the variables of the table loadConfig reads, row for row', async (t) => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  )
  const rows = section.split('\n').filter((line) => line.startsWith('| `'))
  const expected = Object.entries(VARIABLES).map(
    ([name, v]: [string, Variable]) =>
      `| \`${name}\` | ${v.default === null ? 'unset' : `\`${v.default}\``} | ${v.accepts} | ${v.meaning} |`,
  )
  if (!t.same(rows, expected, "the README's rows are the table's"))
    t.comment(`the rows as src/config/variables.json says them:\n${expected.join('\n')}`)
})

t.test('loadConfig reads every variable of the table and no other', async (t) => {
  const asked = new Set<string>()
  // With an issuer, so that the OIDC variables read only beside one are read too.
  const set: Record<string, string> = { OIDC_ISSUER: 'https://id.example.org', OIDC_AUDIENCE: 'onair' }
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined
      asked.add(name)
      return set[name]
    },
  })
  loadConfig(env)
  t.same([...asked].sort(), Object.keys(VARIABLES).sort())
})

t.test("every default passes its own variable's check", async (t) => {
  for (const [name, variable] of Object.entries(VARIABLES) as Array<[string, Variable]>) {
    if (variable.default !== null) t.doesNotThrow(() => variable.parse(variable.default!, name), name)
  }
})
