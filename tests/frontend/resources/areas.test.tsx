/**
 * Each declared area through the generated screens, against msw: list and bulk toggle, edit,
 * delete from the form, bulk delete and create, each from its own render so a failure names its
 * action. The satisfaction template domains have a page of their own (satisfactionDomains.test.tsx).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keyOf } from '../../../resources/kit/fields';
import { declaration } from '../../shared/declarations';
import type { FakeApi } from '../engine/support/fakeApi';
import { autocomplete, click, request, selectOption, typeInto, save } from '../engine/support/ui';
import { startAreas } from './support/startAreas';

interface AreaCase {
  name: string;
  /** Its name is feminine in French ("a été créée"). */
  feminine?: boolean;
  /** Texts of the first two rows in the default order: the first is edited, the second deleted. */
  first: { id: number | string; text: string; name: string };
  second: { id: number | string; text: string; name: string };
  /** Changes one thing in the first record's form; returns what the PUT body must hold. */
  edit: () => Promise<Record<string, unknown>>;
  /** Fills the create form's required inputs; returns the new record's name and the POST body subset. */
  create: () => Promise<{ name: string; body: Record<string, unknown> }>;
}

const areas: AreaCase[] = [
  {
    name: 'activities',
    feminine: true,
    first: { id: 3, text: 'Frise chronologique', name: 'Frise des rois' },
    second: { id: 2, text: 'Lecture du soir', name: 'Lecture du soir' },
    edit: async () => {
      typeInto('Titre', 'Frise des rois');
      return { title: 'Frise des rois', type: 'quiz', language: 'fr', theme_id: 2, difficulty: 3 };
    },
    create: async () => {
      typeInto('Titre', 'Jeu des drapeaux');
      await selectOption('Type', 'Quiz');
      await selectOption('Langue', 'Français');
      return {
        name: 'Jeu des drapeaux',
        body: {
          title: 'Jeu des drapeaux',
          type: 'quiz',
          language: 'fr',
          duration_minutes: 30,
          difficulty: 2,
          active: true,
        },
      };
    },
  },
  {
    name: 'courses',
    first: { id: 1, text: 'Parcours découverte', name: 'Parcours découverte' },
    second: { id: 2, text: 'Parcours expert', name: 'Parcours expert' },
    edit: async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Descendre « Quiz des capitales »' }));
      return { title: 'Parcours découverte', activities: [2, 1, 3] };
    },
    create: async () => {
      typeInto('Titre', 'Parcours du soir');
      await selectOption('Langue', 'Anglais');
      return {
        name: 'Parcours du soir',
        body: { title: 'Parcours du soir', language: 'en', level: 'debutant', activities: [] },
      };
    },
  },
  {
    name: 'users',
    first: { id: 1, text: 'Lovelace', name: 'Ada Byron' },
    second: { id: 2, text: 'Turing', name: 'Alan Turing' },
    edit: async () => {
      typeInto('Nom', 'Byron');
      return { first_name: 'Ada', last_name: 'Byron', role: 'teacher', classes: [1] };
    },
    create: async () => {
      typeInto('Prénom', 'Grace');
      typeInto('Nom', 'Hopper');
      typeInto('Adresse e-mail', 'grace@example.org');
      typeInto('Mot de passe', 'compilateur');
      return {
        name: 'Grace Hopper',
        body: {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.org',
          password: 'compilateur',
          role: 'student',
        },
      };
    },
  },
  {
    name: 'etablissements',
    first: { id: 2, text: 'Collège Jean Moulin', name: 'Collège Jean Moulin' },
    second: { id: 1, text: 'Lycée Victor Hugo', name: 'Lycée Victor Hugo' },
    edit: async () => {
      typeInto('Ville', 'Villeurbanne');
      return { name: 'Collège Jean Moulin', uai: '0691234B', city: 'Villeurbanne' };
    },
    create: async () => {
      typeInto('Nom', 'École des Lilas');
      typeInto('Code UAI', '0931234C');
      await selectOption('Type', 'École');
      return {
        name: 'École des Lilas',
        body: { name: 'École des Lilas', uai: '0931234C', type: 'ecole', active: true },
      };
    },
  },
  {
    name: 'classes',
    feminine: true,
    first: { id: 2, text: '6e B', name: '6e C' },
    second: { id: 1, text: 'Terminale S1', name: 'Terminale S1' },
    edit: async () => {
      typeInto('Nom', '6e C');
      return { name: '6e C', level: '6e', school_year: '2025-2026', etablissement_id: 2 };
    },
    create: async () => {
      typeInto('Nom', 'CM2 A');
      await selectOption('Niveau', 'CM2');
      typeInto('Année scolaire', '2025-2026');
      await autocomplete('Établissement', 'Lyc', 'Lycée Victor Hugo');
      return {
        name: 'CM2 A',
        body: { name: 'CM2 A', level: 'cm2', school_year: '2025-2026', etablissement_id: 1, active: true },
      };
    },
  },
  {
    name: 'hashtags',
    first: { id: 'geographie', text: 'geographie', name: 'geographie' },
    second: { id: 'histoire', text: 'histoire', name: 'histoire' },
    edit: async () => {
      typeInto('Description', 'Cartes, pays et capitales');
      return { description: 'Cartes, pays et capitales', active: true };
    },
    create: async () => {
      typeInto('Libellé', 'sciences');
      return { name: 'sciences', body: { label: 'sciences', active: true } };
    },
  },
  {
    name: 'themes',
    first: { id: 1, text: 'Sciences', name: 'Sciences et techniques' },
    second: { id: 2, text: 'Histoire', name: 'Histoire' },
    edit: async () => {
      typeInto('Nom', 'Sciences et techniques');
      return { name: 'Sciences et techniques', color: '#1976d2', position: 0 };
    },
    create: async () => {
      typeInto('Nom', 'Arts');
      return { name: 'Arts', body: { name: 'Arts', color: '#1976d2', position: 0, active: true } };
    },
  },
  {
    name: 'satisfaction-templates',
    first: { id: 2, text: 'Bilan trimestriel', name: 'Bilan annuel' },
    second: { id: 1, text: 'Fin de séance', name: 'Fin de séance' },
    edit: async () => {
      typeInto('Nom', 'Bilan annuel');
      return {
        name: 'Bilan annuel',
        domain_id: 1,
        questions: [{ label: 'Note globale', kind: 'scale', required: true }],
      };
    },
    create: async () => {
      typeInto('Nom', 'Accueil du matin');
      await autocomplete('Domaine', 'Acc', 'Accueil');
      click('Ajouter');
      typeInto(/^Intitulé de la question/, 'Étiez-vous à l’heure ?');
      return {
        name: 'Accueil du matin',
        body: {
          name: 'Accueil du matin',
          domain_id: 3,
          // A scale question is asked no choices.
          questions: [{ label: 'Étiez-vous à l’heure ?', kind: 'scale', required: true }],
          active: true,
        },
      };
    },
  },
];

