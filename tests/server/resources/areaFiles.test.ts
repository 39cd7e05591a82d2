/**
 * The files a start reads its areas and their rules from (server/resources/loadDeclarations.ts,
 * areaHooks.ts): every `.ts` file at the top of its folder, in name order, and only those; a file
 * that does not export what it should stops the start with a sentence naming it. Folders of the
 * test's own, without starting the app (fast enough for mutation testing).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAreaHooks } from '../../../server/resources/areaHooks';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A folder of the test's own holding these files (name -> source). */
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'eduadmin-areas-'));
  folders.push(folder);
  for (const [name, source] of Object.entries(files)) {
    const path = join(folder, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, source);
  }
  return folder;
}

const area = (name: string) => `export default { name: '${name}', fields: [] };\n`;
const hooks = (name: string) => `export default () => ({ name: '${name}' });\n`;

describe('the declared areas', () => {
  it('are the areas of resources/, in the order of their files, without the roles', async () => {
    expect((await loadDeclarations()).map((d) => d.name)).toEqual([
      'activities',
      'classes',
      'courses',
      'etablissements',
      'hashtags',
      'satisfaction-template-domains',
      'satisfaction-templates',
      'themes',
      'users',
    ]);
  });

  it('are read from every .ts file at the top of the folder, in name order, and from no other', async () => {
    const folder = folderWith({
      'b.ts': area('b'),
      'a.ts': area('a'),
      'roles.ts': 'export default 1;\n',
      'c.test.ts': 'export default 1;\n',
      'd.d.ts': 'export default 1;\n',
      'e.js': 'export default 1;\n',
      'f.ts.bak': 'export default 1;\n',
      'kit/g.ts': 'export default 1;\n',
    });
    expect((await loadDeclarations(folder)).map((d) => d.name)).toEqual(['a', 'b']);
  });

  it('stop the start, naming the file, when one exports no declaration', async () => {
    for (const source of [
      'export const notes = { name: "notes", fields: [] };\n',
      'export default null;\n',
      'export default "notes";\n',
      'export default { name: 1, fields: [] };\n',
      'export default { name: "notes", fields: {} };\n',
    ]) {
      const folder = folderWith({ 'a.ts': area('a'), 'notes.ts': source });
      await expect(loadDeclarations(folder)).rejects.toThrow(
        'resources/notes.ts must export a defineResource({...}) declaration as its default export',
      );
    }
  });
});

describe('the hooks files', () => {
  it('are read from every .ts file of the folder, by area name, and from no other', async () => {
    const folder = folderWith({
      'users.ts': hooks('users'),
      'classes.ts': hooks('classes'),
      'x.test.ts': 'export default 1;\n',
      'y.d.ts': 'export default 1;\n',
      'z.js': 'export default 1;\n',
      'v.ts.bak': 'export default 1;\n',
      'sub/w.ts': 'export default 1;\n',
    });
    const factories = await loadAreaHooks(folder);
    expect([...factories.keys()]).toEqual(['classes', 'users']);
    expect(factories.get('users')?.({} as never)).toEqual({ name: 'users' });
  });

  it('stop the start, naming the file, when one exports no hooks', async () => {
    for (const source of ['export const hooks = () => ({});\n', 'export default {};\n']) {
      const folder = folderWith({ 'notes.ts': source });
      await expect(loadAreaHooks(folder)).rejects.toThrow(
        'server/resources/hooks/notes.ts must export defineAreaHooks(...) as its default export',
      );
    }
  });
});
