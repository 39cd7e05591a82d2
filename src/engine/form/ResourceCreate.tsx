/** The generated create screen. */
import { Create } from 'react-admin';
import type { ScreenProps } from '../types';
import { toPayload } from './formValues';
import { ResourceForm } from './ResourceForm';
import { useSavedNotification } from './useSavedNotification';

export function ResourceCreate({ declaration, components }: ScreenProps) {
  const onSuccess = useSavedNotification(declaration, 'created');
  return (
    <Create
      resource={declaration.name}
      transform={(data: Record<string, unknown>) => toPayload(declaration, 'create', data)}
      mutationOptions={{ onSuccess }}
    >
      <ResourceForm declaration={declaration} components={components} mode="create" />
    </Create>
  );
}
