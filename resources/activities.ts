import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'activities',
  icon: 'Extension',
  recordRepresentation: 'title',
  defaultSort: { field: 'updated_at', order: 'DESC' },
  perPage: 25,
  menuOrder: 10,
  searchFields: ['title', 'description'],
  fields: [
    { name: 'title', kind: 'text', required: true, minLength: 3, maxLength: 120 },
    { name: 'description', kind: 'longText', maxLength: 5000 },
    { name: 'type', kind: 'enum', optionsFrom: 'config/activity-types', required: true, show: { filter: true } },
    { name: 'language', kind: 'enum', optionsFrom: 'config/languages', required: true, show: { filter: true } },
    { name: 'image', kind: 'mediaImage', directory: 'cartes', show: { list: true } },
    { name: 'theme_id', kind: 'reference', target: 'themes', show: { filter: true } },
    { name: 'hashtags', kind: 'referenceList', target: 'hashtags' },
    { name: 'etablissements', kind: 'referenceList', target: 'etablissements' },
    { name: 'duration_minutes', kind: 'integer', min: 1, max: 600, default: 30 },
    { name: 'difficulty', kind: 'integer', min: 1, max: 5, default: 2, show: { filter: true } },
    { name: 'active', kind: 'boolean', default: true, show: { filter: true } },
    { name: 'created_at', kind: 'datetime', readOnly: true, show: { list: false, create: false, edit: true } },
    { name: 'updated_at', kind: 'datetime', readOnly: true, show: { list: true, create: false, edit: true } },
  ],
});
