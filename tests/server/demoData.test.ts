/** The French demo data of a first start, and the seed command for large databases. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { compileSchema } from '../../resources/kit/schema';
import { PROJECT_ROOT } from '../../server/app';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { databaseUrlFor, openTestDatabase } from './support/testDatabase';
import { makeDataDir, signIn, startTestServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
let server: TestServer;

const total = async (target: TestServer, resource: string) =>
  Number((await target.api('GET', `/api/${resource}?limit=1`)).headers['x-total-count']);

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
});

afterAll(async () => {
  await server.close();
});

describe('demo data of a first start', () => {
  it('fills every area with enough records to page through', async () => {
    expect(await total(server, 'etablissements')).toBe(20);
    expect(await total(server, 'classes')).toBe(60);
    expect(await total(server, 'users')).toBe(502); // 500, the administrator and the staff account
    expect(await total(server, 'activities')).toBe(200);
    expect(await total(server, 'courses')).toBe(30);
    expect(await total(server, 'hashtags')).toBe(40);
    expect(await total(server, 'themes')).toBe(12);
    expect(await total(server, 'satisfaction-template-domains')).toBe(6);
    expect(await total(server, 'satisfaction-templates')).toBe(8);
  });

  it('has the staff account of the README, in the first establishment', async () => {
    const token = await signIn(server.app, 'personnel@eduadmin.fr', 'EduStaff2026!');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/permissions',
      headers: { authorization: `Bearer ${token}` },
    });
    const first = (await server.api('GET', '/api/etablissements?sort=id&order=ASC&limit=1')).json()[0];
    expect(me.json()).toMatchObject({ role: 'staff', etablissement_id: first.id });
  });

  it('writes a dozen card images that activities use and the server serves', async () => {
    const images = (await server.api('GET', '/api/media/cartes')).json() as Rec[];
    expect(images).toHaveLength(12);
    expect(images.every((i) => i.type === 'image/png' && (i.width as number) > 0)).toBe(true);
    const activity = (await server.api('GET', '/api/activities?limit=1')).json()[0];
    expect(images.map((i) => i.url)).toContain(activity.image);
    expect((await server.app.inject({ method: 'GET', url: activity.image })).statusCode).toBe(200);
    // Every activity's image names one of these files, in its exact case (the rule of image fields).
    const urls = new Set(images.map((i) => i.url));
    const activities = (await server.api('GET', '/api/activities?limit=1000')).json() as Rec[];
    expect(activities.filter((a) => a.image !== null && !urls.has(a.image as string))).toEqual([]);
  });

  it('is French and valid by the same rules as the forms', async () => {
    const t = makeTranslate(fr as unknown as Messages);
    for (const declaration of await loadDeclarations()) {
      const records = (await server.api('GET', `/api/${declaration.name}?limit=1000`)).json() as Rec[];
      const schema = compileSchema(declaration, 'create', t);
      for (const record of records) {
        const { password: _password, ...rest } = record;
        const result = schema.safeParse(
          declaration.name === 'users' ? { ...rest, password: 'demo-password' } : rest,
        );
        expect(result.success, `${declaration.name} ${JSON.stringify(record)}`).toBe(true);
      }
    }
    const names = (await server.api('GET', '/api/etablissements?limit=100')).json().map((e: Rec) => e.name);
    expect(names.some((n: string) => n.startsWith('Collège '))).toBe(true);
    const templates = (await server.api('GET', '/api/satisfaction-templates')).json() as Rec[];
    expect(templates.every((t) => (t.questions as unknown[]).length >= 2)).toBe(true);
  });

  it('is the same from one run to the next (seeded generator)', async () => {
    const again = await startTestServer({ demoData: true });
    for (const resource of ['activities', 'classes', 'courses']) {
      const query = `/api/${resource}?limit=1000&sort=id`;
      expect((await again.api('GET', query)).json()).toEqual((await server.api('GET', query)).json());
    }
    await again.close();
  });

  it('is not added again at the next start, nor to a database that holds data', async () => {
    await server.app.close();
    const restarted = await startTestServer({ dataDir: server.dataDir, demoData: true });
    expect(await total(restarted, 'activities')).toBe(200);
    server = restarted;
    const used = await startTestServer();
    await used.api('POST', '/api/themes', { name: 'Déjà là', color: '#000000' });
    await used.app.close();
    const reopened = await startTestServer({ dataDir: used.dataDir, demoData: true });
    expect(await total(reopened, 'activities')).toBe(0);
    await reopened.close();
  });
});

describe('npm run seed', () => {
  const dataDir = makeDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  /** The command on this run's engine: DATABASE_URL names the data directory's database on PostgreSQL. */
  const seed = async (...args: string[]) => {
    const { DATABASE_URL: _machine, ...env } = process.env;
    const databaseUrl = await databaseUrlFor(dataDir);
    return spawnSync(
      process.execPath,
      ['--import', 'tsx', join(PROJECT_ROOT, 'server/seed/cli.ts'), ...args],
      {
        cwd: PROJECT_ROOT,
        env: {
          ...env,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
        },
        encoding: 'utf8',
      },
    );
  };

  it('fills a database with the numbers asked for, and refuses to mix with existing data without --reset', async () => {
    const first = await seed('--activities', '3000', '--users', '2000');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/activities 3000/);
    const db = await openTestDatabase(dataDir);
    const count = async (table: string) =>
      (await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table}"`))!.n;
    expect(await count('activities')).toBe(3000);
    expect(await count('users')).toBe(2002); // the administrator and the demo staff account besides
    await db.close();
    const second = await seed('--activities', '10');
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/--reset/);
    const reset = await seed('--reset', '--activities', '10', '--users', '5');
    expect(reset.status, reset.stderr).toBe(0);
  });

  it('refuses an unknown option', async () => {
    const result = await seed('--unicorns', '3');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/--unicorns/);
  });
});
