import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MEDIA_DIRECTORIES, type MediaDirectory } from './mediaRules';

/** The media directories, one tab each. */
export function DirectoryTabs({
  value,
  onChange,
}: {
  value: MediaDirectory;
  onChange: (d: MediaDirectory) => void;
}) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_, next: MediaDirectory) => onChange(next)}
      aria-label={translate('media.directories.label')}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {MEDIA_DIRECTORIES.map((directory) => (
        <Tab key={directory} value={directory} label={translate(`media.directories.${directory}`)} />
      ))}
    </Tabs>
  );
}

/** The label of a directory, or its raw name when it has none (a declaration may name another one). */
export function useDirectoryLabel(directory: string): string {
  const translate = useTranslate();
  return translate(`media.directories.${directory}`, { _: directory });
}
