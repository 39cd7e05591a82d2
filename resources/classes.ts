import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'classes',
  icon: 'Groups',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  menuOrder: 50,
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: 80 },
    {
      name: 'level',
      kind: 'enum',
      values: ['cp', 'ce1', 'ce2', 'cm1', 'cm2', '6e', '5e', '4e', '3e', '2nde', '1ere', 'terminale', 'autre'],
      required: true,
    },
    {
      name: 'school_year',
      kind: 'text',
      required: true,
      pattern: '20[0-9]{2}-20[0-9]{2}',
      patternMessage: 'resources.classes.errors.school_year',
      helperText: 'resources.classes.helpers.school_year',
      show: { filter: true },
    },
    { name: 'etablissement_id', kind: 'reference', target: 'etablissements', required: true },
    { name: 'teacher_id', kind: 'reference', target: 'users' },
    { name: 'active', kind: 'boolean', default: true },
    { name: 'student_count', kind: 'computed', count: { resource: 'users', via: 'classes' } },
  ],
});
