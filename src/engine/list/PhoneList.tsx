/**
 * A phone's list: a line per record, its name (the record representation), a second line and a
 * mark, opening the record's form or show screen when the person may (rowClick.ts, decided from
 * the rights already read). React-admin's <SimpleList> did the same with a link component per line
 * that reads the router's context, and two canAccess queries per line: react-admin renders its
 * routes again twice after mounting, and each time every such line rendered again with them, in
 * the page's longest task on a phone. Here the router is read once, by the list, and a line renders
 * again only when its record or its destination changes.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { memo, useCallback, type MouseEvent, type ReactElement } from 'react';
import { useHref } from 'react-router-dom';
import {
  ListNoResults,
  RecordContextProvider,
  SimpleListLoading,
  useCreatePath,
  useGetRecordRepresentation,
  useNavigate,
  useResourceContext,
  WithListContext,
  type RaRecord,
  type RowClickFunction,
} from 'react-admin';

interface LineProps {
  record: RaRecord;
  resource: string;
  /** Where the line leads (a router path), or undefined when it opens nothing. */
  path: string | undefined;
  /** The router's own address of its root ('#/' with hash routing): a line's link is this plus its path. */
  root: string;
  open(path: string): void;
  secondaryText?: ReactElement;
  tertiaryText?: ReactElement;
}

/** A click the browser should handle itself: another button, a modifier (new tab or window). */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

const PhoneLine = memo(function PhoneLine({
  record,
  resource,
  path,
  root,
  open,
  secondaryText,
  tertiaryText,
}: LineProps) {
  const representation = useGetRecordRepresentation(resource);
  const text = (
    <ListItemText
      primary={
        <div>
          {representation(record)}
          {tertiaryText}
        </div>
      }
      // false as SimpleList gave it: an empty second line rather than none, the line's height kept.
      secondary={secondaryText ?? false}
    />
  );
  return (
    <RecordContextProvider value={record}>
      {path === undefined ? (
        <ListItem>{text}</ListItem>
      ) : (
        <ListItem disablePadding>
          <ListItemButton
            component="a"
            href={`${root.replace(/\/$/, '')}${path}`}
            onClick={(event: MouseEvent) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              open(path);
            }}
          >
            {text}
          </ListItemButton>
        </ListItem>
      )}
    </RecordContextProvider>
  );
});

export function PhoneList({
  rowClick,
  secondaryText,
  tertiaryText,
}: {
  rowClick: RowClickFunction | false;
  secondaryText?: ReactElement;
  tertiaryText?: ReactElement;
}) {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const root = useHref('/');
  const open = useCallback((path: string) => navigate(path), [navigate]);
  const pathOf = (record: RaRecord) => {
    const destination = rowClick === false ? false : rowClick(record.id, resource, record);
    return destination === 'edit' || destination === 'show'
      ? createPath({ resource, id: record.id, type: destination })
      : undefined;
  };
  return (
    <WithListContext
      loading={<SimpleListLoading hasSecondaryText={!!secondaryText} hasTertiaryText={!!tertiaryText} />}
      empty={<ListNoResults />}
      render={({ data }) => (
        <List>
          {data?.map((record) => (
            <PhoneLine
              key={record.id}
              record={record}
              resource={resource}
              path={pathOf(record)}
              root={root}
              open={open}
              secondaryText={secondaryText}
              tertiaryText={tertiaryText}
            />
          ))}
        </List>
      )}
    />
  );
}
