import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Copies an address to the clipboard; without clipboard access the user is told to copy by hand. */
export function CopyUrlButton({ url }: { url: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      notify('media.details.copied', { type: 'info' });
    } catch {
      notify('media.details.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Tooltip title={translate('media.details.copy')}>
      <IconButton aria-label={translate('media.details.copy')} onClick={() => void copy()}>
        <ContentCopyIcon />
      </IconButton>
    </Tooltip>
  );
}
