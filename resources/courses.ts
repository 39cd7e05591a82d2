import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'courses',
  icon: 'MenuBook',
  recordRepresentation: 'title',
  defaultSort: { field: 'title', order: 'ASC' },
  menuOrder: 20,
  searchFields: ['title', 'description'],
  fields: [
    { name: 'title', kind: 'text', required: true, minLength: 3, maxLength: 120 },
    { name: 'description', kind: 'longText', maxLength: 5000 },
    {
      name: 'language',
      kind: 'enum',
      optionsFrom: 'config/languages',
      required: true,
      show: { filter: true },
    },
    {
      name: 'level',
      kind: 'enum',
      values: ['debutant', 'intermediaire', 'avance'],
      required: true,
      default: 'debutant',
    },
    { name: 'theme_id', kind: 'reference', target: 'themes' },
    {
      name: 'activities',
      kind: 'referenceList',
      target: 'activities',
      ordered: true,
      helperText: 'resources.courses.helpers.activities',
    },
    { name: 'active', kind: 'boolean', default: true },
    {
      name: 'updated_at',
      kind: 'datetime',
      readOnly: true,
      show: { list: true, create: false, edit: false },
    },
  ],
});
