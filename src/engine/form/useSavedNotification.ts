/**
 * After a save: a notification naming the record (agreeing with the area's gender), then back to the list (or to the edit
 * page when the area has no list of its own).
 */
import { useCallback } from 'react';
import { useNotify, useRedirect, useResourceDefinition, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { representRecord } from '../../../resources/kit/fields';
import { useGenderOf } from './grammaticalGender';

export function useSavedNotification(declaration: ResourceDeclaration, message: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const { hasList } = useResourceDefinition({ resource: declaration.name });
  const genderOf = useGenderOf();
  return useCallback(
    (record: RaRecord) => {
      // "a été créée" for a feminine area; the changes' sentence has one form.
      const key = message === 'created' ? `created.${genderOf(declaration.name)}` : message;
      notify(`engine.notifications.${key}`, {
        type: 'success',
        messageArgs: { name: representRecord(declaration, record) },
      });
      if (hasList) redirect('list', declaration.name);
      else redirect('edit', declaration.name, record.id, record);
    },
    [declaration, genderOf, hasList, message, notify, redirect],
  );
}
