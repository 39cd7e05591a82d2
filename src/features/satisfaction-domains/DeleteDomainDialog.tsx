/**
 * Confirms a domain's deletion and says what happens to its templates: none -> deleted outright;
 * some -> they move to the domain picked here first; no other domain -> deletion is not possible.
 */
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { Domain } from './useDomainActions';

const PAGE = 'resources.satisfaction-template-domains.page';

interface Props {
  domain: Domain;
  others: readonly Domain[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (target?: Domain) => void;
}

export function DeleteDomainDialog({ domain, others, busy, onCancel, onConfirm }: Props) {
  const translate = useTranslate();
  const count = domain.template_count ?? 0;
  const [targetId, setTargetId] = useState(others[0] ? String(others[0].id) : '');
  const target = others.find((d) => String(d.id) === targetId);
  const blocked = count > 0 && others.length === 0;
  const message =
    count === 0
      ? translate(`${PAGE}.deleteUnused`)
      : translate(blocked ? `${PAGE}.deleteInUseNoTarget` : `${PAGE}.deleteInUse`, {
          smart_count: count,
          name: domain.name,
        });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby="delete-domain-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="delete-domain-title">
        {translate(`${PAGE}.deleteTitle`, { name: domain.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {count > 0 && !blocked && (
          <TextField
            select
            fullWidth
            size="small"
            margin="normal"
            label={translate(`${PAGE}.moveTo`)}
            value={targetId}
            onChange={(event) => setTargetId(event.target.value)}
          >
            {others.map((other) => (
              <MenuItem key={String(other.id)} value={String(other.id)}>
                {other.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button label={`${PAGE}.cancel`} onClick={onCancel} disabled={busy} />
        <Button
          label={`${PAGE}.confirmDelete`}
          color="error"
          variant="contained"
          disabled={busy || blocked || (count > 0 && !target)}
          onClick={() => onConfirm(count > 0 ? target : undefined)}
        />
      </DialogActions>
    </Dialog>
  );
}
