/** Validation from the declarations, conflicts and the error statuses of the generic endpoints. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import activities from '../../resources/activities';
import { compileSchema } from '../../resources/kit/schema';
import { optionCodes } from '../../server/config/optionLists';
import { pngImage } from './support/images';
import { createRecord, listTotal } from './support/testServer';
import { serverOfTheseTests } from './support/serverOfTheseTests';
import { expectRefusal } from './support/refusals';

type Rec = Record<string, unknown>;
const server = serverOfTheseTests();

const post = async (resource: string, body: unknown) => server.api('POST', `/api/${resource}`, body);
const created = (resource: string, body: Rec) => createRecord(server.api, resource, body);

describe('422: field errors', () => {
  it('gives FastAPI’s shape with the same French messages as the form’s schema', async () => {
    const body = {
      title: 'ab',
      type: '',
      language: 'fr',
      difficulty: 9,
      duration_minutes: 'long',
      active: 'yes',
    };
    const response = await post('activities', body);
    expect(response.statusCode).toBe(422);
    const detail = response.json().detail as { loc: (string | number)[]; msg: string; type: string }[];
    const formSchema = compileSchema(activities, 'create', makeTranslate(fr as unknown as Messages));
    const parsed = formSchema.safeParse({ ...body, duration_minutes: 'long', active: 'yes' });
    expect(parsed.success).toBe(false);
    const formMessages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(Object.fromEntries(detail.map((d) => [d.loc.slice(1).join('.'), d.msg]))).toEqual(formMessages);
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'title'], msg: 'Au moins 3 caractères', type: 'value_error' },
        { loc: ['body', 'type'], msg: 'Ce champ est obligatoire', type: 'missing' },
        {
          loc: ['body', 'difficulty'],
          msg: 'La valeur doit être inférieure ou égale à 5',
          type: 'value_error',
        },
        {
          loc: ['body', 'duration_minutes'],
          msg: 'Ce champ doit être un nombre entier',
          type: 'value_error',
        },
        { loc: ['body', 'active'], msg: 'Ce champ doit valoir oui ou non', type: 'value_error' },
      ]),
    );
  });

  it('locates errors inside a list of objects', async () => {
    const domain = await created('satisfaction-template-domains', { name: 'Qualité' });
    const response = await post('satisfaction-templates', {
      name: 'Modèle',
      domain_id: domain.id,
      questions: [{ label: 'Bien ?' }, { label: '', kind: 'dance' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'questions', 1, 'label'], msg: 'Ce champ est obligatoire', type: 'missing' },
      { loc: ['body', 'questions', 1, 'kind'], msg: 'Valeur non autorisée', type: 'value_error' },
    ]);
  });

  it('applies the declared patterns and their messages', async () => {
    const response = await post('etablissements', {
      name: 'École',
      uai: '12A',
      type: 'ecole',
      postal_code: '6900',
      phone: '12',
    });
    expect(response.json().detail).toEqual([
      { loc: ['body', 'uai'], msg: expect.not.stringMatching(/^resources\./), type: 'value_error' },
      { loc: ['body', 'postal_code'], msg: expect.any(String), type: 'value_error' },
      { loc: ['body', 'phone'], msg: expect.any(String), type: 'value_error' },
    ]);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[1, 2], 'texte', 42]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/themes',
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ['body'],
          msg: 'Le corps de la requête doit être un objet JSON',
          type: 'model_attributes_type',
        },
      ]);
    }
  });

  it('refuses references to records that do not exist', async () => {
    const response = await post('activities', {
      title: 'Quiz orphelin',
      type: 'quiz',
      language: 'fr',
      theme_id: 999,
      hashtags: ['inexistant'],
      etablissements: ['pas-un-nombre'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'etablissements', 0], msg: 'Référence invalide', type: 'value_error' },
    ]);
    const missing = await post('activities', {
      title: 'Quiz orphelin',
      type: 'quiz',
      language: 'fr',
      theme_id: 999,
      hashtags: ['inexistant'],
    });
    expect(missing.json().detail).toEqual([
      { loc: ['body', 'theme_id'], msg: 'Référence invalide', type: 'value_error' },
      { loc: ['body', 'hashtags', 0], msg: 'Référence invalide', type: 'value_error' },
    ]);
    expect((await server.api('GET', '/api/activities?q=orphelin')).headers['x-total-count']).toBe('0');
  });
});

describe('what the server stores', () => {
  it('applies declared defaults, ignores read-only, computed and unknown fields', async () => {
    const record = await created('activities', {
      title: 'Quiz par défaut',
      type: 'quiz',
      language: 'fr',
      created_at: '2000-01-01T00:00:00.000Z',
      id: 12345,
      unknown_field: 'ignored',
    });
    expect(record).toMatchObject({
      duration_minutes: 30,
      difficulty: 2,
      active: true,
      hashtags: [],
      etablissements: [],
    });
    expect(record.id).not.toBe(12345);
    expect(record.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(record).not.toHaveProperty('unknown_field');
  });

  it('keeps the order of an ordered reference list and drops repeats', async () => {
    const a = await created('activities', { title: 'Activité A', type: 'quiz', language: 'fr' });
    const b = await created('activities', { title: 'Activité B', type: 'quiz', language: 'fr' });
    const course = await created('courses', {
      title: 'Parcours ordonné',
      language: 'fr',
      activities: [b.id, String(a.id), b.id],
    });
    expect(course.activities).toEqual([b.id, a.id]);
  });

  it('normalises values as the form does (uppercase UAI, lowercase e-mail and hashtag)', async () => {
    const school = await created('etablissements', { name: 'Lycée Hoche', uai: ' 0780001a ', type: 'lycee' });
    expect(school.uai).toBe('0780001A');
    const tag = await created('hashtags', { label: 'Géométrie' });
    expect(tag.label).toBe('géométrie');
  });

  it('fills the sub-fields of each object of a list', async () => {
    const domain = await created('satisfaction-template-domains', { name: 'Accueil' });
    const template = await created('satisfaction-templates', {
      name: 'Accueil des élèves',
      domain_id: domain.id,
      questions: [{ label: 'Bien accueilli ?' }],
    });
    expect(template.questions).toEqual([
      { label: 'Bien accueilli ?', kind: 'scale', options: null, required: true },
    ]);
  });

  it('computes counts (templates per domain, students per class)', async () => {
    const domain = await created('satisfaction-template-domains', { name: 'Compté' });
    for (const name of ['Un', 'Deux']) {
      await created('satisfaction-templates', { name, domain_id: domain.id, questions: [{ label: 'Q ?' }] });
    }
    expect(
      (await server.api('GET', `/api/satisfaction-template-domains/${domain.id}`)).json().template_count,
    ).toBe(2);
    const school = await created('etablissements', {
      name: 'École du compte',
      uai: '0690002B',
      type: 'ecole',
    });
    const schoolClass = await created('classes', {
      name: 'CP A',
      level: 'cp',
      school_year: '2025-2026',
      etablissement_id: school.id,
    });
    await created('users', {
      first_name: 'Zoé',
      last_name: 'A',
      email: 'zoe@ecole.fr',
      password: 'secret-123',
      classes: [schoolClass.id],
    });
    expect((await server.api('GET', `/api/classes/${schoolClass.id}`)).json().student_count).toBe(1);
  });
});

describe('409: conflicts', () => {
  it('refuses a unique value already taken, naming the field, whatever its case', async () => {
    await created('themes', { name: 'Musique', color: '#ad1457' });
    const response = await post('themes', { name: 'MUSIQUE', color: '#000000' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/^La valeur « MUSIQUE » du champ « .+ » est déjà utilisée$/);
    // The field is named apart from the sentence too: a form shows the refusal under it.
    expect(response.json().field).toBe('name');
    const other = await created('themes', { name: 'Danse', color: '#000000' });
    const rename = await server.api('PUT', `/api/themes/${other.id}`, { name: 'musique' });
    expectRefusal(rename, 409, 'La valeur « musique » du champ « Nom » est déjà utilisée', 'name');
    // Saving a record with its own unique value is not a conflict.
    expect((await server.api('PUT', `/api/themes/${other.id}`, { name: 'Danse' })).statusCode).toBe(200);
  });

  it('refuses a stale update instead of overwriting someone else’s change', async () => {
    const theme = await created('themes', { name: 'Histoire', color: '#6d4c41' });
    const first = await server.api('PUT', `/api/themes/${theme.id}`, {
      ...theme,
      description: 'Première modification',
    });
    expect(first.statusCode).toBe(200);
    const stale = await server.api('PUT', `/api/themes/${theme.id}`, {
      ...theme,
      description: 'Modification perdue ?',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/modifié par quelqu’un d’autre/);
    expect((await server.api('GET', `/api/themes/${theme.id}`)).json().description).toBe(
      'Première modification',
    );
    const fresh = await server.api('PUT', `/api/themes/${theme.id}`, {
      ...(first.json() as Rec),
      description: 'Seconde modification',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('catches two saves in the same millisecond (every write moves the version)', async () => {
    const theme = await created('themes', { name: 'Rapide', color: '#000000' });
    const [a, b] = await Promise.all([
      server.api('PUT', `/api/themes/${theme.id}`, { ...theme, position: 1 }),
      server.api('PUT', `/api/themes/${theme.id}`, { ...theme, position: 2 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses an updated_at that is not a date', async () => {
    const theme = await created('themes', { name: 'Date', color: '#000000' });
    const response = await server.api('PUT', `/api/themes/${theme.id}`, { updated_at: 'hier' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'updated_at'], msg: 'Date et heure invalides', type: 'value_error' },
    ]);
  });
});

describe('keys', () => {
  it('uses a declared key (hashtag label) chosen on create, in URLs, never changed by an edit', async () => {
    await created('hashtags', { label: 'algèbre', description: 'Équations' });
    const edited = await server.api('PUT', `/api/hashtags/${encodeURIComponent('algèbre')}`, {
      label: 'autre',
      description: 'Nouvelle',
    });
    expect(edited.json()).toMatchObject({ label: 'algèbre', description: 'Nouvelle' });
    expectRefusal(
      await server.api('GET', '/api/hashtags/autre'),
      404,
      'Enregistrement « autre » introuvable',
    );
    const duplicate = await post('hashtags', { label: 'ALGÈBRE' });
    expect(duplicate.statusCode).toBe(409);
    const bad = await post('hashtags', { label: 'avec espace' });
    expect(bad.json().detail[0].loc).toEqual(['body', 'label']);
  });

  it('updates with the key in the body (PUT without id)', async () => {
    const theme = await created('themes', { name: 'Sans id', color: '#000000' });
    const response = await server.api('PUT', '/api/themes', { id: theme.id, position: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json().position).toBe(7);
    await created('hashtags', { label: 'corps' });
    expect(
      (await server.api('PUT', '/api/hashtags', { label: 'corps', description: 'via le corps' })).json()
        .description,
    ).toBe('via le corps');
    const missing = await server.api('PUT', '/api/themes', { position: 7 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'id']);
  });
});

describe('404 and 400', () => {
  it.each([
    ['GET', '/api/themes/999999'],
    ['PUT', '/api/themes/999999'],
    ['DELETE', '/api/themes/999999'],
    ['GET', '/api/themes/abc'],
    ['GET', '/api/hashtags/inconnu'],
    ['PUT', '/api/themes'],
  ])('%s %s on an unknown record gives 404 with a French detail', async (method, url) => {
    const response = await server.api(
      method as 'GET',
      url,
      method === 'PUT' ? { id: 999999, name: 'x' } : undefined,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toMatch(/^Enregistrement « .+ » introuvable$/);
  });

  it('gives 404 with a detail on an unknown route', async () => {
    const response = await server.api('GET', '/api/unknown-area');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource introuvable' });
  });

  it('gives 400 on malformed JSON', async () => {
    for (const payload of ['{"name": "x",', '{name: x}', '']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/themes',
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });

  it('checks the bodies of bulk calls', async () => {
    const noIds = await server.api('DELETE', '/api/themes/bulk', { id: [1] });
    expect(noIds.statusCode).toBe(422);
    expect(noIds.json().detail).toEqual([
      { loc: ['body', 'ids'], msg: 'Une liste d’identifiants est attendue', type: 'list_type' },
    ]);
    const badId = await server.api('DELETE', '/api/themes/bulk', { ids: [1, { x: 1 }] });
    expect(badId.json().detail).toEqual([
      { loc: ['body', 'ids', 1], msg: 'Identifiant invalide', type: 'value_error' },
    ]);
    const noFlag = await server.api('PUT', '/api/themes/bulk/toggle-active', { ids: [1] });
    expect(noFlag.statusCode).toBe(422);
    expect(noFlag.json().detail[0].loc).toEqual(['body', 'active']);
    expect((await server.api('DELETE', '/api/themes/bulk', { ids: [] })).json()).toEqual({ deleted: 0 });
  });
});

describe('hardened rules, the same on the form and the server', () => {
  const activity = { title: 'Quiz des capitales', type: 'quiz', language: 'fr' };
  type Detail = { loc: (string | number)[]; msg: string }[];
  const messagesOf = (detail: Detail) =>
    Object.fromEntries(detail.map((d) => [d.loc.slice(1).join('.'), d.msg]));

  it('gives the verdict of the kit’s schema given the server’s option lists', async () => {
    const body = {
      ...activity,
      title: 'Quiz\u0000caché',
      type: 'nouveau-type',
      language: 'xx',
      image: 'https://tracker.example.com/pixel.png',
    };
    const response = await post('activities', body);
    expect(response.statusCode).toBe(422);
    const kit = compileSchema(activities, 'create', makeTranslate(fr as unknown as Messages), {
      optionCodes,
    });
    const parsed = kit.safeParse(body);
    expect(parsed.success).toBe(false);
    const kitMessages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messagesOf(response.json().detail as Detail)).toEqual(kitMessages);
    expect(kitMessages).toEqual({
      title: fr.validation.nulCharacter,
      type: 'Valeur non autorisée',
      language: 'Valeur non autorisée',
      image: 'Choisissez une image de la médiathèque (dossier « cartes »)',
    });
  });

  it('accepts the codes of the served lists and an image of the library, refuses other images', async () => {
    writeFileSync(join(server.dataDir, 'media', 'cartes', 'carte.png'), pngImage());
    const ok = await created('activities', {
      ...activity,
      type: 'debate',
      image: '/media-files/cartes/carte.png',
    });
    expect(ok).toMatchObject({ type: 'debate', image: '/media-files/cartes/carte.png' });
    for (const image of [
      'javascript:alert(1)',
      '/media-files/cartes/../../eduadmin.sqlite',
      '/media-files/avatars/a.png',
    ]) {
      const response = await server.api('PUT', `/api/activities/${ok.id}`, { image });
      expect(response.statusCode, image).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['body', 'image']);
    }
    expect((await server.api('GET', `/api/activities/${ok.id}`)).json().image).toBe(
      '/media-files/cartes/carte.png',
    );
  });

  it('refuses a required text of spaces only', async () => {
    const response = await post('themes', { name: '   \u200B ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Ce champ est obligatoire', type: 'missing' },
    ]);
  });

  it('refuses a NUL character in a text with a clear message', async () => {
    const response = await post('themes', { name: 'Sci\u0000ences' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'name'], msg: fr.validation.nulCharacter, type: 'value_error' },
    ]);
  });

  it('refuses control and direction-override characters in a one-line text, naming the character', async () => {
    for (const [name, code] of [
      ['facture\u202Etxt.exe', 'U+202E'],
      ['Sonnerie\u0007', 'U+0007'],
      ['\u001B[31mRouge', 'U+001B'],
      ['Ligne\nsuivante', 'U+000A'],
      ['Isolé\u2066', 'U+2066'],
      ['Contrôle\u0085C1', 'U+0085'],
    ]) {
      const response = await post('themes', { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ['body', 'name'],
          msg: `Ce texte contient un caractère invisible de contrôle ou de sens d’écriture (${code}), qui n’est pas autorisé`,
          type: 'value_error',
        },
      ]);
    }
  });

  it('lets a long text keep tabs and line feeds, never the other control characters', async () => {
    const kept = await created('themes', { name: 'Lignes', description: 'Un\n\tdeux\r\ntrois' });
    expect(kept.description).toBe('Un\n\tdeux\ntrois');
    const response = await server.api('PUT', `/api/themes/${kept.id}`, { description: 'Un\u0007deux' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['body', 'description'],
        msg: fr.validation.refusedCharacter.replace('%{code}', 'U+0007'),
        type: 'value_error',
      },
    ]);
  });

  it('refuses half of a surrogate pair rather than storing something else in its place', async () => {
    for (const name of ['Demi\uD83Dpaire', 'Demi\uDE00paire', '\uDE00\uD83D']) {
      const response = await post('themes', { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['body', 'name']);
      expect(response.json().detail[0].msg).toMatch(
        /^Ce texte contient un caractère incomplet \(U\+D[89A-F][0-9A-F]{2}, moitié de paire de substitution\)/,
      );
    }
    expect(await listTotal(server.api, '/api/themes?q=Demi')).toBe(0);
  });

  it('reads back what it accepted byte for byte: emoji, joiners, scripts, tabs and line feeds', async () => {
    const name = 'Géo 🌍 日本語 العربية Ελληνικά';
    const description = 'Famille 👨\u200D👩\u200D👧\nTab\tfin 🏳️\u200D🌈 ✓ \u2028 € 𝄞';
    const stored = await created('themes', { name, description });
    const read = (await server.api('GET', `/api/themes/${stored.id}`)).json() as Rec;
    for (const [field, sent] of Object.entries({ name, description })) {
      expect(Buffer.from(String(read[field]), 'utf8').equals(Buffer.from(sent, 'utf8')), field).toBe(true);
    }
    expect(await listTotal(server.api, `/api/themes?q=${encodeURIComponent('日本語')}`)).toBe(1);
  });

  it('stores text trimmed, composed and without zero-width characters, so `unique` cannot be bypassed', async () => {
    expect((await created('themes', { name: ' Café ' })).name).toBe('Café');
    for (const twin of [
      'Café ',
      'Café\u200B',
      '\uFEFFCafé',
      'Caf\u200De\u0301',
      'Cafe\u0301',
      'café\u200C',
    ]) {
      const response = await post('themes', { name: twin });
      expect(response.statusCode, JSON.stringify(twin)).toBe(409);
      expect(response.json().detail, JSON.stringify(twin)).toMatch(
        /^La valeur « .+ » du champ « Nom » est déjà utilisée$/,
      );
    }
  });

  it('keeps a password exactly as typed: its spaces are part of it', async () => {
    const password = '  espaces autour  ';
    await created('users', {
      first_name: 'Espace',
      last_name: 'Test',
      email: 'espace@test.fr',
      role: 'admin',
      password,
    });
    const signIn = (attempt: string) =>
      server.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'espace@test.fr', password: attempt },
      });
    expect((await signIn(password)).statusCode).toBe(200);
    expect((await signIn(password.trim())).statusCode).toBe(401);
  });

  it('refuses a reference list above its cap before looking the keys up', async () => {
    const hashtags = Array.from({ length: 1001 }, (_, i) => `h${i}`);
    const response = await post('activities', { ...activity, hashtags });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'hashtags'], msg: 'Au plus 1000 élément(s)', type: 'value_error' },
    ]);
  });
});
