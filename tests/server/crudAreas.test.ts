/**
 * Each of the ten areas against the real server: list, create, read, edit, delete, bulk delete and
 * bulk toggle-active, with one valid sample record per area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeFieldOf, keyOf } from '../../resources/kit/fields';
import { declaration } from '../shared/declarations';
import { startTestServer, type TestServer, createRecord } from './support/testServer';
import { expectRefusal } from './support/refusals';

type Rec = Record<string, unknown>;
interface Deps {
  etablissement: number;
  teacher: number;
  schoolClass: number;
  theme: number;
  hashtag: string;
  activity: number;
  domain: number;
}

/** A valid record of each area, and a change to it. */
interface AreaSample {
  name: string;
  sample: (i: number, deps: Deps) => Rec;
  change: Rec;
}

const SAMPLES: AreaSample[] = [
  {
    name: 'etablissements',
    sample: (i) => ({
      name: `Collège Test ${i}`,
      uai: `${1000000 + i}b`,
      type: 'college',
      address: '3 rue des Écoles',
      postal_code: '69003',
      city: 'Lyon',
      email: `ce.${i}@ac-lyon.fr`,
      phone: '04 72 00 00 00',
    }),
    change: { city: 'Villeurbanne' },
  },
  {
    name: 'classes',
    sample: (i, d) => ({
      name: `5e ${i}`,
      level: '5e',
      school_year: '2025-2026',
      etablissement_id: d.etablissement,
      teacher_id: d.teacher,
    }),
    change: { name: '5e Z' },
  },
  {
    name: 'users',
    sample: (i, d) => ({
      first_name: 'Camille',
      last_name: `Durand ${i}`,
      email: `camille.${i}@exemple.fr`,
      role: 'teacher',
      password: 'secret-123',
      etablissement_id: d.etablissement,
      classes: [d.schoolClass],
    }),
    change: { last_name: 'Martin' },
  },
  {
    name: 'activities',
    sample: (i, d) => ({
      title: `Quiz ${i} : les fractions`,
      description: 'Réviser les fractions en jouant.',
      type: 'quiz',
      language: 'fr',
      theme_id: d.theme,
      hashtags: [d.hashtag],
      etablissements: [d.etablissement],
      duration_minutes: 20,
      difficulty: 3,
    }),
    change: { difficulty: 4 },
  },
  {
    name: 'courses',
    sample: (i, d) => ({
      title: `Parcours ${i}`,
      language: 'fr',
      level: 'debutant',
      activities: [d.activity],
    }),
    change: { level: 'avance' },
  },
  {
    name: 'hashtags',
    sample: (i) => ({ label: `etiquette-${i}`, description: 'Une étiquette de test' }),
    change: { description: 'Nouvelle description' },
  },
  {
    name: 'themes',
    sample: (i) => ({ name: `Thème ${i}`, color: '#123456', position: i }),
    change: { color: '#abcdef' },
  },
  {
    name: 'satisfaction-templates',
    sample: (i, d) => ({
      name: `Modèle ${i}`,
      domain_id: d.domain,
      questions: [{ label: 'Note globale ?', kind: 'scale', required: true }],
    }),
    change: { name: 'Modèle renommé' },
  },
  {
    name: 'satisfaction-template-domains',
    sample: (i) => ({ name: `Domaine ${i}`, position: i }),
    change: { name: 'Domaine renommé' },
  },
];

/** Its key and whether it toggles in bulk come from its declaration. */
const AREAS = SAMPLES.map((sample) => {
  const declared = declaration(sample.name);
  return { ...sample, key: keyOf(declared), toggles: activeFieldOf(declared) !== undefined };
});

let server: TestServer;
let deps: Deps;
let counter = 100;

const create = (resource: string, body: Rec) => createRecord(server.api, resource, body);

beforeAll(async () => {
  server = await startTestServer();
  const etablissement = await create('etablissements', AREAS[0].sample(1, {} as Deps));
  const teacher = await create('users', {
    first_name: 'Paul',
    last_name: 'Prof',
    email: 'paul.prof@exemple.fr',
    role: 'teacher',
    password: 'secret-123',
  });
  const schoolClass = await create('classes', {
    name: 'CM2 A',
    level: 'cm2',
    school_year: '2025-2026',
    etablissement_id: etablissement.id,
  });
  const theme = await create('themes', { name: 'Mathématiques', color: '#1565c0' });
  const hashtag = await create('hashtags', { label: 'fractions' });
  const domain = await create('satisfaction-template-domains', { name: 'Qualité' });
  const activity = await create('activities', { title: 'Quiz de départ', type: 'quiz', language: 'fr' });
  deps = {
    etablissement: etablissement.id as number,
    teacher: teacher.id as number,
    schoolClass: schoolClass.id as number,
    theme: theme.id as number,
    hashtag: hashtag.label as string,
    activity: activity.id as number,
    domain: domain.id as number,
  };
});

