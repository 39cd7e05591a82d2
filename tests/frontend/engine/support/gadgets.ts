/**
 * A fixture area declared in the tests only (not in resources/): one field of every kind, plus
 * the two areas it refers to, one of them keyed by its own field. It proves that a declaration
 * alone becomes a working area.
 */
import { defineResource } from '../../../../resources/kit/defineResource';
import type { Row } from './fakeApi';

export const makers = defineResource({
  name: 'makers',
  recordRepresentation: '{first_name} {last_name}',
  fields: [
    { name: 'first_name', kind: 'text', required: true },
    { name: 'last_name', kind: 'text', required: true },
    { name: 'favourite_gadget', kind: 'reference', target: 'gadgets' },
  ],
});

export const labels = defineResource({
  name: 'labels',
  key: 'code',
  recordRepresentation: 'code',
  fields: [
    { name: 'code', kind: 'text', required: true, pattern: '[a-z]+', patternMessage: 'fixture.errors.code' },
    { name: 'caption', kind: 'text' },
  ],
});

export const gadgets = defineResource({
  name: 'gadgets',
  icon: 'Extension',
  recordRepresentation: 'title',
  defaultSort: { field: 'title', order: 'ASC' },
  perPage: 10,
  fields: [
    { name: 'title', kind: 'text', required: true, minLength: 3, maxLength: 40 },
    { name: 'notes', kind: 'longText', show: { list: true } },
    { name: 'contact', kind: 'email' },
    { name: 'website', kind: 'url' },
    { name: 'secret', kind: 'password', requiredOnCreate: true, minLength: 8 },
    { name: 'price', kind: 'number', min: 0 },
    { name: 'stock', kind: 'integer', min: 0, max: 100, helperText: 'fixture.helpers.stock' },
    { name: 'active', kind: 'boolean', default: true },
    { name: 'released_on', kind: 'date' },
    { name: 'checked_at', kind: 'datetime' },
    { name: 'size', kind: 'enum', values: ['small', 'large'], default: 'small' },
    { name: 'language', kind: 'enum', optionsFrom: 'config/languages' },
    { name: 'tint', kind: 'color' },
    { name: 'maker_id', kind: 'reference', target: 'makers' },
    { name: 'labels', kind: 'referenceList', target: 'labels', show: { list: true } },
    { name: 'picture', kind: 'mediaImage', directory: 'cartes' },
    {
      name: 'parts',
      kind: 'objectList',
      show: { list: true },
      fields: [
        { name: 'part', kind: 'text', required: true },
        { name: 'grade', kind: 'enum', values: ['a', 'b'], default: 'a' },
      ],
    },
    { name: 'fans', kind: 'computed', count: { resource: 'makers', via: 'favourite_gadget' } },
  ],
});

export const fixtureDeclarations = [gadgets, makers, labels];

/** French labels of the fixture, as a real area would have them in i18n/fr/resources.ts. */
export const fixtureMessages = {
  fixture: {
    errors: { code: 'Lettres minuscules seulement' },
    helpers: { stock: 'Pièces en réserve' },
  },
  resources: {
    gadgets: {
      name: 'Gadget |||| Gadgets',
      fields: {
        title: 'Titre',
        notes: 'Notes',
        contact: 'Contact',
        website: 'Site',
        secret: 'Secret',
        price: 'Prix',
        stock: 'Stock',
        active: 'Actif',
        released_on: 'Sortie',
        checked_at: 'Vérifié le',
        size: 'Taille',
        language: 'Langue',
        tint: 'Teinte',
        maker_id: 'Fabricant',
        labels: 'Étiquettes',
        picture: 'Image',
        parts: 'Pièces',
        fans: 'Fans',
      },
      values: {
        size: { small: 'Petit', large: 'Grand' },
        parts: { grade: { a: 'Qualité A', b: 'Qualité B' } },
      },
      items: { parts: { part: 'Pièce', grade: 'Qualité' } },
    },
    makers: { name: 'Fabricant |||| Fabricants', fields: { first_name: 'Prénom', last_name: 'Nom' } },
    labels: { name: 'Étiquette |||| Étiquettes', fields: { code: 'Code', caption: 'Légende' } },
  },
};

const LONG_NOTES =
  'Une très longue note qui décrit le gadget en détail, bien au-delà de ce que la colonne de la liste peut montrer sans déborder.';

export function fixtureSeed(): Record<string, Row[]> {
  return {
    gadgets: [
      {
        id: 1,
        title: 'Boussole',
        notes: LONG_NOTES,
        contact: 'atelier@example.org',
        website: 'https://example.org/boussole',
        price: 1234.5,
        stock: 7,
        active: true,
        released_on: '2025-03-14',
        checked_at: '2025-03-14T12:30:00Z',
        size: 'large',
        language: 'en',
        tint: '#ff8800',
        maker_id: 1,
        labels: ['rouge', 'bleu'],
        picture: '/media-files/cartes/boussole.png',
        parts: [
          { part: 'Aiguille', grade: 'a' },
          { part: 'Cadran', grade: 'b' },
        ],
      },
      { id: 2, title: 'Sextant', stock: 0, active: false, size: 'small', parts: [] },
    ],
    makers: [
      { id: 1, first_name: 'Ada', last_name: 'Lovelace', favourite_gadget: 1 },
      { id: 2, first_name: 'Alan', last_name: 'Turing', favourite_gadget: 1 },
    ],
    labels: [
      { code: 'rouge', caption: 'Rouge' },
      { code: 'bleu', caption: 'Bleu' },
    ],
  };
}
