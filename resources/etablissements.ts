import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'etablissements',
  icon: 'Apartment',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  menuOrder: 40,
  permissions: { staff: { actions: ['list', 'show'] } },
  searchFields: ['name', 'city', 'uai'],
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: 150 },
    {
      name: 'uai',
      kind: 'text',
      required: true,
      unique: true,
      pattern: '[0-9]{7}[A-Z]',
      patternMessage: 'resources.etablissements.errors.uai',
      transform: 'uppercase',
      helperText: 'resources.etablissements.helpers.uai',
    },
    {
      name: 'type',
      kind: 'enum',
      values: ['ecole', 'college', 'lycee', 'universite', 'centre_loisirs', 'autre'],
      required: true,
    },
    { name: 'address', kind: 'text', maxLength: 200, show: { list: false } },
    {
      name: 'postal_code',
      kind: 'text',
      pattern: '[0-9]{5}',
      patternMessage: 'resources.etablissements.errors.postal_code',
      show: { list: false },
    },
    { name: 'city', kind: 'text', maxLength: 100 },
    { name: 'email', kind: 'email', maxLength: 254, show: { list: false } },
    {
      name: 'phone',
      kind: 'text',
      pattern: '(\\+33 ?|0)[1-9]( ?[0-9]{2}){4}',
      patternMessage: 'resources.etablissements.errors.phone',
      show: { list: false },
    },
    { name: 'active', kind: 'boolean', default: true },
  ],
});
