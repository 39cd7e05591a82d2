import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'users',
  icon: 'People',
  recordRepresentation: '{first_name} {last_name}',
  defaultSort: { field: 'last_name', order: 'ASC' },
  menuOrder: 30,
  searchFields: ['first_name', 'last_name', 'email'],
  // The server asks for it too (server/resources/hooks/users.ts).
  currentPasswordFor: ['password', 'email'],
  // Staff manage the pupils and teachers of their own establishment, never another staff or admin
  // account; their own profile they may read, and change their name and password.
  permissions: {
    staff: {
      scope: 'etablissement',
      where: { role: ['student', 'teacher'] },
      self: { actions: ['show', 'edit'], fields: ['first_name', 'last_name', 'password'] },
    },
  },
  fields: [
    { name: 'first_name', kind: 'text', required: true, maxLength: 80 },
    { name: 'last_name', kind: 'text', required: true, maxLength: 80 },
    { name: 'email', kind: 'email', required: true, unique: true, maxLength: 254, transform: 'lowercase' },
    {
      name: 'role',
      kind: 'enum',
      values: ['student', 'teacher', 'staff', 'admin'],
      required: true,
      default: 'student',
    },
    { name: 'etablissement_id', kind: 'reference', target: 'etablissements', show: { filter: true } },
    {
      name: 'classes',
      kind: 'referenceList',
      target: 'classes',
      choicesFollow: { field: 'etablissement_id', targetField: 'etablissement_id' },
      choicesSort: 'name',
      choiceDetail: { field: 'etablissement_id', target: 'etablissements' },
    },
    {
      name: 'password',
      kind: 'password',
      requiredOnCreate: true,
      minLength: 8,
      maxLength: 128,
      helperText: 'resources.users.helpers.password',
      helperTextOnCreate: 'resources.users.helpers.passwordOnCreate',
      show: { list: false, filter: false, create: true, edit: true },
    },
    { name: 'active', kind: 'boolean', default: true },
    {
      name: 'last_sign_in_at',
      kind: 'datetime',
      readOnly: true,
      show: { list: true, create: false, edit: true },
    },
  ],
});
