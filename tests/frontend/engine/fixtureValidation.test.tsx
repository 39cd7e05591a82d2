/**
 * Rules give the same verdict in the form as in the shared schema (which the server applies), and
 * a refusal from the server (422 field errors, 409) lands on the form, which keeps what was typed.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../../i18n/fr';
import { makeTranslate, type Messages } from '../../../i18n/translate';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { compileSchema } from '../../../resources/kit/schema';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed, gadgets, labels } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { click, label, request, typeInto, save } from './support/ui';

function start(route: string) {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  server.use(...api.handlers);
  const app = renderAdmin({ declarations: fixtureDeclarations, route, messages: fixtureMessages });
  return { api, app };
}

/** What the shared schema says about these values, message by field. */
function schemaVerdict(
  values: Record<string, unknown>,
  declaration: ResourceDeclaration = gadgets,
): Record<string, string> {
  const translate = makeTranslate({
    ...(fr as unknown as Messages),
    ...(fixtureMessages as unknown as Messages),
  });
  const result = compileSchema(declaration, 'create', translate).safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The error shown under an input (react-admin renders it as the input's helper text). */
function shownError(input: HTMLElement): string | null {
  const helperId = input.getAttribute('aria-describedby');
  return helperId ? (document.getElementById(helperId)?.textContent ?? null) : null;
}

describe('the same rules in the form and in the schema', () => {
  it('refuses what the schema refuses, with the same messages, and sends nothing', async () => {
    const { api } = start('/gadgets/create');
    await screen.findByLabelText(label('Titre'));
    const typed = {
      title: 'ab',
      contact: 'atelier@',
      website: 'example.org',
      secret: 'court',
      stock: '101',
      tint: 'bleu',
    };
    const inputs = {
      title: typeInto('Titre', typed.title),
      contact: typeInto('Contact', typed.contact),
      website: typeInto('Site', typed.website),
      secret: typeInto('Secret', typed.secret),
      stock: typeInto('Stock', typed.stock),
      tint: typeInto('Teinte', typed.tint),
    };
    await save();

    const expected = schemaVerdict({ ...typed, stock: 101, size: 'small', active: true });
    expect(Object.keys(expected).sort()).toEqual(['contact', 'secret', 'stock', 'tint', 'title', 'website']);
    await waitFor(() => expect(shownError(inputs.title)).toBe(expected.title));
    for (const [name, input] of Object.entries(inputs)) expect(shownError(input)).toBe(expected[name]);
    // The wording is the French one of i18n/fr/validation.ts.
    expect(expected.title).toBe('Au moins 3 caractères');
    expect(expected.stock).toBe('La valeur doit être inférieure ou égale à 100');
    expect(api.sent('POST', '/api/gadgets')).toHaveLength(0);
  });

  it('accepts what the schema accepts', async () => {
    const { api } = start('/gadgets/create');
    await screen.findByLabelText(label('Titre'));
    const typed = { title: 'Loupe', secret: 'assez-long', stock: '100', tint: '#A0b0C0' };
    expect(schemaVerdict({ ...typed, stock: 100, size: 'small', active: true })).toEqual({});
    for (const [field, value] of Object.entries({
      Titre: typed.title,
      Secret: typed.secret,
      Stock: typed.stock,
      Teinte: typed.tint,
    }))
      typeInto(field, value);
    await save();
    const post = await request(api, 'POST', '/api/gadgets');
    expect(post.body).toMatchObject({ title: 'Loupe', stock: 100, tint: '#A0b0C0' });
  });

  it('gives a declared pattern its own message', async () => {
    start('/labels/create');
    const code = typeInto('Code', 'Vert!');
    await save();
    const expected = schemaVerdict({ code: 'Vert!' }, labels);
    expect(expected.code).toBe('Lettres minuscules seulement');
    await waitFor(() => expect(shownError(code)).toBe(expected.code));
  });
});

describe('a refusal from the server', () => {
  it('puts 422 field errors on the fields and keeps what was typed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/gadgets/create');
    server.use(
      http.post('/api/gadgets', () =>
        HttpResponse.json(
          {
            detail: [
              { loc: ['body', 'title'], msg: 'Ce titre est déjà pris', type: 'unique' },
              { loc: ['body', 'parts', 0, 'part'], msg: 'Pièce inconnue', type: 'value_error' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await screen.findByLabelText(label('Titre'));
    const title = typeInto('Titre', 'Astrolabe');
    const secret = typeInto('Secret', 'motdepasse');
    click('Ajouter');
    const part = typeInto(/^Pièce/, 'Limbe');
    await save();

    await waitFor(() => expect(shownError(title)).toBe('Ce titre est déjà pris'));
    expect(shownError(part)).toBe('Pièce inconnue');
    expect(title).toHaveValue('Astrolabe');
    expect(secret).toHaveValue('motdepasse');
    expect(part).toHaveValue('Limbe');
    // The data provider logs the failed call in development.
    expect(errors).toHaveBeenCalled();
  });

  it('says why a stale edit was refused (409) and keeps the changes on screen', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = start('/gadgets/1/edit');
    server.use(
      http.put('/api/gadgets/1', () =>
        HttpResponse.json(
          { detail: 'Cet élément a été modifié entre-temps, rechargez la page' },
          { status: 409 },
        ),
      ),
    );
    const title = await screen.findByLabelText(label('Titre'));
    await waitFor(() => expect(title).toHaveValue('Boussole'));
    typeInto('Titre', 'Boussole de poche');
    await save();
    expect(
      await screen.findByText('Cet élément a été modifié entre-temps, rechargez la page'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(label('Titre'))).toHaveValue('Boussole de poche');
    expect(app.location()).toBe('/gadgets/1/edit');
    expect(errors).toHaveBeenCalled();
  });
});

describe('a value already used (409)', () => {
  it('shows the server’s sentence under the field its answer names, and keeps what was typed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/labels/create');
    // The sentence need not quote the value: the answer's `field` says where it goes.
    const taken = 'Ce code est déjà pris par une autre étiquette';
    server.use(
      http.post('/api/labels', () => HttpResponse.json({ detail: taken, field: 'code' }, { status: 409 })),
    );
    await screen.findByLabelText(label('Code'));
    const code = typeInto('Code', 'vert');
    typeInto('Légende', 'Vert');
    await save();
    await waitFor(() => expect(shownError(code)).toBe(taken));
    expect(code).toHaveValue('vert');
    expect(errors).toHaveBeenCalled();
  });

  it('stays a message when the answer names no field, even if its sentence quotes a value sent', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/labels/create');
    const refused = 'Refusé : « vert » est réservé par l’administrateur';
    server.use(http.post('/api/labels', () => HttpResponse.json({ detail: refused }, { status: 409 })));
    await screen.findByLabelText(label('Code'));
    const code = typeInto('Code', 'vert');
    typeInto('Légende', 'Vert');
    await save();
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(shownError(code)).not.toBe(refused);
    expect(errors).toHaveBeenCalled();
  });
});

describe('a resource keyed by its own field', () => {
  it('chooses the key on create', async () => {
    const { api } = start('/labels/create');
    typeInto('Code', 'vert');
    typeInto('Légende', 'Vert');
    await save();
    const post = await request(api, 'POST', '/api/labels');
    expect(post.body).toEqual({ code: 'vert', caption: 'Vert' });
  });

  it('opens /labels/{code}/edit with the key shown but not editable, and saves by key', async () => {
    const { api } = start('/labels/rouge/edit');
    const caption = await screen.findByLabelText('Légende');
    await waitFor(() => expect(caption).toHaveValue('Rouge'));
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.getByText('rouge')).toBeInTheDocument();
    typeInto('Légende', 'Rouge vif');
    await save();
    const put = await request(api, 'PUT', '/api/labels/rouge');
    expect(put.body).toMatchObject({ caption: 'Rouge vif' });
    expect(put.body).not.toHaveProperty('code');
    expect(put.body).not.toHaveProperty('id');
  });
});
