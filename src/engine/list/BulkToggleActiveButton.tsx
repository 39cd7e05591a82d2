/**
 * Activates or deactivates the selected records in one call (PUT /api/{resource}/bulk/toggle-active)
 * through the data provider's custom `toggleActive` method.
 */
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { EngineDataProvider } from '../types';

export function BulkToggleActiveButton({ active }: { active: boolean }) {
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<EngineDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.toggleActive(resource, { ids: selectedIds, active }),
    onSuccess: () => {
      notify(active ? 'engine.bulk.activated' : 'engine.bulk.deactivated', {
        type: 'info',
        messageArgs: { smart_count: selectedIds.length },
      });
      onUnselectItems();
      refresh();
    },
    onError: (error: Error) => {
      notify(error.message || 'engine.bulk.toggleFailed', { type: 'error' });
    },
  });
  return (
    <Button
      label={active ? 'engine.bulk.activate' : 'engine.bulk.deactivate'}
      onClick={() => mutate()}
      disabled={isPending}
    >
      {active ? <ToggleOn /> : <ToggleOff />}
    </Button>
  );
}