afterAll(async () => {
  await server.close();
});

describe.each(AREAS)('$name', (area) => {
  const base = `/api/${area.name}`;
  const path = (key: unknown) => `${base}/${encodeURIComponent(String(key))}`;
  const next = () => (counter += 1);

  it('creates a record and reads it back with the server-managed fields', async () => {
    const sample = area.sample(next(), deps);
    const created = await create(area.name, sample);
    for (const [field, value] of Object.entries(sample)) {
      if (field === 'password') expect(created).not.toHaveProperty('password');
      else if (field === 'uai') expect(created.uai).toBe(String(value).toUpperCase());
      else if (field === 'questions')
        expect(created.questions).toEqual([expect.objectContaining((value as Rec[])[0])]);
      else expect(created[field]).toEqual(value);
    }
    expect(typeof created.created_at).toBe('string');
    expect(created.updated_at).toBe(created.created_at);
    const read = await server.api('GET', path(created[area.key]));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('lists records with the total in X-Total-Count', async () => {
    const a = await create(area.name, area.sample(next(), deps));
    const b = await create(area.name, area.sample(next(), deps));
    const keyParam = area.key === 'id' ? 'id' : area.key;
    const response = await server.api(
      'GET',
      `${base}?${keyParam}=${a[area.key]}&${keyParam}=${b[area.key]}&limit=10`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect((response.json() as Rec[]).map((r) => r[area.key]).sort()).toEqual(
      [a[area.key], b[area.key]].sort(),
    );
    const all = await server.api('GET', base);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('edits a record and moves its updated_at forward', async () => {
    const created = await create(area.name, area.sample(next(), deps));
    const response = await server.api('PUT', path(created[area.key]), { ...created, ...area.change });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as Rec;
    for (const [field, value] of Object.entries(area.change)) expect(edited[field]).toEqual(value);
    expect(Date.parse(edited.updated_at as string)).toBeGreaterThan(Date.parse(created.updated_at as string));
    expect(edited.created_at).toBe(created.created_at);
    expect((await server.api('GET', path(created[area.key]))).json()).toEqual(edited);
  });

  it('deletes a record, which is then gone', async () => {
    const created = await create(area.name, area.sample(next(), deps));
    const response = await server.api('DELETE', path(created[area.key]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: created[area.key] });
    expectRefusal(
      await server.api('GET', path(created[area.key])),
      404,
      `Enregistrement « ${String(created[area.key])} » introuvable`,
    );
  });

  it('deletes several records at once', async () => {
    const a = await create(area.name, area.sample(next(), deps));
    const b = await create(area.name, area.sample(next(), deps));
    const response = await server.api('DELETE', `${base}/bulk`, { ids: [a[area.key], b[area.key]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect((await server.api('GET', path(a[area.key]))).statusCode).toBe(404);
    expect((await server.api('GET', path(b[area.key]))).statusCode).toBe(404);
  });

  it(
    area.toggles
      ? 'activates and deactivates several records at once'
      : 'refuses bulk activation (no active flag)',
    async () => {
      const a = await create(area.name, area.sample(next(), deps));
      const b = await create(area.name, area.sample(next(), deps));
      const ids = [a[area.key], b[area.key]];
      const off = await server.api('PUT', `${base}/bulk/toggle-active`, { ids, active: false });
      if (!area.toggles) {
        expect(off.statusCode).toBe(400);
        expect(off.json()).toEqual({ detail: 'Cette ressource ne peut pas être activée ou désactivée' });
        return;
      }
      expect(off.json()).toEqual({ updated: 2 });
      for (const key of ids)
        expect((await server.api('GET', path(key))).json()).toMatchObject({ active: false });
      const on = await server.api('PUT', `${base}/bulk/toggle-active`, { ids: [a[area.key]], active: true });
      expect(on.json()).toEqual({ updated: 1 });
      expect((await server.api('GET', path(a[area.key]))).json()).toMatchObject({ active: true });
      expect((await server.api('GET', path(b[area.key]))).json()).toMatchObject({ active: false });
    },
  );
});
