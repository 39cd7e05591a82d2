/**
 * The README's example of "Adding a managed area", word for word: one declaration and nothing else
 * (no i18n entry, no component). The front-end and server tests use this same file.
 */
import { defineResource } from '../../resources/kit/defineResource';

export const rooms = defineResource({
  name: 'rooms',
  icon: 'MeetingRoom',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', kind: 'text', required: true, unique: true, maxLength: 80 },
    { name: 'capacity', kind: 'integer', min: 1, max: 500 },
    { name: 'layout', kind: 'enum', values: ['theatre', 'u_shape'], default: 'theatre' },
    { name: 'active', kind: 'boolean', default: true },
  ],
});
