import { defineResource } from './kit/defineResource';

export default defineResource({
  name: 'satisfaction-templates',
  icon: 'ThumbUp',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  menuOrder: 80,
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: 120 },
    { name: 'description', kind: 'longText', maxLength: 2000 },
    { name: 'domain_id', kind: 'reference', target: 'satisfaction-template-domains', required: true },
    {
      name: 'questions',
      kind: 'objectList',
      minItems: 1,
      maxItems: 50,
      required: true,
      fields: [
        { name: 'label', kind: 'text', required: true, maxLength: 300 },
        {
          name: 'kind',
          kind: 'enum',
          values: ['scale', 'yes_no', 'free_text', 'single_choice'],
          required: true,
          default: 'scale',
        },
        {
          name: 'options',
          kind: 'text',
          maxLength: 500,
          separator: ';',
          shownWhen: { field: 'kind', in: ['single_choice'] },
          helperText: 'resources.satisfaction-templates.helpers.options',
        },
        { name: 'required', kind: 'boolean', default: true },
      ],
    },
    { name: 'active', kind: 'boolean', default: true },
  ],
});
