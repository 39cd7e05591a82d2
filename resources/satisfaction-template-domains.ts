import { defineResource } from './kit/defineResource';

/** Domains are managed in place on one page (spec 2): no create or edit routes of their own. */
export default defineResource({
  name: 'satisfaction-template-domains',
  icon: 'Category',
  recordRepresentation: 'name',
  defaultSort: { field: 'position', order: 'ASC' },
  perPage: 100,
  menuOrder: 90,
  screens: { list: 'SatisfactionDomainsPage', create: false, edit: false },
  fields: [
    { name: 'name', kind: 'text', required: true, unique: true, maxLength: 80 },
    { name: 'position', kind: 'integer', min: 0, max: 10000, default: 0 },
    {
      name: 'template_count',
      kind: 'computed',
      count: { resource: 'satisfaction-templates', via: 'domain_id' },
    },
  ],
});
