/**
 * After a save: a French notification naming the record, then back to the list (or to the edit
 * page when the area has no list of its own).
 */
import { useCallback } from 'react';
import { useNotify, useRedirect, useResourceDefinition, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { representRecord } from '../../../resources/kit/fields';

export function useSavedNotification(declaration: ResourceDeclaration, message: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const { hasList } = useResourceDefinition({ resource: declaration.name });
  return useCallback(
    (record: RaRecord) => {
      notify(`engine.notifications.${message}`, {
        type: 'success',
        messageArgs: { name: representRecord(declaration, record) },
      });
      if (hasList) redirect('list', declaration.name);
      else redirect('edit', declaration.name, record.id, record);
    },
    [declaration, hasList, message, notify, redirect],
  );
}
