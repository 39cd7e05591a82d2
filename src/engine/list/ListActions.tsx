/** The list toolbar: column chooser, create and CSV import (when the area allows it), CSV export. */
import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ImportButton } from '../../features/csv-import/ImportButton';

export function ListActions() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ColumnsButton />
      {hasCreate && <CreateButton />}
      {hasCreate && <ImportButton />}
      <ExportButton maxResults={10000} />
    </TopToolbar>
  );
}
