/** A role named as the users' form names it (`resources.users.values.role.staff`), or as sent when it has no label. */
import type { TranslateFunction } from 'react-admin';
import { enumValueKey } from '../../../resources/kit/labels';

export function roleLabel(translate: TranslateFunction, role: string): string {
  return translate(enumValueKey('users', 'role', role), { _: role });
}
