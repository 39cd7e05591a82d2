/**
 * `npm run seed -- --activities 100000 --users 100000 [--reset] [--seed 7]`: fills the database of
 * DATA_DIR with generated demo data (the counts not given keep their demo defaults), for
 * benchmarks and for demos with a realistic volume.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureAdmin } from '../auth/ensureAdmin';
import { ensureMetaTable } from '../db/meta';
import { DATABASE_FILE, Database } from '../db/database';
import { t } from '../http/messages';
import { MEDIA_DIRECTORIES, MediaLibrary } from '../media/mediaLibrary';
import { loadDeclarations } from '../resources/loadDeclarations';
import { buildModels } from '../resources/model';
import { RecordStore } from '../resources/recordStore';
import { syncSchema } from '../resources/schemaSync';
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

async function main(): Promise<void> {
  const { counts, reset, seed } = parseArguments(process.argv.slice(2));
  const config = readServerConfig(process.env);
  if (reset) {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(config.dataDir, DATABASE_FILE + suffix), { force: true });
  }
  const models = buildModels(await loadDeclarations());
  const database = new Database({ dataDir: config.dataDir });
  try {
    const db = await database.withSqlite((handle) => handle);
    await ensureMetaTable(database);
    await syncSchema(database, models.values());
    const stores = new Map(
      [...models.values()].map((m) => [m.name, new RecordStore(database, models, m, Date.now)]),
    );
    let hasData = false;
    for (const store of stores.values()) {
      const found = await database.first(
        `SELECT 1 FROM "${store.model.table}" ${store.model.name === 'users' ? "WHERE role <> 'admin'" : ''} LIMIT 1`,
      );
      hasData ||= found !== undefined;
    }
    if (hasData) {
      console.error(t('server.start.seedRefused'));
      process.exitCode = 1;
      return;
    }
    await ensureAdmin(db, stores.get('users') as RecordStore, config.admin, config.production);
    const started = Date.now();
    const done = await seedDemoData(
      database,
      stores,
      new MediaLibrary(join(config.dataDir, 'media'), MEDIA_DIRECTORIES),
      counts,
      seed,
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
