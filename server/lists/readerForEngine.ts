/** The list reader of an area on the database's engine (listReader.ts). */
import type { Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import type { ListReader } from './listReader';
import { DEFAULT_EXACT_TOTAL_LIMIT } from './listTotal';
import { PostgresListReader } from './postgresReader';
import { SqliteListReader } from './sqliteReader';

/**
 * `computed`: the area's computed counts (name, SQL on `t`), as the record store selects them;
 * `exactTotalLimit`: the matches counted before the total is estimated (listTotal.ts).
 */
export function listReaderFor(
  database: Database,
  model: ResourceModel,
  computed: ReadonlyMap<string, string>,
  exactTotalLimit = DEFAULT_EXACT_TOTAL_LIMIT,
): ListReader {
  return database.engine === 'sqlite'
    ? new SqliteListReader(database, model, computed, exactTotalLimit)
    : new PostgresListReader(database, model, computed, exactTotalLimit);
}
