import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'hashtags',
  key: 'label',
  icon: 'Tag',
  recordRepresentation: 'label',
  defaultSort: { field: 'label', order: 'ASC' },
  menuOrder: 60,
  fields: [
    {
      name: 'label',
      kind: 'text',
      required: true,
      unique: true,
      minLength: 2,
      maxLength: 50,
      pattern: '[a-z0-9à-ÿ_-]+',
      patternMessage: 'resources.hashtags.errors.label',
      helperText: 'resources.hashtags.helpers.label',
      transform: 'lowercase',
    },
    { name: 'description', kind: 'longText', maxLength: 500 },
    { name: 'usage_count', kind: 'computed', count: { resource: 'activities', via: 'hashtags' } },
    { name: 'active', kind: 'boolean', default: true },
  ],
});
