/**
 * The second confirmation of a deletion: the files records use, each with the records the server
 * named (area and label, then how many more), before deleting them anyway.
 */
import { Box, DialogContentText } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { resourceNameKey } from '../../../resources/kit/labels';
import type { FileInUse, MediaDeletion } from './useMediaDeletion';

function UsedBy({ file }: { file: FileInUse }) {
  const translate = useTranslate();
  const { usage } = file;
  const more = usage.count - usage.records.length;
  return (
    <>
      <DialogContentText component="div" sx={{ mt: 1 }}>
        {translate('media.delete.usedBy', { name: file.name, smart_count: usage.count })}
      </DialogContentText>
      <Box
        component="ul"
        sx={{ mt: 0.5, mb: 0 }}
        aria-label={translate('media.delete.usersOf', { name: file.name })}
      >
        {usage.records.map((record) => (
          <li key={`${record.resource}/${record.key}`}>
            {translate('media.delete.useRecord', {
              resource: translate(resourceNameKey(record.resource), { smart_count: 1, _: record.resource }),
              label: record.label,
            })}
          </li>
        ))}
        {more > 0 && <li>{translate('media.delete.andMore', { smart_count: more })}</li>}
      </Box>
    </>
  );
}

export function MediaInUseConfirm({ deletion }: { deletion: MediaDeletion }) {
  const files = deletion.inUse;
  return (
    <Confirm
      isOpen={files.length > 0}
      loading={deletion.running}
      title="media.delete.inUseTitle"
      titleTranslateOptions={{ smart_count: files.length }}
      content={
        <>
          {files.map((file) => (
            <UsedBy key={file.name} file={file} />
          ))}
          <InUseWarning count={files.length} />
        </>
      }
      confirm="media.delete.confirmInUse"
      confirmColor="warning"
      onConfirm={() => void deletion.confirmInUse()}
      onClose={deletion.keepInUse}
    />
  );
}

function InUseWarning({ count }: { count: number }) {
  const translate = useTranslate();
  return (
    <DialogContentText sx={{ mt: 2 }}>
      {translate('media.delete.inUseWarning', { smart_count: count })}
    </DialogContentText>
  );
}
