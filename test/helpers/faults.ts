import type { Db } from '../../src/db/platform/client.ts'

/**
 * A real database fault: every INSERT into timeslots raises, with the given SQLSTATE (`23P01` makes
 * it look like the exclusion constraint refusing an overlap; undefined is a plain error, P0001).
 * Returns how to take it away again.
 */
export async function failTimeslotInserts(db: Db, sqlState?: string): Promise<() => Promise<void>> {
  const using = sqlState === undefined ? '' : ` USING ERRCODE = '${sqlState}'`
  await db.withConnection((conn) =>
    conn.exec(`
      CREATE OR REPLACE FUNCTION onair_test_insert_fault() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION 'injected fault on timeslot insert'${using};
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER onair_test_insert_fault BEFORE INSERT ON timeslots FOR EACH ROW EXECUTE FUNCTION onair_test_insert_fault();`),
  )
  return () =>
    db.withConnection((conn) =>
      conn.exec(
        'DROP TRIGGER IF EXISTS onair_test_insert_fault ON timeslots; DROP FUNCTION IF EXISTS onair_test_insert_fault();',
      ),
    )
}

/**
 * The database gone away, as every query sees it (on both databases, and undone without a restart):
 * each Prisma call and each plain read fails the way pg reports a lost server ("Connection
 * terminated unexpectedly", which the API answers as unavailable). Returns how to bring it back.
 */
export function takeDatabaseAway(db: Db): () => void {
  const { client, read } = db
  const lost = () =>
    Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }))
  // Every model delegate and every $-method: a function that fails, whatever it is asked.
  const failing: unknown = new Proxy(() => undefined, {
    get: (_, name) => (name === 'then' ? undefined : failing),
    apply: lost,
  })
  db.client = failing as Db['client']
  db.read = lost
  return () => {
    db.client = client
    db.read = read
  }
}
