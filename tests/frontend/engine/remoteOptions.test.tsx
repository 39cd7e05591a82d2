/**
 * An enum fed by the API (`optionsFrom`): its list becomes the choices; a list that fails to load
 * or is not an array gives no choice, and the form still opens and saves (spec 5 and 8).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { request, save, typeInto } from './support/ui';

/** The choices offered, as `code=label`, leaving out the "no value" entry. */
async function languageChoices(): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Langue' }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options
    .filter((o) => o.getAttribute('data-value'))
    .map((o) => `${o.getAttribute('data-value')}=${o.textContent?.trim()}`);
}

const answers = {
  'an error': () => HttpResponse.json({ detail: 'Indisponible' }, { status: 500 }),
  'an object instead of a list': () => HttpResponse.json({ languages: ['fr'] }),
  'plain text': () => HttpResponse.text('fr,en'),
};

describe('choices loaded from the API', () => {
  it('offers the labels of the loaded list, as codes', async () => {
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    server.use(...api.handlers);
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets/create', messages: fixtureMessages });
    expect(await languageChoices()).toEqual(['fr=Français', 'en=Anglais']);
  });

  it.each(Object.keys(answers) as (keyof typeof answers)[])(
    'leaves the choices empty when the list answers %s, and the form still saves',
    async (answer) => {
      const api = fakeApi(fixtureDeclarations, fixtureSeed());
      server.use(http.get('/api/config/languages', answers[answer]), ...api.handlers);
      renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets/create', messages: fixtureMessages });
      expect(await languageChoices()).toEqual([]);
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
      typeInto('Titre', 'Astrolabe');
      typeInto('Secret', 'motdepasse');
      await save();
      expect((await request(api, 'POST', '/api/gadgets')).body).toMatchObject({
        title: 'Astrolabe',
        language: null,
      });
    },
  );
});
