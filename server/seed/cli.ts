/**
 * `npm run seed -- --activities 100000 --users 100000 [--reset] [--seed 7]`: fills the database
 * (PostgreSQL when DATABASE_URL is set, else the SQLite file of DATA_DIR) with generated demo data
 * (the counts not given keep their demo defaults), for benchmarks and for demos with a realistic
 * volume. `--reset` starts from an empty database: the SQLite file is deleted, PostgreSQL's schema
 * emptied.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { ensureAdmin } from '../auth/ensureAdmin';
import { ensureFailureTable } from '../auth/failureLog';
import { ensureTokenTable } from '../auth/tokenStore';
import { Database, DATABASE_FILE, ident } from '../db/database';
import { ensureMetaTable } from '../db/meta';
import { ensureHistoryTable } from '../history/historyStore';
import { t } from '../http/messages';
import { MEDIA_DIRECTORIES, MediaLibrary } from '../media/mediaLibrary';
import { loadDeclarations } from '../resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../resources/model';
import { RecordStore } from '../resources/recordStore';
import { syncSchema } from '../resources/schemaSync';
import { refreshPlannerStatistics } from '../db/plannerStatistics';
import { readServerConfig } from '../serverConfig';
import { DEFAULT_COUNTS, seedDemoData, type DemoCounts } from './demoData';

function parseArguments(argv: string[]): { counts: Partial<DemoCounts>; reset: boolean; seed: number } {
  const counts: Partial<DemoCounts> = {};
  let reset = false;
  let seed = 2026;
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].replace(/^--/, '');
    if (name === 'reset') {
      reset = true;
      continue;
    }
    const value = Number(argv[i + 1]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
    i += 1;
    if (name === 'seed') seed = value;
    else if (name in DEFAULT_COUNTS) counts[name as keyof DemoCounts] = value;
    else
      throw new Error(
        `Unknown option --${name} (known: ${Object.keys(DEFAULT_COUNTS).join(', ')}, seed, reset)`,
      );
  }
  return { counts, reset, seed };
}

/**
 * Drops the server's tables from the PostgreSQL schema (what deleting the SQLite file does there):
 * the areas' tables and theirs (`{area}__…`), the server's own (`_…`, test_executions). Other
 * tables a shared database may hold are left alone.
 */
async function resetPostgres(database: Database, models: Map<string, ResourceModel>): Promise<void> {
  const tables = await database.all<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()',
  );
  const areas = [...models.values()].map((model) => model.table);
  const owned = (name: string) =>
    name.startsWith('_') ||
    name === 'test_executions' ||
    areas.some((table) => name === table || name.startsWith(`${table}__`));
  for (const { name } of tables.filter((table) => owned(table.name)))
    await database.exec(`DROP TABLE IF EXISTS ${ident(name)} CASCADE`);
}

async function main(): Promise<void> {
  const { counts, reset, seed } = parseArguments(process.argv.slice(2));
  const config = readServerConfig(process.env);
  if (reset && !config.databaseUrl) {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(config.dataDir, DATABASE_FILE + suffix), { force: true });
  }
  const models = buildModels(await loadDeclarations());
  // Waits for a running server's writes as the server waits for its own (no statement limit: a
  // large seed's inserts may take long).
  const database = new Database({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sqliteBusyTimeoutMs: config.databaseTimeouts.sqliteBusyTimeoutMs,
  });
  try {
    if (reset && config.databaseUrl) await resetPostgres(database, models);
    const stores = new Map(
      [...models.values()].map((m) => [m.name, new RecordStore(database, models, m, Date.now)]),
    );
    const refused = await database.startUp('eduadmin:start', async () => {
      await ensureMetaTable(database);
      await syncSchema(database, models.values());
      await ensureHistoryTable(database);
      await ensureTokenTable(database);
      await ensureFailureTable(database);
      for (const store of stores.values()) {
        let query = database.db.selectFrom(store.model.table).select(sql<number>`1`.as('one'));
        if (store.model.name === 'users') query = query.where('role', '<>', 'admin');
        if (await query.limit(1).executeTakeFirst()) return true;
      }
      await ensureAdmin(database, stores.get('users') as RecordStore, config.admin, config.production);
      return false;
    });
    if (refused) {
      console.error(t('server.start.seedRefused'));
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const done = await seedDemoData(
      database,
      stores,
      new MediaLibrary(config.mediaDir, MEDIA_DIRECTORIES),
      counts,
      seed,
    );
    // A freshly filled table has no visibility map yet: until vacuumed, PostgreSQL reads every
    // row a list page skips from the table instead of answering from the order's index alone.
    if (database.engine === 'postgres') await database.exec('VACUUM ANALYZE');
    else
      await refreshPlannerStatistics(
        database,
        [...models.values()].map((model) => model.table),
      );
    const summary = Object.entries(done)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    console.log(`${t('server.start.seeded', { summary })} (${Date.now() - started} ms)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
