/** One domain: its name (renamed in place), how many templates use it, move and delete buttons. */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DomainNameField } from './DomainNameField';
import type { Domain } from './useDomainActions';

const PAGE = 'resources.satisfaction-template-domains.page';

interface Props {
  domain: Domain;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onRename: (name: string) => Promise<string | undefined>;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

export function DomainRow({ domain, isFirst, isLast, busy, onRename, onMove, onDelete }: Props) {
  const translate = useTranslate();
  const [renaming, setRenaming] = useState(false);
  const name = domain.name;
  const count = domain.template_count ?? 0;

  if (renaming) {
    return (
      <ListItem divider>
        <DomainNameField
          label={translate(`${PAGE}.renameLabel`, { name })}
          initial={name}
          submitLabel={`${PAGE}.save`}
          disabled={busy}
          autoFocus
          onSubmit={async (newName) => {
            const error = await onRename(newName);
            if (!error) setRenaming(false);
            return error;
          }}
          onCancel={() => setRenaming(false)}
        />
      </ListItem>
    );
  }

  return (
    <ListItem divider>
      <ListItemText primary={name} />
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip
          size="small"
          label={
            count > 0
              ? translate(`${PAGE}.templateCount`, { smart_count: count })
              : translate(`${PAGE}.templateCountZero`)
          }
        />
        <IconButton
          aria-label={translate(`${PAGE}.rename`, { name })}
          disabled={busy}
          onClick={() => setRenaming(true)}
        >
          <EditOutlined />
        </IconButton>
        <IconButton
          aria-label={translate(`${PAGE}.moveUp`, { name })}
          disabled={busy || isFirst}
          onClick={() => onMove(-1)}
        >
          <ArrowUpward />
        </IconButton>
        <IconButton
          aria-label={translate(`${PAGE}.moveDown`, { name })}
          disabled={busy || isLast}
          onClick={() => onMove(1)}
        >
          <ArrowDownward />
        </IconButton>
        <IconButton
          aria-label={translate(`${PAGE}.delete`, { name })}
          disabled={busy}
          onClick={onDelete}
          color="error"
        >
          <DeleteOutline />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
