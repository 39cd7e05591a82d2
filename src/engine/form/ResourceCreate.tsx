/** The generated create screen, titled in agreement with the area's name ("Nouvelle activité"). */
import { Create } from 'react-admin';
import type { ScreenProps } from '../types';
import { toPayload } from './formValues';
import { useCreateTitle } from './grammaticalGender';
import { ResourceForm } from './ResourceForm';
import { useSavedNotification } from './useSavedNotification';

export function ResourceCreate({ declaration, components }: ScreenProps) {
  const onSuccess = useSavedNotification(declaration, 'created');
  const title = useCreateTitle(declaration.name);
  return (
    <Create
      resource={declaration.name}
      title={title}
      transform={(data: Record<string, unknown>) => toPayload(declaration, 'create', data)}
      mutationOptions={{ onSuccess }}
    >
      <ResourceForm declaration={declaration} components={components} mode="create" />
    </Create>
  );
}
