/**
 * The generated edit screen. Saving waits for the server (pessimistic) so that a refused save
 * (422 field errors, 409 stale record) leaves the user on the form with what they typed. Under
 * the form, the records of other areas pointing to this one, then its change history (folded).
 */
import { Edit, useGetIdentity } from 'react-admin';
import type { ScreenProps } from '../types';
import { currentPasswordBody } from './currentPassword';
import { toPayload } from './formValues';
import { HistoryAccordion } from './HistoryAccordion';
import { RelatedRecords } from '../related/RelatedRecords';
import { ResourceForm } from './ResourceForm';
import { useSavedNotification } from './useSavedNotification';

export function ResourceEdit({ declaration, components }: ScreenProps) {
  const onSuccess = useSavedNotification(declaration, 'updated');
  const { identity } = useGetIdentity();
  return (
    <Edit
      resource={declaration.name}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) => ({
        ...toPayload(declaration, 'edit', data),
        ...currentPasswordBody(declaration, identity?.id, options?.previousData, data),
      })}
      mutationOptions={{ onSuccess }}
    >
      <ResourceForm declaration={declaration} components={components} mode="edit" />
      <RelatedRecords declaration={declaration} />
      <HistoryAccordion declaration={declaration} />
    </Edit>
  );
}
