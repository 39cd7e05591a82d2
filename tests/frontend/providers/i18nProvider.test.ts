import { describe, expect, it } from 'vitest';
import { fr } from '../../../i18n/fr';
import { createI18nProvider } from '../../../src/providers/i18n/i18nProvider';

describe('i18nProvider', () => {
  it('speaks French by default, react-admin messages and ours', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18n.translate('app.errors.sessionExpired')).toBe('Session expirée, veuillez vous reconnecter');
    expect(i18n.translate('app.home.welcome', { name: 'Alice' })).toBe('Bienvenue, Alice');
  });

  it('offers French and English, and switches to English on demand', async () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['fr', 'en']);
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('app.errors.loginFailed')).toBe('Sign-in error');
  });

  it('shows a server message that is not a key as it is', () => {
    expect(createI18nProvider().translate('Identifiants invalides')).toBe('Identifiants invalides');
  });

  it('humanises the labels of an area nobody translated yet, in both languages', async () => {
    const i18n = createI18nProvider();
    const labels = () => [
      i18n.translate('resources.meeting-rooms.name', { smart_count: 2 }),
      i18n.translate('resources.meeting-rooms.fields.seat_count'),
      i18n.translate('resources.meeting-rooms.values.layout.u_shape'),
      i18n.translate('resources.meeting-rooms.items.slots.startsAt'),
    ];
    expect(labels()).toEqual(['Meeting rooms', 'Seat count', 'U shape', 'Starts at']);
    await i18n.changeLocale('en');
    expect(labels()).toEqual(['Meeting rooms', 'Seat count', 'U shape', 'Starts at']);
    expect(i18n.translate('resources.activities.fields.title')).toBe('Title');
    // react-admin asks for choices with the key itself as default: still humanised.
    const key = 'resources.meeting-rooms.values.layout.theatre';
    expect(i18n.translate(key, { _: key })).toBe('Theatre');
    expect(i18n.translate('ra.unknown', { _: 'Défaut' })).toBe('Défaut');
  });
});

describe('the error catalogue (spec 8)', () => {
  const catalogue = [
    'Session expirée, veuillez vous reconnecter',
    'Erreur lors de la connexion',
    'Erreur lors du chargement des tests',
    'Erreur lors du chargement des détails du test',
    "Erreur lors de l'exécution du test",
    "Erreur lors de l'exécution de la catégorie",
    "Erreur lors de l'exécution de tous les tests",
    "Erreur lors du chargement de l'historique",
    'Erreur lors de la génération du rapport',
    'Erreur lors de la récupération du statut',
    'Erreur lors de la récupération du statut du test',
  ];

  function values(node: unknown): string[] {
    if (typeof node === 'string') return [node];
    if (node && typeof node === 'object') return Object.values(node).flatMap(values);
    return [];
  }

  it('has every message of the catalogue among the French messages', () => {
    const french = values(fr);
    for (const message of catalogue) expect(french).toContain(message);
  });
});
