/**
 * Icons a declaration may name. A closed map (rather than importing the whole icon package) keeps
 * the bundle small; an unknown name falls back to a neutral list icon.
 */
import Apartment from '@mui/icons-material/Apartment';
import Category from '@mui/icons-material/Category';
import Extension from '@mui/icons-material/Extension';
import Groups from '@mui/icons-material/Groups';
import ListAlt from '@mui/icons-material/ListAlt';
import MenuBook from '@mui/icons-material/MenuBook';
import Palette from '@mui/icons-material/Palette';
import People from '@mui/icons-material/People';
import School from '@mui/icons-material/School';
import Tag from '@mui/icons-material/Tag';
import ThumbUp from '@mui/icons-material/ThumbUp';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  Apartment,
  Category,
  Extension,
  Groups,
  ListAlt,
  MenuBook,
  Palette,
  People,
  School,
  Tag,
  ThumbUp,
};

export const DEFAULT_ICON: ComponentType = ListAlt;

export function iconFor(name: string | undefined): ComponentType {
  return (name && ICONS[name]) || DEFAULT_ICON;
}
