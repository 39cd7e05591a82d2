/**
 * A yes/no value as a check mark or a cross, named "Oui"/"Non" for assistive technology and on
 * hover (the SVG's title). React-admin's BooleanField wraps the icon in a MUI Tooltip, one per row
 * of a list, which costs more to render than the rest of the cell; MUI's SvgIcon is a styled
 * component whose style emotion works out again for each of a page's 25 cells. The marks are the
 * Material icons « Done » and « Clear » (@mui/icons-material's paths) drawn as plain SVG, sized
 * and coloured as SvgIcon's `fontSize="small"` draws them.
 */
import type { CSSProperties } from 'react';
import { useFieldValue, useTranslate } from 'react-admin';

const DONE = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const CLEAR =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

const SMALL_ICON: CSSProperties = {
  width: '1em',
  height: '1em',
  fontSize: '1.25rem',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  userSelect: 'none',
};

export function BooleanMark({ source }: { source: string; label?: string }) {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  if (value !== true && value !== false) return null;
  const name = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      role="img"
      aria-label={name}
      data-testid={String(value)}
      style={SMALL_ICON}
    >
      <title>{name}</title>
      <path d={value ? DONE : CLEAR} />
    </svg>
  );
}
