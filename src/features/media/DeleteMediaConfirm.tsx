/** The confirmation before deleting: it names the file, or lists the files of a multiple delete. */
import { Box, DialogContentText } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { MediaDeletion } from './useMediaDeletion';

const LISTED = 10;

export function DeleteMediaConfirm({
  deletion,
  directoryLabel,
}: {
  deletion: MediaDeletion;
  directoryLabel: string;
}) {
  const translate = useTranslate();
  const items = deletion.pending;
  const single = items.length === 1;

  const content = single ? (
    <DialogContentText>
      {translate('media.delete.content', { name: items[0].name, directory: directoryLabel })}
    </DialogContentText>
  ) : (
    <>
      <DialogContentText>
        {translate('media.delete.contentMany', { directory: directoryLabel })}
      </DialogContentText>
      <Box component="ul" sx={{ mb: 0 }}>
        {items.slice(0, LISTED).map((item) => (
          <li key={item.name}>{item.name}</li>
        ))}
        {items.length > LISTED && (
          <li>{translate('media.delete.andMore', { smart_count: items.length - LISTED })}</li>
        )}
      </Box>
    </>
  );

  return (
    <Confirm
      isOpen={deletion.open}
      loading={deletion.running}
      title={single ? 'media.delete.title' : 'media.delete.titleMany'}
      titleTranslateOptions={single ? { name: items[0].name } : { smart_count: items.length }}
      content={content}
      confirm="media.delete.confirm"
      confirmColor="warning"
      onConfirm={() => void deletion.confirm()}
      onClose={deletion.cancel}
    />
  );
}
