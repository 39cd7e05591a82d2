/**
 * Area hooks of a test server whose user imports wait at their first row (heldImport.ts): with a
 * password column, that first analysis runs outside any transaction (runImport.ts), so the other
 * requests still reach the database.
 */
import { defineAreaHooks } from '../../../../server/resources/areaHooks';
import { heldImport } from '../heldImport';

export default defineAreaHooks(() => ({
  async beforeCreate() {
    await heldImport.pass();
  },
}));
