/** The media manager (/media): directories as tabs (kept in the URL), uploads, and the images. */
import { Card, CardContent, Stack } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { DirectoryTabs, useDirectoryLabel } from './DirectoryTabs';
import { MediaDirectoryView } from './MediaDirectoryView';
import { UploadQueueList } from './UploadQueueList';
import { UploadZone } from './UploadZone';
import { useMediaDirectory } from './useMediaDirectory';
import { useMediaList } from './useMediaList';
import { useUploadQueue } from './useUploadQueue';

export function MediaManagerPage() {
  const [directory, setDirectory] = useMediaDirectory();
  const directoryLabel = useDirectoryLabel(directory);
  const list = useMediaList(directory);
  // The queue lives above the tabs: switching directory never stops uploads already under way.
  const uploads = useUploadQueue();
  const { canAccess: canUpload } = useCanAccess({ action: 'create', resource: 'media' });

  return (
    <Card sx={{ mt: { xs: 1, sm: 2 } }}>
      <Title title="media.title" />
      <DirectoryTabs value={directory} onChange={setDirectory} />
      <CardContent>
        <Stack spacing={2}>
          {canUpload && (
            <UploadZone directoryLabel={directoryLabel} onFiles={(files) => uploads.add(directory, files)} />
          )}
          <UploadQueueList queue={uploads} />
          <MediaDirectoryView key={directory} directory={directory} list={list} />
        </Stack>
      </CardContent>
    </Card>
  );
}
