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
      conn.exec('DROP TRIGGER IF EXISTS onair_test_insert_fault ON timeslots; DROP FUNCTION IF EXISTS onair_test_insert_fault();'),
    )
}