const idsOf = (api: FakeApi, area: string) =>
  api.rows[area].map((r) => r[keyOf(declaration(area))]).sort((a, b) => String(a).localeCompare(String(b)));

const sorted = (ids: unknown) => [...(ids as unknown[])].sort((a, b) => String(a).localeCompare(String(b)));

async function selectAll() {
  const all = await screen.findByRole('checkbox', { name: 'Tout sélectionner' });
  await waitFor(() => expect(all).not.toBeChecked());
  fireEvent.click(all);
}

async function confirmDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
}

describe.each(areas)('the $name area', (area) => {
  const base = `/api/${area.name}`;

  /** The area's list, showing its first two rows. */
  async function openList() {
    // Opening a record restores the list's scroll position, which jsdom does not implement.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const started = startAreas(`/${area.name}`);
    await screen.findByText(area.first.text);
    await screen.findByText(area.second.text);
    return started;
  }

  it('lists its records and deactivates them all in bulk; a form opened next shows it', async () => {
    const { api, app } = await openList();
    const everyId = idsOf(api, area.name);

    await selectAll();
    click('Désactiver');
    const toggle = await request(api, 'PUT', `${base}/bulk/toggle-active`);
    expect(toggle.body).toEqual({ ids: expect.any(Array), active: false });
    expect(sorted((toggle.body as { ids: unknown[] }).ids)).toEqual(everyId);
    await screen.findByText(`${everyId.length} éléments désactivés`);

    // The form reads the record again: it does not show the state from before the bulk change.
    fireEvent.click(screen.getByText(area.first.text));
    await waitFor(() => expect(app.location()).toBe(`/${area.name}/${area.first.id}`));
    expect(await screen.findByRole('switch', { name: /^Acti(f|ve)$/ })).not.toBeChecked();
  });

  it('edits a record from its form', async () => {
    const { api, app } = await openList();
    fireEvent.click(screen.getByText(area.first.text));
    await waitFor(() => expect(app.location()).toBe(`/${area.name}/${area.first.id}`));
    await screen.findByRole('button', { name: 'Enregistrer' });
    const expected = await area.edit();
    await save();
    const put = await request(api, 'PUT', `${base}/${area.first.id}`);
    expect(put.body).toMatchObject({ ...expected, updated_at: expect.any(String) });
    expect(put.body).not.toHaveProperty('password');
    await screen.findByText(`Les modifications de « ${area.first.name} » ont été enregistrées`);
    await waitFor(() => expect(app.location()).toBe(`/${area.name}`));
  });

  it('deletes a record from its form, after a confirmation that names it', async () => {
    const { api, app } = await openList();
    fireEvent.click(screen.getByText(area.second.text));
    await waitFor(() => expect(app.location()).toBe(`/${area.name}/${area.second.id}`));
    await screen.findByRole('button', { name: 'Enregistrer' });
    click('Supprimer');
    // The confirmation names the record the way the area names it.
    await confirmDialog(`Supprimer « ${area.second.name} » ?`);
    await request(api, 'DELETE', `${base}/${area.second.id}`);
    await waitFor(() => expect(app.location()).toBe(`/${area.name}`));
    await waitFor(() => expect(screen.queryByText(area.second.text)).not.toBeInTheDocument());
  });

  it('deletes every record in bulk, then says the area is empty', async () => {
    const { api } = await openList();
    const everyId = idsOf(api, area.name);
    await selectAll();
    click('Supprimer');
    await confirmDialog(
      everyId.length === 1 ? 'Supprimer 1 élément ?' : `Supprimer ${everyId.length} éléments ?`,
    );
    const bulk = await request(api, 'DELETE', `${base}/bulk`);
    expect(sorted((bulk.body as { ids: unknown[] }).ids)).toEqual(everyId);
    expect(await screen.findByText(/^Aucun élément dans « .+ » pour le moment\.$/)).toBeInTheDocument();
  });

  it('creates a record from the generated form', async () => {
    const { api, app } = startAreas(`/${area.name}/create`);
    await screen.findByRole('button', { name: 'Enregistrer' });
    const { name, body } = await area.create();
    await save();
    const post = await request(api, 'POST', `/api/${area.name}`);
    expect(post.body).toMatchObject(body);
    // "créée" for a feminine area (activities, classes), by the gender its messages declare.
    await screen.findByText(`« ${name} » a été ${area.feminine ? 'créée' : 'créé'}`);
    await waitFor(() => expect(app.location()).toBe(`/${area.name}`));
  });
});
