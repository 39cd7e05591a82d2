/**
 * The icon of an area. A declaration may name any @mui/icons-material icon; the build bundles only
 * the ones the declarations of resources/ name (vite/declaredIcons.ts) and fails on a name that is
 * not an icon. A declaration from elsewhere (a test fixture) gets the neutral list icon.
 */
import ListAlt from '@mui/icons-material/ListAlt';
import type { ComponentType } from 'react';
import declaredIcons from 'virtual:declared-icons';

export const DEFAULT_ICON: ComponentType = ListAlt;

export function iconFor(name: string | undefined): ComponentType {
  return (name && declaredIcons[name]) || DEFAULT_ICON;
}
