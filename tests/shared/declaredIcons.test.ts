/**
 * The icons a declaration names: any @mui/icons-material icon reaches the app, only the named ones
 * are bundled, and a name that is not an icon stops the build with the file that names it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { DECLARED_ICONS_MODULE, declaredIcons } from '../../build/declaredIcons';

let directory: string | undefined;

afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

/** Bundles a module that lists the icons of a resources/ folder holding the given declarations. */
async function bundle(files: Record<string, string>): Promise<string> {
  directory = mkdtempSync(join(process.cwd(), 'node_modules', '.eduadmin-icons-'));
  const resourcesDir = join(directory, 'resources');
  mkdirSync(join(resourcesDir, 'kit'), { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(join(resourcesDir, name), source);
  // The kit is not an area: a name there is not an icon to bundle (nor an error).
  writeFileSync(join(resourcesDir, 'kit', 'helpers.ts'), "export const icon = 'NotAnIcon';\n");
  const entry = join(directory, 'entry.js');
  writeFileSync(
    entry,
    `import icons from '${DECLARED_ICONS_MODULE}';\nexport const names = Object.keys(icons);\n`,
  );
  const output = await build({
    configFile: false,
    root: directory,
    logLevel: 'silent',
    plugins: [declaredIcons({ resourcesDir })],
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'icons' }, minify: false },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!('output' in result)) throw new Error('expected a bundle');
  return result.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

const declaration = (name: string, icon: string) =>
  `export default { name: '${name}', icon: '${icon}', recordRepresentation: 'name', fields: [] };\n`;

describe('the icons of the declarations', { timeout: 60_000 }, () => {
  it('bundles the icons the declarations name, and only those', async () => {
    const code = await bundle({
      'rooms.ts': declaration('rooms', 'MeetingRoom'),
      'desks.ts': declaration('desks', 'Chair'),
      'plain.ts': "export default { name: 'plain', recordRepresentation: 'name', fields: [] };\n",
    });
    // The virtual module maps each named icon to its component, built from that icon's own file.
    expect(code).toMatch(/Chair: createSvgIcon\(/);
    expect(code).toMatch(/MeetingRoom: createSvgIcon\(/);
    // Those two and no other of the package's thousands of icons.
    expect(code.match(/: createSvgIcon\(/g)).toHaveLength(2);
  });

  it('stops the build on a name that is not an icon, naming the declaration file', async () => {
    await expect(bundle({ 'rooms.ts': declaration('rooms', 'MeetingRoomz') })).rejects.toThrow(
      /resources[\\/]rooms\.ts: icon "MeetingRoomz" is not an icon of @mui\/icons-material/,
    );
  });
});
