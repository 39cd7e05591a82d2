/**
 * The CSV import against the real server: the preview's verdicts and cell errors, all-or-nothing
 * and valid-only writes in one transaction with their history entries, the limits, 10,000 rows,
 * and a round trip (an exported file imports back unchanged).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutraliseCell } from '../../resources/kit/csvFormat';
import { csvFields, formatCell, type CellKey } from '../../resources/kit/csvValues';
import { representRecord } from '../../resources/kit/fields';
import type { HistoryEntry } from '../../resources/contracts/historyContract';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportReport,
} from '../../resources/contracts/importContract';
import { t } from '../../server/http/messages';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { pngImage } from './support/images';
import { refuseWrites } from './support/testDatabase';
import { ADMIN, signIn, startTestServer, type TestServer, createRecord } from './support/testServer';
import { expectRefusal } from './support/refusals';

type Rec = Record<string, unknown>;
type Row = Record<string, string>;
let server: TestServer;

const create = (resource: string, body: Rec) => createRecord(server.api, resource, body);

async function importRows(
  resource: string,
  rows: Row[],
  options: { mode?: 'all' | 'valid'; dry_run?: boolean } = {},
  target = server,
): Promise<ImportReport> {
  const response = await target.api('POST', `/api/${resource}/import`, { mode: 'all', ...options, rows });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportReport;
}

async function count(table: string, target = server): Promise<number> {
  return (await target.app.db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table}"`))!.n;
}

const historyCount = () => count('_history');

let teacher: Rec;

beforeAll(async () => {
  server = await startTestServer();
  const school = await create('etablissements', { name: 'Collège Import', uai: '0690010C', type: 'college' });
  await create('classes', {
    name: 'CM1 A',
    level: 'cm1',
    school_year: '2025-2026',
    etablissement_id: school.id,
  });
  await create('classes', {
    name: 'CM1 B',
    level: 'cm1',
    school_year: '2025-2026',
    etablissement_id: school.id,
  });
  teacher = await create('users', {
    first_name: 'Paul',
    last_name: 'Prof',
    email: 'paul.prof@exemple.fr',
    role: 'teacher',
    password: 'mot-de-passe-1',
    etablissement_id: school.id,
  });
});

afterAll(async () => {
  await server.close();
});

describe('the preview (dry_run)', () => {
  it('gives each row its verdict and each wrong cell its French message, and writes nothing', async () => {
    const users = await count('users');
    const entries = await historyCount();
    const report = await importRows(
      'users',
      [
        {
          first_name: 'Alice',
          last_name: 'Nouvelle',
          email: 'alice@exemple.fr',
          role: 'Élève',
          etablissement_id: 'collège import',
          classes: 'CM1 A | CM1 B',
        },
        {
          first_name: 'Bob',
          last_name: 'Erreur',
          email: 'pas-un-email',
          role: 'student',
          etablissement_id: 'Inconnu',
        },
        { first_name: 'Paul', last_name: 'Professeur', email: 'PAUL.PROF@exemple.fr', role: 'Enseignant' },
        { first_name: 'Admin', last_name: 'EduAdmin', email: ADMIN.email, role: 'Administrateur' },
        { first_name: 'Alice', last_name: 'Double', email: 'Alice@exemple.fr', role: 'student' },
        {
          first_name: 'Zoé',
          last_name: 'Rôle',
          email: 'zoe@exemple.fr',
          role: 'pilote',
          active: 'peut-être',
        },
      ],
      { dry_run: true },
    );
    expect(report).toMatchObject({
      dry_run: true,
      batch_id: null,
      created: 1,
      updated: 1,
      unchanged: 1,
      errors: 3,
    });
    expect(report.rows.map((r) => r.verdict)).toEqual([
      'create',
      'error',
      'update',
      'unchanged',
      'error',
      'error',
    ]);
    expect(report.rows[1].errors).toEqual(
      expect.arrayContaining([
        { field: 'email', msg: t('validation.email') },
        { field: 'etablissement_id', msg: t('validation.unknownReference', { value: 'Inconnu' }) },
      ]),
    );
    expect(report.rows[2].key).toBe(teacher.id);
    expect(report.rows[3].key).not.toBe(teacher.id);
    expect(report.rows[4].errors).toHaveLength(1);
    expect(report.rows[4].errors[0].field).toBeUndefined();
    expect(report.rows[4].errors[0].msg).toMatch(/«\s?Alice@exemple\.fr\s?».*ligne 1 du fichier/);
    expect(report.rows[5].errors).toEqual(
      expect.arrayContaining([
        {
          field: 'role',
          msg: 'Valeur non autorisée (valeurs possibles : Élève, Enseignant, Personnel, Administrateur)',
        },
        { field: 'active', msg: t('validation.boolean') },
      ]),
    );
    expect(await count('users')).toBe(users);
    expect(await historyCount()).toBe(entries);
  });

  it('reads the labels people see (French or English, any case or accent) as well as the codes', async () => {
    const report = await importRows(
      'activities',
      [
        { title: 'Atelier : les volcans', type: 'Atelier', language: 'Français' },
        { title: 'Débat du jeudi', type: 'debat', language: 'FRANCAIS' },
        { title: 'Workshop in English', type: 'Workshop', language: 'English' },
        { title: 'Par les codes', type: 'experiment', language: 'en' },
        { title: 'Type inconnu', type: 'Volcan', language: 'Klingon' },
      ],
      { dry_run: true },
    );
    expect(report.rows.map((r) => r.verdict)).toEqual(['create', 'create', 'create', 'create', 'error']);
    expect(report.rows[4].errors).toEqual([
      {
        field: 'type',
        msg:
          'Valeur non autorisée (valeurs possibles : Quiz, Exercice, Vidéo, Lecture, Jeu éducatif, Projet, ' +
          'Atelier, Évaluation, Expérience, Débat)',
      },
      {
        field: 'language',
        msg:
          'Valeur non autorisée (valeurs possibles : Français, Anglais, Espagnol, Allemand, Italien, Portugais, ' +
          'Arabe, Chinois)',
      },
    ]);
    const written = await importRows('activities', [
      { title: 'Atelier : les volcans', type: 'Atelier', language: 'Français' },
      { title: 'Débat du jeudi', type: 'debat', language: 'FRANCAIS' },
    ]);
    expect(written.created).toBe(2);
    const listed = (await server.api('GET', '/api/activities?q=jeudi')).json() as Rec[];
    expect(listed.map((a) => [a.type, a.language])).toEqual([['debate', 'fr']]);
  });

  it('refuses a row whose image names no file of the library, in its exact case', async () => {
    writeFileSync(join(server.dataDir, 'media', 'cartes', 'importee.png'), pngImage());
    const report = await importRows(
      'activities',
      [
        { title: 'Carte présente', type: 'quiz', language: 'fr', image: '/media-files/cartes/importee.png' },
        { title: 'Carte majuscule', type: 'quiz', language: 'fr', image: '/media-files/cartes/Importee.PNG' },
      ],
      { dry_run: true },
    );
    expect(report.rows.map((r) => r.verdict)).toEqual(['create', 'error']);
    expect(report.rows[1].errors).toEqual([
      {
        field: 'image',
        msg: 'L’image « Importee.PNG » n’existe pas dans la médiathèque (dossier « cartes », majuscules comprises) : choisissez-en une dans la médiathèque',
      },
    ]);
  });

  it('matches hashtags by their key column, created when the key is new', async () => {
    await create('hashtags', { label: 'lecture', description: 'Avant' });
    const report = await importRows(
      'hashtags',
      [
        { label: 'LECTURE', description: 'Après' },
        { label: 'ecriture', description: '' },
        { label: 'écriture ', description: '' },
      ],
      { dry_run: true },
    );
    expect(report.rows.map((r) => [r.verdict, r.key])).toEqual([
      ['update', 'lecture'],
      ['create', 'ecriture'],
      ['create', 'écriture'],
    ]);
  });
});

describe('writing', () => {
  it('mode all: one wrong row and nothing is written, neither records nor history', async () => {
    const themes = await count('themes');
    const entries = await historyCount();
    const report = await importRows('themes', [
      { name: 'Import A', color: '#111111' },
      { name: 'Import B', color: 'rouge' },
    ]);
    expect(report).toMatchObject({ dry_run: false, batch_id: null, errors: 1 });
    expect(report.rows[1].errors).toEqual([{ field: 'color', msg: t('validation.color') }]);
    expect(await count('themes')).toBe(themes);
    expect(await historyCount()).toBe(entries);
  });

  it('mode valid: the valid rows are written with one history entry each under one batch id', async () => {
    const existing = await create('themes', { name: 'Existant', color: '#222222' });
    const report = await importRows(
      'themes',
      [
        { name: 'Import C', color: '#333333', position: '4' },
        { name: 'Import D', color: 'bleu' },
        { id: String(existing.id), name: 'Existant renommé' },
        { id: '999999', name: 'Fantôme' },
      ],
      { mode: 'valid' },
    );
    expect(report).toMatchObject({ created: 1, updated: 1, errors: 2 });
    expect(report.rows[3].errors).toEqual([
      { field: 'id', msg: t('server.import.unknownKey', { key: '999999' }) },
    ]);
    expect(report.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    const created = (await server.api('GET', `/api/themes/${String(report.rows[0].key)}`)).json() as Rec;
    expect(created).toMatchObject({ name: 'Import C', position: 4, active: true });
    const renamed = (await server.api('GET', `/api/themes/${String(existing.id)}`)).json() as Rec;
    expect(renamed).toMatchObject({ name: 'Existant renommé', color: '#222222' });

    const batch = (
      await server.api('GET', `/api/history?batch_id=${String(report.batch_id)}`)
    ).json() as HistoryEntry[];
    expect(batch.map((e) => e.action).sort()).toEqual(['create', 'update']);
    expect(batch.find((e) => e.action === 'update')?.changes).toEqual([
      { field: 'name', before: 'Existant', after: 'Existant renommé' },
    ]);
  });

  it('records each created record in its history entry as it reads back, with or without lists', async () => {
    const report = await importRows('users', [
      { first_name: 'Léa', last_name: 'Sans Classe', email: 'lea.sans@exemple.fr', role: 'Élève' },
      {
        first_name: 'Noé',
        last_name: 'Deux Classes',
        email: 'noe.deux@exemple.fr',
        role: 'Élève',
        classes: 'CM1 A | CM1 B',
      },
    ]);
    expect(report.created, JSON.stringify(report.rows)).toBe(2);
    const batch = (
      await server.api('GET', `/api/history?batch_id=${String(report.batch_id)}`)
    ).json() as HistoryEntry[];
    for (const row of report.rows) {
      const record = (await server.api('GET', `/api/users/${String(row.key)}`)).json() as Rec;
      const entry = batch.find((e) => e.record_key === String(row.key));
      expect(entry?.action).toBe('create');
      for (const [field, value] of Object.entries(entry?.snapshot ?? {}))
        expect(value, field).toEqual(record[field] ?? null);
    }
    const classes = batch.map((e) => e.snapshot.classes);
    expect(classes).toContainEqual([]);
    expect(classes.some((value) => Array.isArray(value) && value.length === 2)).toBe(true);
  });

  it('rolls everything back when a write fails midway', async () => {
    const refusal = await refuseWrites(server.app.db, {
      name: 'test_refuse',
      table: 'themes',
      event: 'INSERT',
      condition: "NEW.name = 'Boum'",
    });
    try {
      const themes = await count('themes');
      const entries = await historyCount();
      const response = await server.api('POST', '/api/themes/import', {
        mode: 'valid',
        rows: [{ name: 'Avant 1' }, { name: 'Avant 2' }, { name: 'Boum' }],
      });
      expect(response.statusCode).toBe(500);
      expect(await count('themes')).toBe(themes);
      expect(await historyCount()).toBe(entries);
    } finally {
      await refusal.allowWrites();
    }
  });

  it('hashes the passwords of a password column: the account can sign in', async () => {
    const report = await importRows('users', [
      {
        first_name: 'Sam',
        last_name: 'Staff',
        email: 'sam.staff@exemple.fr',
        role: 'staff',
        password: 'Import-Secret-1',
      },
      { first_name: 'Sans', last_name: 'Mot', email: 'sans.mot@exemple.fr', role: 'staff' },
    ]);
    expect(report).toMatchObject({ created: 2, errors: 0 });
    await expect(signIn(server.app, 'sam.staff@exemple.fr', 'Import-Secret-1')).resolves.toBeTypeOf('string');
    const stored = await server.app.db.first('SELECT password FROM users WHERE email = ?', [
      'sans.mot@exemple.fr',
    ]);
    expect(stored).toEqual({ password: null });
    const entry = (
      (await server.api('GET', `/api/users/${String(report.rows[0].key)}/history`)).json() as HistoryEntry[]
    ).find((found) => found.action === 'create');
    expect(entry?.changes).toContainEqual({ field: 'password', before: null, after: null, secret: true });
  });
});

describe('what is refused before reading any row', () => {
  it('unknown columns and missing required columns (422, French, named)', async () => {
    const unknown = await server.api('POST', '/api/themes/import', {
      mode: 'all',
      rows: [{ name: 'X', couleur: 'y' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      detail: [
        {
          loc: ['body', 'rows'],
          msg: t('server.import.unknownColumns', { columns: 'couleur' }),
          type: 'value_error',
        },
      ],
    });
    const missing = await server.api('POST', '/api/classes/import', {
      mode: 'all',
      rows: [{ name: '6e C' }],
    });
    expect(missing.statusCode).toBe(422);
    const msg = (missing.json() as { detail: { msg: string }[] }).detail[0].msg;
    expect(msg).toContain('level');
    expect(msg).toContain('etablissement_id');
    expect(msg).toContain('school_year');
  });

  it('a malformed request (422), too many rows or bytes (413, French)', async () => {
    expectRefusal(await server.api('POST', '/api/themes/import', { mode: 'some', rows: [] }), 422, [
      { loc: ['body', 'mode'], msg: 'Le mode doit valoir « all » ou « valid »', type: 'value_error' },
    ]);
    expectRefusal(await server.api('POST', '/api/themes/import', { mode: 'all', rows: 'x' }), 422, [
      { loc: ['body', 'rows'], msg: 'Une liste de lignes « rows » est attendue', type: 'list_type' },
    ]);
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ({}));
    const tooMany = await server.api('POST', '/api/themes/import', { mode: 'all', rows });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({
      detail: t('server.import.tooManyRows', { max: IMPORT_MAX_ROWS, count: IMPORT_MAX_ROWS + 1 }),
    });
    const big = { mode: 'all', rows: [{ description: 'x'.repeat(IMPORT_MAX_BYTES) }] };
    const tooLarge = await server.api('POST', '/api/themes/import', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: t('server.import.tooLarge', { max: 10 }) });
  });

  it('has no import where records are not created (satisfaction domains)', async () => {
    const response = await server.api('POST', '/api/satisfaction-template-domains/import', {
      mode: 'all',
      rows: [],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('round trip', () => {
  it('an exported file imports back unchanged, in every area with an import', async () => {
    const domain = await create('satisfaction-template-domains', { name: 'Accueil' });
    const theme = await create('themes', { name: 'Géographie', color: '#0d47a1' });
    await create('hashtags', { label: 'cartes' });
    const activity = await create('activities', {
      title: 'Les fleuves de France',
      type: 'quiz',
      language: 'fr',
      theme_id: theme.id,
      hashtags: ['cartes', 'lecture'],
      difficulty: 3,
    });
    await create('courses', {
      title: 'Géographie 6e',
      language: 'fr',
      activities: [activity.id],
      theme_id: theme.id,
    });
    await create('satisfaction-templates', {
      name: 'Fin de séance',
      domain_id: domain.id,
      questions: [
        { label: 'Avez-vous aimé ?', kind: 'yes_no' },
        { label: 'Note ; sur 5, "vraiment"', kind: 'scale', required: false },
      ],
    });
    await create('users', {
      first_name: '=Formule',
      last_name: 'Élève',
      email: 'formule@exemple.fr',
      role: 'student',
      password: 'mot-de-passe-9',
      classes: [],
    });

    const declarations = await loadDeclarations();
    const records = new Map<string, Rec[]>();
    for (const declaration of declarations) {
      const response = await server.api('GET', `/api/${declaration.name}?limit=1000`);
      records.set(declaration.name, response.json() as Rec[]);
    }
    const referenceLabel = (target: string, key: CellKey): string => {
      const declaration = declarations.find((d) => d.name === target);
      const keyName = declaration?.key ?? 'id';
      const found = records.get(target)?.find((r) => r[keyName] === key);
      return declaration && found ? representRecord(declaration, found) : String(key);
    };

    for (const declaration of declarations) {
      if (declaration.screens?.create === false) continue;
      const fields = csvFields(declaration);
      const rows = (records.get(declaration.name) ?? []).map((record) =>
        Object.fromEntries(
          fields.map((field) => [
            field.name,
            formatCell(declaration, field, record[field.name], { translate: t, referenceLabel }),
          ]),
        ),
      );
      expect(rows.length, declaration.name).toBeGreaterThan(0);
      const report = await importRows(declaration.name, rows, { dry_run: true });
      const problems = report.rows.filter((r) => r.verdict !== 'unchanged');
      expect({ area: declaration.name, problems }).toEqual({ area: declaration.name, problems: [] });
    }
  });
});

describe('formula-like cells', () => {
  it('come back as they were exported, apostrophes of the value included', async () => {
    const names = ['=1+1', "'=1+1", "''@SOMME(A1)", "l'=école", "'texte"];
    const created: Rec[] = [];
    for (const name of names) created.push(await create('themes', { name, color: '#0d47a1' }));
    // The cells as the exported file holds them once a CSV reader has unquoted them.
    const rows = created.map((record) => ({
      id: String(record.id),
      name: neutraliseCell(String(record.name)),
    }));
    expect(rows.map((row) => row.name)).toEqual(["'=1+1", "''=1+1", "'''@SOMME(A1)", "l'=école", "'texte"]);
    const report = await importRows('themes', rows, { dry_run: true });
    expect(report.rows.map((r) => r.verdict)).toEqual(names.map(() => 'unchanged'));
  });
});

describe('a large file', () => {
  it('imports 10,000 users in one request', async () => {
    const large = await startTestServer();
    try {
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        first_name: `Prénom${i}`,
        last_name: `Nom${i}`,
        email: `eleve.${i}@exemple.fr`,
        role: 'Élève',
        active: 'Oui',
      }));
      // Its speed target (under 10 s) is measured by npm run bench, not here.
      const report = await importRows('users', rows, {}, large);
      expect(report).toMatchObject({ created: 10_000, errors: 0 });
      expect(await count('users', large)).toBe(10_001);
      // One entry a row, and the administrator's sign-in.
      expect(await count('_history', large)).toBe(10_001);
    } finally {
      await large.close();
    }
  }, 60_000);
});
