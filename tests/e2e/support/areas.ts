/**
 * What a person types to create and edit one record in each generated area. Every record carries
 * a word of its own (`mark`) so that a search finds it, and so that two test runs or two workers
 * never collide on a unique value.
 */
import type { Page } from '@playwright/test';
import { choose, pickReference, textbox } from './forms';

export interface AreaRecipe {
  /** The menu entry and the route. */
  menu: string;
  route: string;
  /** Fills the create form; returns the text the list shows for the record. */
  create(page: Page, mark: string): Promise<string>;
  /** Changes one visible value on the edit form; returns the new text the list shows. */
  edit(page: Page, mark: string): Promise<string>;
  /** The label of the active switch. */
  activeLabel: 'Actif' | 'Active';
}

async function retitle(page: Page, label: string, text: string): Promise<string> {
  await textbox(page, label).fill(text);
  return text;
}

/** Seven digits and an upper-case letter, from the mark (UAI codes are unique). */
function uaiFrom(mark: string): string {
  const digits = [...mark].map((c) => c.charCodeAt(0) % 10).join('');
  return `${digits.padStart(7, '0').slice(-7)}E`;
}

export const AREAS: readonly AreaRecipe[] = [
  {
    menu: 'Activités',
    route: '/activities',
    activeLabel: 'Active',
    async create(page, mark) {
      await textbox(page, 'Titre').fill(`Activité ${mark}`);
      await textbox(page, 'Description').fill('Une activité créée par le parcours de test du navigateur.');
      await choose(page, 'Type', 'Quiz');
      await choose(page, 'Langue', 'Français');
      return `Activité ${mark}`;
    },
    edit: (page, mark) => retitle(page, 'Titre', `Activité ${mark} révisée`),
  },
  {
    menu: 'Parcours',
    route: '/courses',
    activeLabel: 'Actif',
    async create(page, mark) {
      await textbox(page, 'Titre').fill(`Parcours ${mark}`);
      await choose(page, 'Langue', 'Français');
      await choose(page, 'Niveau', 'Intermédiaire');
      return `Parcours ${mark}`;
    },
    edit: (page, mark) => retitle(page, 'Titre', `Parcours ${mark} révisé`),
  },
  {
    menu: 'Utilisateurs',
    route: '/users',
    activeLabel: 'Actif',
    async create(page, mark) {
      await textbox(page, 'Prénom').fill('Camille');
      await textbox(page, 'Nom').fill(`Testeur${mark}`);
      await textbox(page, 'Adresse e-mail').fill(`camille.${mark}@exemple.fr`);
      await choose(page, 'Rôle', 'Enseignant');
      await textbox(page, 'Mot de passe').fill('motdepasse-solide-2026');
      return `Testeur${mark}`;
    },
    edit: (page, mark) => retitle(page, 'Nom', `Testeuse${mark}`),
  },
  {
    menu: 'Établissements',
    route: '/etablissements',
    activeLabel: 'Actif',
    async create(page, mark) {
      await textbox(page, 'Nom').fill(`Collège ${mark}`);
      await textbox(page, 'Code UAI').fill(uaiFrom(mark));
      await choose(page, 'Type', 'Collège');
      await textbox(page, 'Code postal').fill('69003');
      await textbox(page, 'Ville').fill('Lyon');
      return `Collège ${mark}`;
    },
    edit: (page, mark) => retitle(page, 'Nom', `Collège ${mark} Jean-Moulin`),
  },
  {
    menu: 'Classes',
    route: '/classes',
    activeLabel: 'Active',
    async create(page, mark) {
      await textbox(page, 'Nom').fill(`6e ${mark}`);
      await choose(page, 'Niveau', '6e');
      await textbox(page, 'Année scolaire').fill('2025-2026');
      await pickReference(page, 'Établissement', 'Collège');
      return `6e ${mark}`;
    },
    edit: (page, mark) => retitle(page, 'Nom', `6e ${mark} bis`),
  },
  {
    menu: 'Hashtags',
    route: '/hashtags',
    activeLabel: 'Actif',
    async create(page, mark) {
      await textbox(page, 'Libellé').fill(mark);
      await textbox(page, 'Description').fill('Créé par le parcours de test');
      return mark;
    },
    async edit(page) {
      return retitle(page, 'Description', 'Description revue par le parcours de test');
    },
  },
  {
    menu: 'Thèmes',
    route: '/themes',
    activeLabel: 'Actif',
    async create(page, mark) {
      await textbox(page, 'Nom').fill(`Thème ${mark}`);
      await textbox(page, 'Couleur').fill('#2e7d32');
      return `Thème ${mark}`;
    },
    edit: (page, mark) => retitle(page, 'Nom', `Thème ${mark} renommé`),
  },
  {
    menu: 'Modèles de satisfaction',
    route: '/satisfaction-templates',
    activeLabel: 'Actif',
    async create(page, mark) {
      await textbox(page, 'Nom').fill(`Enquête ${mark}`);
      await pickReference(page, 'Domaine', 'Qualité');
      await page.getByRole('button', { name: 'Ajouter' }).click();
      await textbox(page, 'Intitulé de la question').fill('Êtes-vous satisfait de l’activité ?');
      return `Enquête ${mark}`;
    },
    edit: (page, mark) => retitle(page, 'Nom', `Enquête ${mark} de fin d’année`),
  },
];
