/** Which statements the embedded database may skip counting as writes, and raw column names. */
import t from 'tap'
import { camelRow } from '../../../src/db/platform/rows.ts'
import { isReadStatement } from '../../../src/db/platform/statements.ts'

t.test('a read is SELECT or WITH without a writing keyword anywhere', async (t) => {
  for (const sql of [
    'SELECT 1',
    '  select * from shows',
    'WITH x AS (SELECT 1) SELECT * FROM x',
    '\n\tSELECT id FROM timeslots',
  ]) {
    t.ok(isReadStatement(sql), sql)
  }
  for (const sql of [
    'INSERT INTO shows VALUES (1)',
    'WITH gone AS (DELETE FROM shows RETURNING id) SELECT * FROM gone',
    'SELECT * FROM shows FOR UPDATE',
    "SELECT 'delete me'",
    'MERGE INTO shows USING x ON true WHEN MATCHED THEN DO NOTHING',
    'BEGIN',
    'SELECTED',
    '',
  ]) {
    t.notOk(isReadStatement(sql), `${sql || '(empty)'} counts as a write`)
  }
})

t.test('raw rows get the model names', async (t) => {
  t.same(camelRow({ id: 1, schedule_id: 2, is_repetition: true, show_name: 'x' }), {
    id: 1,
    scheduleId: 2,
    isRepetition: true,
    showName: 'x',
  })
})
