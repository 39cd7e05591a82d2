/**
 * A part of a transaction that can fail alone: on PostgreSQL a failed statement aborts the whole
 * transaction unless a savepoint was set before it; rolling back to it undoes only that part, on
 * both engines, and the transaction goes on.
 */
import type { Database } from './database';

export async function inSavepoint<T>(database: Database, name: string, work: () => Promise<T>): Promise<T> {
  if (!database.inTransaction) throw new Error('A savepoint needs a transaction');
  // The name is ours, never a caller's text: SQL identifiers cannot be bound.
  if (!/^\w+$/.test(name)) throw new Error(`Bad savepoint name: ${name}`);
  await database.exec(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await database.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await database.exec(`ROLLBACK TO SAVEPOINT ${name}`, `RELEASE SAVEPOINT ${name}`);
    throw error;
  }
}
