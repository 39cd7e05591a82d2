/** The list toolbar: column chooser, create (when the area allows it) and CSV export. */
import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useResourceDefinition } from 'react-admin';

export function ListActions() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ColumnsButton />
      {hasCreate && <CreateButton />}
      <ExportButton maxResults={10000} />
    </TopToolbar>
  );
}
