/**
 * A virtual module, `virtual:declared-icons`, that imports exactly the icons the declaration files
 * of resources/ name: a declaration may name any of the thousands of @mui/icons-material icons
 * without the first load growing by more than the icons in use, and without a chunk per icon.
 * A name that is not an icon stops the build with the file that names it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

export const DECLARED_ICONS_MODULE = 'virtual:declared-icons';
const RESOLVED_ID = `\0${DECLARED_ICONS_MODULE}`;
const ICON_PACKAGE = '@mui/icons-material';

/** The `icon: 'Name'` of a declaration's source (declarations are plain data literals). */
const ICON_PROPERTY = /\bicon\s*:\s*(['"`])([^'"`]*)\1/;
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

export interface DeclaredIcon {
  name: string;
  /** The declaration file that names it. */
  file: string;
}

/** The icon each declaration file at the top of `resourcesDir` names (the kit is not an area). */
export function declaredIconsIn(resourcesDir: string): DeclaredIcon[] {
  return readdirSync(resourcesDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(resourcesDir, entry.name))
    .sort()
    .flatMap((file) => {
      const name = ICON_PROPERTY.exec(readFileSync(file, 'utf8'))?.[2];
      return name === undefined ? [] : [{ name, file }];
    });
}

/** The module's code: one static import per distinct icon, and a map from name to component. */
export function iconModuleCode(icons: readonly DeclaredIcon[]): string {
  const names = [...new Set(icons.map((icon) => icon.name))].sort();
  const imports = names.map((name) => `import ${name} from '${ICON_PACKAGE}/${name}';`);
  return [...imports, `export default { ${names.join(', ')} };`, ''].join('\n');
}

export function declaredIcons(options: { resourcesDir: string }): Plugin {
  return {
    name: 'eduadmin-declared-icons',
    resolveId(id) {
      return id === DECLARED_ICONS_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const icons = declaredIconsIn(options.resourcesDir);
      for (const icon of icons) {
        // The dev server reloads the module when a declaration changes (a new file: on restart).
        this.addWatchFile(icon.file);
        const found =
          COMPONENT_NAME.test(icon.name) && (await this.resolve(`${ICON_PACKAGE}/${icon.name}`, icon.file));
        if (!found) {
          const where = relative(process.cwd(), icon.file);
          this.error(`${where}: icon "${icon.name}" is not an icon of ${ICON_PACKAGE}`);
        }
      }
      return iconModuleCode(icons);
    },
  };
}
