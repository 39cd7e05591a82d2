/**
 * The records the stock app's fake API serves: activities shaped like EduAdmin's demo activities
 * (same fields, same French vocabulary, the same generated card images, as many as the demo seeds)
 * and a few records for each of the nine other resources, so references and menus have something
 * to show. Generated from a seed: every run serves the same data.
 */
import { ACTIVITY_TYPE_CODES } from '../../server/config/optionLists';
import { DEFAULT_COUNTS } from '../../server/seed/demoData';
import {
  CITIES,
  DESCRIPTION_ENDINGS,
  DESCRIPTION_OPENINGS,
  EXTRA_HASHTAGS,
  NAMESAKES,
  THEMES,
  TYPE_TITLES,
} from '../../server/seed/frenchData';
import { Random, slug } from '../../server/seed/random';

export type FakeRecord = { id: number } & Record<string, unknown>;
export type FakeDatabase = Map<string, FakeRecord[]>;

/** The address under which the fake server serves the card images, one per theme. */
export const CARDS_PATH = '/media-files/cartes';
export const cardName = (themeIndex: number): string => `${slug(THEMES[themeIndex].name)}.png`;

const ANCHOR = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

function stamps(random: Random): { created_at: string; updated_at: string } {
  const created = ANCHOR - random.int(1, 365) * DAY - random.int(0, DAY);
  const updated = created + random.int(0, ANCHOR - created);
  return { created_at: new Date(created).toISOString(), updated_at: new Date(updated).toISOString() };
}

const numbered = <T extends object>(items: readonly T[]): FakeRecord[] =>
  items.map((item, index) => ({ id: index + 1, ...item }));

/** `origin` makes the image addresses absolute, as the stock app's guesser needs to show them as images. */
export function fakeDatabase(origin: string): FakeDatabase {
  const random = new Random(7);
  const hashtags = [...new Set([...THEMES.flatMap((theme) => theme.hashtags), ...EXTRA_HASHTAGS])];
  const etablissements = numbered(
    Array.from({ length: DEFAULT_COUNTS.etablissements }, (_, i) => ({
      name: `École ${NAMESAKES[i % NAMESAKES.length]}`,
      city: CITIES[i % CITIES.length].name,
      active: true,
      ...stamps(random),
    })),
  );
  const activities = numbered(
    Array.from({ length: DEFAULT_COUNTS.activities }, () => {
      const themeIndex = random.int(0, THEMES.length - 1);
      const theme = THEMES[themeIndex];
      const type = random.pick(ACTIVITY_TYPE_CODES);
      const topic = random.pick(theme.topics);
      return {
        title: `${TYPE_TITLES[type]} : ${topic}`,
        description: `${random.pick(DESCRIPTION_OPENINGS)} ${topic}. ${random.pick(DESCRIPTION_ENDINGS)}`,
        type,
        language: random.chance(0.8) ? 'fr' : random.pick(['en', 'es', 'de', 'it']),
        image: `${origin}${CARDS_PATH}/${cardName(themeIndex)}`,
        theme_id: themeIndex + 1,
        hashtags: random.sample(theme.hashtags, random.int(1, 3)),
        etablissements: random.sample(etablissements, random.int(0, 3)).map((school) => school.id),
        duration_minutes: random.pick([10, 15, 20, 30, 45, 60, 90]),
        difficulty: random.int(1, 5),
        active: random.chance(0.9),
        ...stamps(random),
      };
    }),
  );
  const named = (prefix: string, count: number) =>
    numbered(Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}`, ...stamps(random) })));
  return new Map([
    ['activities', activities],
    ['courses', named('Parcours', DEFAULT_COUNTS.courses)],
    ['users', named('Utilisateur', 50)],
    ['etablissements', etablissements],
    ['classes', named('Classe', DEFAULT_COUNTS.classes)],
    ['hashtags', numbered(hashtags.map((label) => ({ label, active: true })))],
    [
      'themes',
      numbered(THEMES.map(({ name, description, color }) => ({ name, description, color, active: true }))),
    ],
    ['satisfaction-templates', named('Questionnaire', DEFAULT_COUNTS.templates)],
    ['satisfaction-template-domains', named('Domaine', DEFAULT_COUNTS.domains)],
    ['media', named('Image', DEFAULT_COUNTS.images)],
  ]);
}
