/**
 * What a phone's line says of a record, from the declaration alone (phoneLines.tsx): its name from
 * the record representation (one field or several), a second line of the next one-line columns (each named, by the field's
 * name when the area has no label for it), a mark on an inactive record named by the area's active
 * flag, and a sort menu of the sortable columns only.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { server } from '../../support/mswServer';
import { queriesSettled } from '../../support/settled';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { styleAt } from './support/cssAtWidth';
import { renderAdmin } from './support/renderAdmin';
import { screenWidth } from './support/screenWidth';

/** An area named by two fields, whose flag of activity is not called `active`; two fields without a French label. */
const kits = defineResource({
  name: 'kits',
  recordRepresentation: '{code} {title}',
  activeField: 'open',
  fields: [
    { name: 'code', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'notes', kind: 'longText', show: { list: true } },
    { name: 'open', kind: 'boolean' },
    { name: 'level', kind: 'enum', values: ['easy', 'hard'] },
    { name: 'language', kind: 'enum', optionsFrom: 'config/languages' },
    { name: 'weight', kind: 'number' },
  ],
});

/** An area named by one field, whose next columns are a text and a date. */
const trips = defineResource({
  name: 'trips',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'place', kind: 'text' },
    { name: 'leaves_on', kind: 'date' },
  ],
});

const declarations = [...fixtureDeclarations, kits, trips];
const messages = {
  ...fixtureMessages,
  resources: {
    ...fixtureMessages.resources,
    kits: {
      name: 'Kit |||| Kits',
      fields: { code: 'Code', title: 'Titre', notes: 'Notes', level: 'Niveau', weight: 'Poids' },
      values: { level: { easy: 'Facile', hard: 'Difficile' } },
    },
    trips: { name: 'Sortie |||| Sorties', fields: { name: 'Nom', place: 'Lieu', leaves_on: 'Départ' } },
  },
};

function start(route: string) {
  const seed = fixtureSeed();
  seed.kits = [
    {
      id: 1,
      code: 'K1',
      title: 'Trousse',
      notes: 'Longue note',
      open: true,
      level: 'hard',
      language: 'en',
      weight: 3,
    },
    { id: 2, code: 'K2', title: 'Boîte', open: false, level: 'easy', language: 'fr', weight: 1 },
  ];
  seed.trips = [{ id: 1, name: 'Musée', place: 'Lyon', leaves_on: '2025-03-14' }];
  const api = fakeApi(declarations, seed);
  server.use(...api.handlers);
  return Object.assign(renderAdmin({ declarations, route, messages }), { sent: api.sent });
}

const secondLine = (line: HTMLElement) => line.querySelector('.MuiListItemText-secondary');

describe('a phone line', () => {
  beforeEach(() => screenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('names a record by its fields, then the next two one-line columns, and marks it by the area’s own flag', async () => {
    const app = start('/kits');
    const trousse = await screen.findByRole('link', { name: /^K1/ });
    const boite = screen.getByRole('link', { name: /^K2/ });
    // Checked once every answer is drawn, so that a wrong line fails at once.
    await queriesSettled(app.queryClient);
    expect(trousse.querySelector('.MuiListItemText-primary')).toHaveTextContent(/^K1 Trousse/);
    // Neither the naming fields, nor the long text, nor the flag; the third column (Poids) stays out.
    expect(secondLine(trousse)).toHaveTextContent(/^Niveau : Difficile · language : Anglais$/);
    expect(secondLine(boite)).toHaveTextContent(/^Niveau : Facile · language : Français$/);
    const mark = within(boite).getByText('open : non').closest('.MuiChip-root') as HTMLElement;
    // Apart from the line's text.
    expect(styleAt(mark, 'margin-left', 390)).toBe('8px');
    expect(within(trousse).queryByText(/: non$/)).toBeNull();
  });

  it('shows a text and a date after a name of one field', async () => {
    const app = start('/trips');
    const trip = await screen.findByRole('link', { name: /^Musée/ });
    await queriesSettled(app.queryClient);
    expect(secondLine(trip)).toHaveTextContent(/^Lieu : Lyon · Départ : 14\/03\/2025$/);
  });

  it('has no second line nor mark when nothing but the name is shown in one line', async () => {
    const app = start('/makers');
    const ada = await screen.findByRole('link', { name: /^Ada/ });
    await queriesSettled(app.queryClient);
    expect(secondLine(ada)).toBeEmptyDOMElement();
    expect(ada).toHaveTextContent(/^Ada Lovelace$/);
  });

  it('offers to sort by the sortable columns only', async () => {
    start('/gadgets');
    await screen.findByRole('link', { name: /^Boussole/ });
    fireEvent.click(await screen.findByRole('button', { name: /Trier par/ }));
    await screen.findByRole('menu');
    const offered = screen.getAllByRole('menuitem').map((item) => item.textContent);
    // The declared list columns in their order, less those the server does not sort on (long
    // text, references list, image, object list); the sorted title reverses.
    const ascending = ['Contact', 'Site', 'Prix', 'Stock', 'Actif', 'Sortie', 'Vérifié le', 'Taille'];
    ascending.push('Langue', 'Teinte', 'Fabricant', 'Fans');
    expect(offered).toEqual(['Titre décroissant', ...ascending.map((label) => `${label} croissant`)]);
  });
});
