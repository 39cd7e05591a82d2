/**
 * French demo data, large enough to page through, generated from a seed so every run gives the
 * same records, and written in one transaction: either all of it is there or none.
 */
import { sql } from 'kysely';
import { fr } from '../../i18n/fr';
import { hashPassword } from '../auth/passwords';
import { DEMO_STAFF } from '../auth/users';
import { ACTIVITY_TYPE_CODES } from '../config/configRoutes';
import { readMeta, writeMeta } from '../db/meta';
import { ident, type Database } from '../db/database';
import type { MediaLibrary } from '../media/mediaLibrary';
import { MEDIA_URL_PREFIX } from '../media/mediaLibrary';
import type { Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import { writeCards } from './demoImages';
import {
  CITIES,
  COURSE_OPENINGS,
  DESCRIPTION_ENDINGS,
  DESCRIPTION_OPENINGS,
  DOMAINS,
  ESTABLISHMENT_MIX,
  EXTRA_HASHTAGS,
  FIRST_NAMES,
  LAST_NAMES,
  LEISURE_CENTRES,
  LEVELS_BY_TYPE,
  NAMESAKES,
  STREETS,
  TEMPLATES,
  THEMES,
  TYPE_TITLES,
  type EstablishmentType,
} from './frenchData';
import { Random, slug } from './random';

/** Class names start with the level as the app shows it (`CM2 A`). */
const LEVEL_LABELS = fr.resources.classes.values.level;

export interface DemoCounts {
  etablissements: number;
  classes: number;
  users: number;
  activities: number;
  courses: number;
  hashtags: number;
  themes: number;
  domains: number;
  templates: number;
  images: number;
}

export const DEFAULT_COUNTS: DemoCounts = {
  etablissements: 20,
  classes: 60,
  users: 500,
  activities: 200,
  courses: 30,
  hashtags: 40,
  themes: 12,
  domains: 6,
  templates: 8,
  images: 12,
};

const SEEDED = 'demo_seeded';
/** Dates are spread over the year before this instant, so the data is the same whenever it is made. */
const ANCHOR = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

type Stamps = { created_at: string; updated_at: string };
type Values = Record<string, unknown>;

class Writer {
  constructor(private readonly stores: Map<string, RecordStore>) {}

  has(resource: string): boolean {
    return this.stores.has(resource);
  }

  /** Inserts the values the resource declares (others are dropped); undefined when the resource is not served. */
  async insert(resource: string, values: Values, stamps: Stamps): Promise<Key | undefined> {
    const store = this.stores.get(resource);
    if (!store) return undefined;
    const write = { columns: {} as Values, lists: {} as Record<string, Key[]> };
    for (const [name, value] of Object.entries(values)) {
      if (store.model.lists.some((l) => l.field.name === name))
        write.lists[name] = (value as (Key | undefined)[]).filter((k): k is Key => k !== undefined);
      else if (store.model.columns.some((c) => c.field.name === name)) write.columns[name] = value;
    }
    return store.insert(write, stamps);
  }

  async update(resource: string, key: Key, values: Values): Promise<void> {
    const store = this.stores.get(resource);
    const row = await store?.getRow(key);
    if (!store || !row) return;
    await store.update(key, row.updated_at, { columns: values, lists: {} }, String(row.updated_at));
  }
}

function stampsOf(random: Random): Stamps {
  const created = ANCHOR - random.int(1, 365) * DAY - random.int(0, DAY);
  const updated = created + random.int(0, ANCHOR - created);
  return { created_at: new Date(created).toISOString(), updated_at: new Date(updated).toISOString() };
}

function phone(random: Random, prefix: string): string {
  const pairs = Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return `${prefix} ${pairs.join(' ')}`;
}

interface School {
  key: Key;
  type: EstablishmentType;
}

function establishmentName(type: EstablishmentType, index: number, city: string): string {
  const namesake = NAMESAKES[index % NAMESAKES.length];
  switch (type) {
    case 'ecole':
      return `École élémentaire ${namesake}`;
    case 'college':
      return `Collège ${namesake}`;
    case 'lycee':
      return `Lycée ${namesake}`;
    case 'universite':
      return `Université de ${city}`;
    case 'centre_loisirs':
      return `Centre de loisirs ${LEISURE_CENTRES[index % LEISURE_CENTRES.length]}`;
    default:
      return `Médiathèque ${namesake}`;
  }
}

async function seedEstablishments(w: Writer, random: Random, count: number): Promise<School[]> {
  const schools: School[] = [];
  for (let i = 0; i < count; i += 1) {
    const type = ESTABLISHMENT_MIX[i % ESTABLISHMENT_MIX.length];
    const city = CITIES[i % CITIES.length];
    const department = city.postalCode.slice(0, 2).padStart(3, '0');
    const uai = `${department}${String(i + 1).padStart(4, '0')}${'ABCDEFGHJKLMNPRSTUVWXYZ'[i % 23]}`;
    const key = await w.insert(
      'etablissements',
      {
        name: establishmentName(type, i, city.name) + (i >= NAMESAKES.length ? ` (${city.name})` : ''),
        uai,
        type,
        address: `${random.int(1, 120)} ${random.pick(STREETS)}`,
        postal_code: city.postalCode,
        city: city.name,
        email: `ce.${uai.toLowerCase()}@ac-${city.academy}.fr`,
        phone: phone(random, city.phonePrefix),
        active: random.chance(0.95),
      },
      stampsOf(random),
    );
    if (key !== undefined) schools.push({ key, type });
  }
  return schools;
}

interface SchoolClass {
  key: Key;
  school: Key;
}

async function seedClasses(
  w: Writer,
  random: Random,
  schools: School[],
  count: number,
): Promise<SchoolClass[]> {
  const teaching = schools.filter((s) => LEVELS_BY_TYPE[s.type]);
  const classes: SchoolClass[] = [];
  const used = new Map<string, number>();
  for (let i = 0; i < count && teaching.length > 0; i += 1) {
    const school = teaching[i % teaching.length];
    const level = random.pick(LEVELS_BY_TYPE[school.type] as string[]);
    const nameKey = `${school.key}:${level}`;
    const rank = used.get(nameKey) ?? 0;
    used.set(nameKey, rank + 1);
    const key = await w.insert(
      'classes',
      {
        name: `${LEVEL_LABELS[level as keyof typeof LEVEL_LABELS]} ${'ABCDEFGHIJ'[rank % 10]}${rank >= 10 ? Math.floor(rank / 10) : ''}`,
        level,
        school_year: random.chance(0.85) ? '2025-2026' : '2024-2025',
        etablissement_id: school.key,
        active: random.chance(0.92),
      },
      stampsOf(random),
    );
    if (key !== undefined) classes.push({ key, school: school.key });
  }
  return classes;
}

async function seedUsers(
  w: Writer,
  random: Random,
  schools: School[],
  classes: SchoolClass[],
  count: number,
): Promise<Map<Key, Key[]>> {
  const emails = new Map<string, number>();
  const teachersByClass = new Map<Key, Key[]>();
  for (let i = 0; i < count; i += 1) {
    const roll = random.next();
    const role = roll < 0.01 ? 'admin' : roll < 0.04 ? 'staff' : roll < 0.16 ? 'teacher' : 'student';
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const local = `${slug(first, '.')}.${slug(last, '.')}`;
    const seen = emails.get(local) ?? 0;
    emails.set(local, seen + 1);
    const domain = role === 'student' ? 'eleves.eduadmin.fr' : 'eduadmin.fr';
    let school = schools.length ? random.pick(schools).key : undefined;
    let userClasses: Key[] = [];
    if (role === 'student' && classes.length) {
      const own = random.pick(classes);
      school = own.school;
      userClasses = [own.key];
    } else if (role === 'teacher' && classes.length) {
      const own = random.pick(classes);
      school = own.school;
      const colleagues = classes.filter((c) => c.school === own.school);
      userClasses = random.sample(colleagues, random.int(1, 4)).map((c) => c.key);
    }
    const stamps = stampsOf(random);
    const signedIn = role === 'student' ? random.chance(0.6) : random.chance(0.9);
    const key = await w.insert(
      'users',
      {
        first_name: first,
        last_name: last,
        email: `${local}${seen ? seen + 1 : ''}@${domain}`,
        role,
        etablissement_id: school,
        classes: userClasses,
        active: random.chance(0.94),
        last_sign_in_at: signedIn
          ? new Date(Date.parse(stamps.updated_at) + random.int(0, 30) * DAY).toISOString()
          : null,
      },
      stamps,
    );
    if (key !== undefined && role === 'teacher') {
      for (const c of userClasses) teachersByClass.set(c, [...(teachersByClass.get(c) ?? []), key]);
    }
  }
  return teachersByClass;
}

/** The staff account of the README, in the first establishment (DEMO_STAFF). */
async function seedStaffAccount(w: Writer, school: Key): Promise<void> {
  const stamp = new Date(ANCHOR).toISOString();
  await w.insert(
    'users',
    {
      first_name: 'Camille',
      last_name: 'Personnel',
      email: DEMO_STAFF.email,
      role: 'staff',
      etablissement_id: school,
      classes: [],
      active: true,
      password: await hashPassword(DEMO_STAFF.password),
    },
    { created_at: stamp, updated_at: stamp },
  );
}

async function seedThemes(w: Writer, random: Random, count: number): Promise<(Key | undefined)[]> {
  const themes: (Key | undefined)[] = [];
  for (let i = 0; i < count; i += 1) {
    const theme = THEMES[i % THEMES.length];
    const round = Math.floor(i / THEMES.length);
    const key = await w.insert(
      'themes',
      {
        name: round ? `${theme.name} ${round + 1}` : theme.name,
        description: theme.description,
        color: theme.color,
        position: i,
        active: i < THEMES.length || random.chance(0.8),
      },
      stampsOf(random),
    );
    themes.push(key);
  }
  return themes;
}

async function seedHashtags(w: Writer, random: Random, count: number): Promise<string[]> {
  // Round-robin over the themes, so every theme keeps some of its hashtags in a short list.
  const rounds = Math.max(...THEMES.map((t) => t.hashtags.length));
  const base = [
    ...Array.from({ length: rounds }, (_, r) =>
      THEMES.flatMap((t) => (t.hashtags[r] ? [t.hashtags[r]] : [])),
    ).flat(),
    ...EXTRA_HASHTAGS,
  ];
  const labels = Array.from({ length: count }, (_, i) =>
    i < base.length ? base[i] : `${base[i % base.length]}-${Math.floor(i / base.length) + 1}`,
  );
  for (const label of labels) {
    await w.insert('hashtags', { label, description: null, active: random.chance(0.95) }, stampsOf(random));
  }
  return labels;
}

async function seedActivities(
  w: Writer,
  random: Random,
  count: number,
  themes: (Key | undefined)[],
  hashtags: string[],
  schools: School[],
  images: string[],
): Promise<{ key: Key; theme: number }[]> {
  const available = new Set(hashtags);
  const activities: { key: Key; theme: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const themeIndex = random.int(0, THEMES.length - 1);
    const theme = THEMES[themeIndex];
    const type = random.pick(ACTIVITY_TYPE_CODES);
    const topic = random.pick(theme.topics);
    const ownTags = theme.hashtags.filter((h) => available.has(h));
    const tags = [
      ...random.sample(ownTags, random.int(1, 3)),
      ...(random.chance(0.3) ? random.sample(hashtags, 1) : []),
    ];
    const languageRoll = random.next();
    const key = await w.insert(
      'activities',
      {
        title: `${TYPE_TITLES[type]} : ${topic}`,
        description: `${random.pick(DESCRIPTION_OPENINGS)} ${topic}. ${random.pick(DESCRIPTION_ENDINGS)}`,
        type,
        language: languageRoll < 0.8 ? 'fr' : languageRoll < 0.9 ? 'en' : random.pick(['es', 'de', 'it']),
        image: images.length ? `${MEDIA_URL_PREFIX}/cartes/${images[themeIndex % images.length]}` : null,
        theme_id: themes[themeIndex % Math.max(themes.length, 1)],
        hashtags: [...new Set(tags)],
        etablissements: random.sample(schools, random.int(0, 3)).map((s) => s.key),
        duration_minutes: random.pick([10, 15, 20, 30, 45, 60, 90]),
        difficulty: random.int(1, 5),
        active: random.chance(0.9),
      },
      stampsOf(random),
    );
    if (key !== undefined) activities.push({ key, theme: themeIndex });
  }
  return activities;
}

async function seedCourses(
  w: Writer,
  random: Random,
  count: number,
  themes: (Key | undefined)[],
  activities: { key: Key; theme: number }[],
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const themeIndex = i % THEMES.length;
    const theme = THEMES[themeIndex];
    const pool = activities.filter((a) => a.theme === themeIndex);
    const level = random.pick(['debutant', 'intermediaire', 'avance']);
    await w.insert(
      'courses',
      {
        title: `${random.pick(COURSE_OPENINGS)} ${theme.subject}${i >= THEMES.length ? ` : niveau ${Math.floor(i / THEMES.length) + 1}` : ''}`,
        description: `Un parcours progressif en plusieurs étapes. Au programme : ${theme.description.charAt(0).toLowerCase()}${theme.description.slice(1)}`,
        language: random.chance(0.9) ? 'fr' : 'en',
        level,
        theme_id: themes[themeIndex % Math.max(themes.length, 1)],
        activities: random.sample(pool, random.int(3, 8)).map((a) => a.key),
        active: random.chance(0.85),
      },
      stampsOf(random),
    );
  }
}

