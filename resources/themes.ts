import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'themes',
  icon: 'Palette',
  recordRepresentation: 'name',
  defaultSort: { field: 'position', order: 'ASC' },
  menuOrder: 70,
  fields: [
    { name: 'name', kind: 'text', required: true, unique: true, maxLength: 80 },
    { name: 'description', kind: 'longText', maxLength: 1000 },
    { name: 'color', kind: 'color', required: true, default: '#1976d2' },
    {
      name: 'position',
      kind: 'integer',
      min: 0,
      max: 10000,
      default: 0,
      helperText: 'resources.themes.helpers.position',
    },
    { name: 'active', kind: 'boolean', default: true },
  ],
});
