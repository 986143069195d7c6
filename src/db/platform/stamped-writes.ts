/** Insert, update and delete by id of a table whose rows say who created and who last changed them. */
import type { DbClient } from './client.ts'

type Stamps = { createdBy: number | null; updatedBy: number | null }

/** The table's Prisma model, as far as these writes use it. */
interface StampedTable<Row, Create, Update> {
  create(args: { data: Create }): PromiseLike<Row>
  update(args: { where: { id: number }; data: Update }): PromiseLike<Row>
  delete(args: { where: { id: number } }): PromiseLike<Row>
}

/** The writes of `table`, each taking a client or a transaction, with `actor` (a user id, or null) stamped on the row. */
export function stampedWrites<Row, Create, Update>(table: (client: DbClient) => StampedTable<Row, Create, Update>) {
  return {
    insert: async (client: DbClient, data: Omit<Create, keyof Stamps>, actor: number | null): Promise<Row> =>
      table(client).create({ data: { ...data, createdBy: actor, updatedBy: actor } as Create }),
    update: async (
      client: DbClient,
      id: number,
      data: Omit<Update, keyof Stamps>,
      actor: number | null,
    ): Promise<Row> => table(client).update({ where: { id }, data: { ...data, updatedBy: actor } as Update }),
    remove: async (client: DbClient, id: number): Promise<Row> => table(client).delete({ where: { id } }),
  }
}
