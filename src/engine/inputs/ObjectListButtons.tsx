/**
 * An object list's buttons under its items: "Ajouter" and "Vider la liste", each with its text, at
 * either end (they were two bare icons side by side), the second asking before it empties the list.
 */
import Add from '@mui/icons-material/Add';
import ClearAll from '@mui/icons-material/ClearAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useSimpleFormIterator, useTranslate } from 'react-admin';

export function ObjectListButtons() {
  const translate = useTranslate();
  const { add, clear, total } = useSimpleFormIterator();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
      <Button size="small" startIcon={<Add />} onClick={() => add()}>
        {translate('ra.action.add')}
      </Button>
      {total > 0 && (
        <>
          <Button size="small" color="warning" startIcon={<ClearAll />} onClick={() => setConfirming(true)}>
            {translate('ra.action.clear_array_input')}
          </Button>
          <Confirm
            isOpen={confirming}
            title="ra.action.clear_array_input"
            content="ra.message.clear_array_input"
            onConfirm={() => {
              clear();
              setConfirming(false);
            }}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Box>
  );
}
