/**
 * A yes/no value as a check mark or a cross, named "Oui"/"Non" for assistive technology and on
 * hover (the SVG's title). React-admin's BooleanField wraps the icon in a MUI Tooltip, one per row
 * of a list, which costs more to render than the rest of the cell.
 */
import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { useFieldValue, useTranslate } from 'react-admin';

export function BooleanMark({ source }: { source: string; label?: string }) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  if (value !== true && value !== false) return null;
  const name = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const Icon = value ? DoneIcon : ClearIcon;
  return <Icon fontSize="small" titleAccess={name} aria-label={name} data-testid={String(value)} />;
}
