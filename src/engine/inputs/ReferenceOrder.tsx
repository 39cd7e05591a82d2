/**
 * The chosen records of an ordered reference list (a course's activities), numbered in their
 * saved order, each movable up or down.
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGetManyAggregate, useGetRecordRepresentation, useTranslate, type Identifier } from 'react-admin';

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function ReferenceOrder({ source, reference }: { source: string; reference: string }) {
  const raw: unknown = useWatch({ name: source });
  const ids = Array.isArray(raw) ? (raw as Identifier[]) : [];
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(reference);
  const { data } = useGetManyAggregate(reference, { ids }, { enabled: ids.length > 1 });
  if (ids.length < 2) return null;
  const nameOf = (id: Identifier) => {
    const record = data?.find((r) => String(r.id) === String(id));
    return record ? String(represent(record)) : String(id);
  };
  const move = (from: number, to: number) =>
    setValue(source, moved(ids, from, to), { shouldDirty: true, shouldValidate: true });
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {translate('engine.inputs.order')}
      </Typography>
      <List dense aria-label={translate('engine.inputs.order')} sx={{ mb: 2 }}>
        {ids.map((id, index) => (
          <ListItem
            key={String(id)}
            disableGutters
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  disabled={index === 0}
                  aria-label={translate('engine.inputs.moveUp', { name: nameOf(id) })}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === ids.length - 1}
                  aria-label={translate('engine.inputs.moveDown', { name: nameOf(id) })}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemText primary={`${index + 1}. ${nameOf(id)}`} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
