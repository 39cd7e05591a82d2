/**
 * "Importer" in a list toolbar. The dialog, Papa Parse and the English labels it matches columns
 * against load only when the user opens it.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { useDeclaration } from '../../engine/declarationContext';

const ImportDialog = lazy(async () => ({ default: (await import('./ImportDialog')).ImportDialog }));

export function ImportButton() {
  const declaration = useDeclaration();
  const [open, setOpen] = useState(false);
  if (!declaration) return null;
  return (
    <>
      <Button label="csvImport.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog declaration={declaration} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
