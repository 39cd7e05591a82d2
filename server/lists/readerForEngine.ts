/** The list reader of an area on the database's engine (listReader.ts). */
import type { Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import type { ListReader } from './listReader';
import { PostgresListReader } from './postgresReader';
import { SqliteListReader } from './sqliteReader';

/** `computed`: the area's computed counts (name, SQL on `t`), as the record store selects them. */
export function listReaderFor(
  database: Database,
  model: ResourceModel,
  computed: ReadonlyMap<string, string>,
): ListReader {
  return database.engine === 'sqlite'
    ? new SqliteListReader(database, model, computed)
    : new PostgresListReader(database, model, computed);
}
