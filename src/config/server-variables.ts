/** Where the server listens, which database it uses, the station's zone, the log. */
import { resolve } from 'node:path'
import { canonicalZone } from '../domain/time/station-time.ts'
import { ConfigError } from '../errors.ts'
import { integer, logLevel, text, type Variable } from './variable-checks.ts'

/** The areas of the zone database's canonical names (Area/Location); aliases are abbreviations or other areas (US/, Etc/GMT+5). */
const ZONE_AREA = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//i

export const SERVER_VARIABLES = {
  PORT: {
    default: '3000',
    ...integer(0, 65535),
    meaning: 'Port to listen on (`0`: one the system chooses, logged in the `onair ready` line)',
  },
  HOST: {
    default: '127.0.0.1',
    ...text('an address'),
    meaning: 'Address to listen on (`0.0.0.0` in the Docker image)',
  },
  DATABASE_URL: {
    default: null,
    accepts: '`postgres://…` or `postgresql://…`',
    parse(value, name) {
      if (!/^postgres(ql)?:\/\//.test(value))
        throw new ConfigError(
          name,
          'must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
        )
      return value
    },
    meaning: 'A PostgreSQL server to use; unset = the embedded database',
  },
  DATA_DIR: {
    default: './data',
    accepts: 'a directory',
    parse: (value) => resolve(value),
    meaning: 'Where the embedded database lives (created on first start)',
  },
  STATION_TIME_ZONE: {
    default: 'UTC',
    accepts: 'an IANA zone',
    // The zone's canonical name, so what the API and the iCal TZID say is a name every client knows.
    parse(value, name) {
      const zone = canonicalZone(value)
      if (zone === null) throw new ConfigError(name, `"${value}" is not an IANA time zone (e.g. Europe/Vienna)`)
      if (zone === 'UTC' && /^(Etc\/)?UTC$/i.test(value)) return 'UTC'
      // An alias (EST, CET, US/Eastern, GMT …) is refused: it silently meant another zone's name (issue 35).
      if (!ZONE_AREA.test(value) || !ZONE_AREA.test(zone)) {
        throw new ConfigError(
          name,
          `"${value}" is an alias, not a canonical IANA zone name: it stands for ${zone}. Set ${name}=${zone} if that is the station's zone, else the Area/City name of the station's zone (e.g. America/New_York, Europe/Berlin); UTC is UTC`,
        )
      }
      return zone
    },
    meaning:
      'Zone of the station as a canonical IANA name, `Area/City` (e.g. `Europe/Vienna`) or `UTC`; every API time is wall-clock time there. An alias (`EST`, `CET`, `US/Eastern`, `GMT`) is refused at start, naming the zone it stands for',
  },
  LOG_LEVEL: { default: 'info', ...logLevel, meaning: 'The least severe level logged' },
} satisfies Record<string, Variable>
