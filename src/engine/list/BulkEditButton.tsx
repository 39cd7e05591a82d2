/**
 * "Modifier la sélection": opens the bulk edit dialog on the selected rows, for an area with at
 * least one field a bulk edit may set.
 */
import EditIcon from '@mui/icons-material/Edit';
import { useMemo, useState } from 'react';
import { Button } from 'react-admin';
import type { ScreenProps } from '../types';
import { bulkEditInputs } from './bulkEditInputs';
import { BulkEditDialog } from './BulkEditDialog';

export function BulkEditButton({ declaration, components }: ScreenProps) {
  const [open, setOpen] = useState(false);
  const inputs = useMemo(() => bulkEditInputs(declaration, components), [declaration, components]);
  if (inputs.length === 0) return null;
  return (
    <>
      <Button label="engine.bulkEdit.open" onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      {open && <BulkEditDialog declaration={declaration} inputs={inputs} onClose={() => setOpen(false)} />}
    </>
  );
}