async function seedSatisfaction(
  w: Writer,
  random: Random,
  domainCount: number,
  templateCount: number,
): Promise<void> {
  const domains: (Key | undefined)[] = [];
  for (let i = 0; i < domainCount; i += 1) {
    domains.push(
      await w.insert(
        'satisfaction-template-domains',
        { name: i < DOMAINS.length ? DOMAINS[i] : `Domaine ${i + 1}`, position: i },
        stampsOf(random),
      ),
    );
  }
  for (let i = 0; i < templateCount; i += 1) {
    const template = TEMPLATES[i % TEMPLATES.length];
    await w.insert(
      'satisfaction-templates',
      {
        name:
          i < TEMPLATES.length ? template.name : `${template.name} (${Math.floor(i / TEMPLATES.length) + 1})`,
        description: template.description,
        domain_id: domains[template.domain % Math.max(domains.length, 1)],
        questions: template.questions.map((q) => ({
          label: q.label,
          kind: q.kind,
          options: q.options ?? null,
          required: q.required,
        })),
        active: true,
      },
      stampsOf(random),
    );
  }
}

/** Whether the database holds nothing but administrators (a fresh install). */
async function isPristine(database: Database, stores: Map<string, RecordStore>): Promise<boolean> {
  for (const store of stores.values()) {
    let query = database.db.selectFrom(store.model.table).select(sql<number>`1`.as('one'));
    if (store.model.name === 'users') query = query.where('role', '<>', 'admin');
    if (await query.limit(1).executeTakeFirst()) return false;
  }
  return true;
}

