/**
 * The input of `mediaImage` fields in resource forms. The value is the chosen image's `url`;
 * the directory comes from the field declaration. It shows the current image, picks another one
 * from a dialog (where a new one can be uploaded) and can clear the value.
 */
import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { MediaImageField } from '../../../resources/kit/defineResource';
import { useDirectoryLabel } from './DirectoryTabs';
import type { MediaItem } from './mediaItem';
import { fileNameOf, mediaSrc } from './mediaUrls';
import { MediaPickerDialog } from './MediaPickerDialog';
import { useMediaList } from './useMediaList';
import { useUploadQueue } from './useUploadQueue';

/** The engine's input props (EngineInputProps in src/engine) for a media image field. */
export interface MediaImageInputProps {
  source: string;
  field: MediaImageField;
  resource: string;
  label?: string;
  helperText?: string;
  isRequired?: boolean;
}

export function MediaImageInput({
  source,
  field: declaration,
  resource,
  label,
  helperText,
  isRequired,
}: MediaImageInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired: required } = useInput({ source, resource, isRequired });
  const [open, setOpen] = useState(false);
  const directory = declaration.directory;
  const directoryLabel = useDirectoryLabel(directory);
  const list = useMediaList(directory, open);
  // Kept here rather than in the dialog, so closing it does not stop an upload under way.
  const uploads = useUploadQueue();

  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const labelId = `${id}-label`;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;

  const pick = (item: MediaItem) => {
    field.onChange(item.url);
    field.onBlur();
    setOpen(false);
  };
  const clear = () => {
    field.onChange(null);
    field.onBlur();
  };

  return (
    <FormControl
      id={id}
      error={!!error}
      margin="dense"
      sx={{ width: '100%' }}
      role="group"
      aria-labelledby={labelId}
    >
      <FormLabel id={labelId} component="span" sx={{ mb: 1 }}>
        <FieldTitle label={label} source={source} resource={resource} isRequired={required} />
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 120,
            height: 90,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.100',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={mediaSrc(value)}
              alt={fileNameOf(value)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageIcon color="disabled" fontSize="large" />
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
          <Typography
            variant="body2"
            color={value ? 'text.primary' : 'text.secondary'}
            sx={{ wordBreak: 'break-all' }}
          >
            {value ? fileNameOf(value) : translate('media.input.none')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
              {translate(value ? 'media.input.change' : 'media.input.choose')}
            </Button>
            {value && (
              <Button size="small" color="error" onClick={clear}>
                {translate('media.input.clear')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      <FormHelperText>
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
      <MediaPickerDialog
        open={open}
        directory={directory}
        directoryLabel={directoryLabel}
        list={list}
        uploads={uploads}
        pickedUrl={value}
        onPick={pick}
        onClose={() => setOpen(false)}
      />
    </FormControl>
  );
}
