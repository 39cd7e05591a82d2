/**
 * The icon a declaration names: any component of @mui/icons-material, checked by the compiler.
 * The import is type-only, so declarations stay plain data that the server loads without UI code;
 * the app bundles only the icons the declarations name (vite/declaredIcons.ts).
 */
import type * as MuiIcons from '@mui/icons-material';
import type SvgIcon from '@mui/material/SvgIcon';

type Icons = typeof MuiIcons;

export type IconName = {
  [K in keyof Icons]: Icons[K] extends typeof SvgIcon ? K : never;
}[keyof Icons];
