/** A form input in a box as wide as its kind wants (inputWidths.ts); the input fills the box. */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { WIDTH_SX, type InputWidth } from './inputWidths';

export function SizedInput({ width, children }: { width: InputWidth; children: ReactNode }) {
  return (
    <Box data-input-width={width} sx={WIDTH_SX[width]}>
      {children}
    </Box>
  );
}