/** The plain indexes (`ix_…`) of the tables with the statement that makes each again. */
async function plainIndexes(database: Database): Promise<{ name: string; sql: string }[]> {
  if (database.engine === 'postgres') {
    return database.all(
      `SELECT indexname AS name, indexdef AS sql FROM pg_indexes
       WHERE schemaname = current_schema() AND indexname LIKE 'ix\\_%' ESCAPE '\\'`,
    );
  }
  return database.all(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'ix\\_%' ESCAPE '\\' AND sql IS NOT NULL`,
  );
}

export async function seedDemoData(
  database: Database,
  stores: Map<string, RecordStore>,
  media: MediaLibrary,
  wanted: Partial<DemoCounts> = {},
  seed = 2026,
): Promise<DemoCounts> {
  const counts = { ...DEFAULT_COUNTS, ...wanted };
  const random = new Random(seed);
  const cards = Array.from({ length: counts.images }, (_, i) => ({
    name: `${slug(THEMES[i % THEMES.length].name)}${i >= THEMES.length ? `-${Math.floor(i / THEMES.length) + 1}` : ''}.png`,
    color: THEMES[i % THEMES.length].color,
  }));
  const images = media.has('cartes') ? await writeCards(`${media.root}/cartes`, cards) : [];
  const w = new Writer(stores);
  // A large seed builds the plain indexes once at the end: far faster than updating them per row.
  const large = counts.users + counts.activities > 20000;
  await database.transaction(async () => {
    const indexes = large ? await plainIndexes(database) : [];
    for (const index of indexes) await database.exec(`DROP INDEX ${ident(index.name)}`);
    const schools = await seedEstablishments(w, random, counts.etablissements);
    const classes = await seedClasses(w, random, schools, counts.classes);
    const teachers = await seedUsers(w, random, schools, classes, counts.users);
    if (schools.length) await seedStaffAccount(w, schools[0].key);
    for (const c of classes) {
      const candidates = teachers.get(c.key);
      if (candidates?.length) await w.update('classes', c.key, { teacher_id: random.pick(candidates) });
    }
    const themes = await seedThemes(w, random, counts.themes);
    const hashtags = w.has('hashtags') ? await seedHashtags(w, random, counts.hashtags) : [];
    const activities = await seedActivities(w, random, counts.activities, themes, hashtags, schools, images);
    await seedCourses(w, random, counts.courses, themes, activities);
    await seedSatisfaction(w, random, counts.domains, counts.templates);
    for (const index of indexes) await database.exec(index.sql);
    await writeMeta(database, SEEDED, new Date().toISOString());
  });
  return counts;
}

/** Seeds a fresh database once; a database that already holds data is left alone. */
export async function seedDemoDataOnce(
  database: Database,
  stores: Map<string, RecordStore>,
  media: MediaLibrary,
  wanted: Partial<DemoCounts> = {},
): Promise<DemoCounts | undefined> {
  if ((await readMeta(database, SEEDED)) || !(await isPristine(database, stores))) return undefined;
  return seedDemoData(database, stores, media, wanted);
}
