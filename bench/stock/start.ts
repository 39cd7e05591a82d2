/** The stock react-admin app, installed (or taken from the cache), built and served: ready to measure. */
import { buildStock } from './build';
import { installStock } from './install';
import { serveStock, type StockServer } from './server';

export async function startStock(): Promise<StockServer> {
  return serveStock(buildStock(installStock()));
}
