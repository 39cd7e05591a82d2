/** The drop zone and file picker: several files at once, handed over unchecked to the queue. */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslate } from 'react-admin';
import { ACCEPTED_IMAGE_TYPES } from './mediaRules';

export function UploadZone({
  directoryLabel,
  onFiles,
  compact = false,
}: {
  directoryLabel: string;
  onFiles: (files: File[]) => void;
  compact?: boolean;
}) {
  const translate = useTranslate();
  // Files the picker filter rejects still go to the queue, which explains each refusal in the user's language.
  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
    [onFiles],
  );
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: ACCEPTED_IMAGE_TYPES,
    multiple: true,
  });

  return (
    <Box
      {...getRootProps({
        role: 'button',
        'aria-label': translate('media.upload.zoneLabel', { directory: directoryLabel }),
      })}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
        p: compact ? 2 : 3,
        textAlign: 'center',
        cursor: 'pointer',
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      {/* Hidden outright: the zone is the one button; a focusable input inside it is a nested control (axe). */}
      <input
        {...getInputProps({ 'aria-label': translate('media.upload.inputLabel'), style: { display: 'none' } })}
      />
      <CloudUploadIcon color={isDragActive ? 'primary' : 'action'} fontSize={compact ? 'medium' : 'large'} />
      <Typography>
        {translate(isDragActive ? 'media.upload.dropHere' : 'media.upload.instructions')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('media.upload.hint')}
      </Typography>
    </Box>
  );
}
