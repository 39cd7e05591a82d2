/**
 * The declared areas on a database the server's own schema sync made, without starting the app:
 * their models and record stores, for tests of what lies below the routes (fast enough for
 * mutation testing). Each write's clock moves one second on from 5 January 2026, 08:00 UTC, so
 * rows sorted by their dates come back in the order the test wrote them.
 */
import type { Database } from '../../../server/db/database';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../../server/resources/model';
import { RecordStore } from '../../../server/resources/recordStore';
import { syncSchema } from '../../../server/resources/schemaSync';

export interface DeclaredStores {
  models: Map<string, ResourceModel>;
  stores: Map<string, RecordStore>;
  model(name: string): ResourceModel;
  store(name: string): RecordStore;
}

export async function declaredStores(database: Database): Promise<DeclaredStores> {
  const models = buildModels(await loadDeclarations());
  await syncSchema(database, models.values());
  let clock = Date.parse('2026-01-05T08:00:00Z');
  const stores = new Map<string, RecordStore>();
  for (const model of models.values())
    stores.set(model.name, new RecordStore(database, models, model, () => (clock += 1000)));
  const named = <T>(map: Map<string, T>, name: string): T => {
    const found = map.get(name);
    if (!found) throw new Error(`no declared area ${name}`);
    return found;
  };
  return { models, stores, model: (name) => named(models, name), store: (name) => named(stores, name) };
}
