/** Step 1: drop or pick a CSV file; a refused file says why, in the user's language. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useDropzone } from 'react-dropzone';
import { useLocaleState, useTranslate } from 'react-admin';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../resources/contracts/importContract';
import type { ImportWizard } from './useImportWizard';

export function formatMegabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(bytes / (1024 * 1024));
}

export function FileStep({ wizard }: { wizard: ImportWizard }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const size = formatMegabytes(IMPORT_MAX_BYTES, locale);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    disabled: wizard.reading,
    onDrop: (files) => {
      const [file] = files;
      if (file) void wizard.readFile(file);
    },
  });
  return (
    <Box>
      <Box
        {...getRootProps()}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 4,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <input {...getInputProps()} aria-label={translate('csvImport.file.drop')} />
        <Typography>
          {translate(isDragActive ? 'csvImport.file.dropActive' : 'csvImport.file.drop')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('csvImport.file.hint', { rows: IMPORT_MAX_ROWS, size })}
        </Typography>
      </Box>
      {wizard.reading && <LinearProgress aria-label={translate('csvImport.file.reading')} sx={{ mt: 2 }} />}
      {wizard.fileError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(wizard.fileError.key, { size, ...wizard.fileError.options })}
        </Alert>
      )}
    </Box>
  );
}
