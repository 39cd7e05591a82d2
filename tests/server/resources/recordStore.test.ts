/**
 * The records of an area as its store writes and reads them (server/resources/recordStore.ts), on a
 * real database the server's own schema sync made, without starting the app (fast enough for
 * mutation testing): a record reads back as written, with its reference lists in order and the
 * counts of other areas' records; a write made on an old version is refused; a deleted record
 * leaves no reference behind; the active flag changes the version of every record it sets.
 * Each test writes records of its own, so any one of them runs alone.
 */
import { describe, expect, it } from 'vitest';
import type { Key } from '../../../server/resources/recordCodec';
import { RecordStore } from '../../../server/resources/recordStore';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests } from '../support/testDatabase';

const database = databaseOfTheseTests();

/**
 * Made by the first test rather than in a beforeAll: Stryker counts a failed hook as no failure,
 * so a mutant breaking the set-up would survive.
 */
let ready: Promise<DeclaredStores> | undefined;

/** The stores' clock: one second on at each reading, so each write has a later version. */
let clock = Date.parse('2026-01-05T08:00:00Z');

/**
 * A store made in the test itself (not kept from the set-up), so that a mutant of what the store
 * builds when made (the SQL of its counts) is run with every test that reads through it.
 */
async function store(name: string, now = () => (clock += 1000)): Promise<RecordStore> {
  const areas = await (ready ??= declaredStores(database()));
  return new RecordStore(database(), areas.models, areas.model(name), now);
}

/** The stored version (`updated_at`) of a record. */
async function versionOf(area: string, key: Key): Promise<unknown> {
  return (await (await store(area)).get(key))?.updated_at;
}

const STALE =
  'Cet enregistrement a été modifié par quelqu’un d’autre depuis son ouverture. Rechargez-le pour voir les dernières valeurs avant d’enregistrer.';

/** Far ahead of the stores' clock (5 January 2026): a record some other server wrote "later". */
const AHEAD = { created_at: '2030-01-01T00:00:00.000Z', updated_at: '2030-01-01T00:00:00.000Z' };

describe('a record written by the store', () => {
  it('reads back as written, its reference lists in the order given, stamped by the clock', async () => {
    await store('hashtags').then((s) => s.insert({ columns: { label: 'ordre-a' }, lists: {} }));
    await store('hashtags').then((s) => s.insert({ columns: { label: 'ordre-b' }, lists: {} }));
    const activities = await store('activities');
    const key = await activities.insert({
      columns: { title: 'Rallye', type: 'quiz', active: true },
      lists: { hashtags: ['ordre-b', 'ordre-a'], etablissements: [] },
    });
    const record = await activities.get(key);
    expect(record).toMatchObject({
      id: key,
      title: 'Rallye',
      active: true,
      hashtags: ['ordre-b', 'ordre-a'],
      etablissements: [],
    });
    expect(record?.created_at).toMatch(/^2026-01-05T\d\d:\d\d:\d\d\.000Z$/);
    expect(record?.updated_at).toBe(record?.created_at);
    expect(await activities.get(999_999)).toBeUndefined();
  });

  it('keeps the time stamps a restore gives it', async () => {
    const themes = await store('themes');
    const key = await themes.insert({ columns: { name: 'Daté', color: '#000000' }, lists: {} }, AHEAD);
    expect(await themes.get(key)).toMatchObject({ name: 'Daté', ...AHEAD });
  });

  it('is given back by insertRecord as get reads it, lists and counts included', async () => {
    const activities = await store('activities');
    const hashtags = await store('hashtags');
    await hashtags.insert({ columns: { label: 'rendu' }, lists: {} });
    const plain = await activities.insertRecord({ columns: { title: 'Sans liste' }, lists: {} });
    expect(plain.record).toEqual(await activities.get(plain.key));
    expect(plain.record).toMatchObject({ title: 'Sans liste', hashtags: [] });
    const listed = await activities.insertRecord({
      columns: { title: 'Avec liste' },
      lists: { hashtags: ['rendu'], etablissements: [] },
    });
    expect(listed.record).toEqual(await activities.get(listed.key));
    expect(listed.record).toMatchObject({ title: 'Avec liste', hashtags: ['rendu'] });
    const given = await activities.insertRecord({ columns: { id: 424_242, title: 'Clé donnée' }, lists: {} });
    expect(given.key).toBe(424_242);
    expect(given.record).toEqual(await activities.get(424_242));
    const counted = await hashtags.insertRecord({ columns: { label: 'compté' }, lists: {} });
    expect(counted).toEqual({ key: 'compté', record: await hashtags.get('compté') });
    expect(counted.record).toMatchObject({ label: 'compté', usage_count: 0 });
  });

  it('reads the counts of the records of other areas that point at it', async () => {
    const hashtags = await store('hashtags');
    await hashtags.insert({ columns: { label: 'compte' }, lists: {} });
    const activities = await store('activities');
    for (const title of ['Un', 'Deux'])
      await activities.insert({ columns: { title }, lists: { hashtags: ['compte'] } });
    expect(await hashtags.get('compte')).toMatchObject({ usage_count: 2 });

    const domains = await store('satisfaction-template-domains');
    const domain = await domains.insert({ columns: { name: 'Accueil' }, lists: {} });
    const other = await domains.insert({ columns: { name: 'Repas' }, lists: {} });
    const templates = await store('satisfaction-templates');
    for (const name of ['A', 'B', 'C'])
      await templates.insert({ columns: { name, domain_id: domain }, lists: {} });
    expect(await domains.get(domain)).toMatchObject({ template_count: 3 });
    expect(await domains.get(other)).toMatchObject({ template_count: 0 });
    expect([...domains.sortSql.keys()]).toEqual(['template_count']);
  });

  it('is found under its stored spelling, and only when it exists', async () => {
    const hashtags = await store('hashtags');
    await hashtags.insert({ columns: { label: 'existe' }, lists: {} });
    expect(await hashtags.existing(['EXISTE', 'absent'])).toEqual(new Set(['existe']));
    expect(await hashtags.existing([])).toEqual(new Set());
  });

  it('names the other record holding a value, never the one being written', async () => {
    const users = await store('users');
    const ada = await users.insert({ columns: { email: 'ada@ecole.fr', first_name: 'Ada' }, lists: {} });
    expect(await users.holderOf('email', 'ada@ecole.fr', undefined)).toBe(ada);
    expect(await users.holderOf('email', 'ada@ecole.fr', ada)).toBeUndefined();
    expect(await users.holderOf('email', 'nul@ecole.fr', undefined)).toBeUndefined();
  });

  it('restored under its old key, leaves the keys handed out next free', async () => {
    const themes = await store('themes');
    const first = (await themes.insert({
      columns: { name: 'Avant restauration', color: '#121212' },
      lists: {},
    })) as number;
    // The key the database would hand out next, given by a restore.
    await themes.insert({ columns: { id: first + 1, name: 'Restaurée', color: '#121212' }, lists: {} });
    const next = await themes.insert({
      columns: { name: 'Après restauration', color: '#121212' },
      lists: {},
    });
    expect(next).toBe(first + 2);
  });

  it('is read, and locked for its transaction, as a row', async () => {
    const themes = await store('themes');
    const key = await themes.insert({ columns: { name: 'Verrou', color: '#111111' }, lists: {} });
    const row = await database().transaction(() => themes.lockRow(key));
    expect(row).toMatchObject({ id: key, name: 'Verrou' });
    expect(row).toEqual(await themes.getRow(key));
    expect(await themes.lockRow(999_999)).toBeUndefined();
  });
});

describe('many records at once', () => {
  it('are read, counted, flagged and deleted past the 1,000 keys of one statement', async () => {
    const themes = await store('themes');
    const activities = await store('activities');
    const hashtags = await store('hashtags');
    await hashtags.insert({ columns: { label: 'masse' }, lists: {} });
    const keys: Key[] = [];
    const titles: Key[] = [];
    await database().transaction(async () => {
      for (let n = 0; n < 1005; n++) {
        keys.push(await themes.insert({ columns: { name: `Masse ${n}`, color: '#222222' }, lists: {} }));
        titles.push(
          await activities.insert({ columns: { title: `Masse ${n}` }, lists: { hashtags: ['masse'] } }),
        );
      }
    });
    const read = await themes.getMany(keys);
    expect(read.map((record) => record.id).sort((a, b) => Number(a) - Number(b))).toEqual(keys);
    const listed = await activities.getMany(titles);
    expect(listed).toHaveLength(1005);
    expect(listed.every((record) => (record.hashtags as Key[]).join() === 'masse')).toBe(true);
    expect((await themes.existing([...keys, 999_999])).size).toBe(1005);

    expect(await database().transaction(() => themes.setActive('active', keys, false))).toBe(1005);
    expect((await themes.getMany(keys)).filter((record) => record.active === false)).toHaveLength(1005);

    expect(await hashtags.get('masse')).toMatchObject({ usage_count: 1005 });
    expect(await database().transaction(() => activities.remove(titles))).toBe(1005);
    expect(await hashtags.get('masse')).toMatchObject({ usage_count: 0 });
    expect(await database().transaction(() => themes.remove(keys))).toBe(1005);
    expect(await themes.getMany(keys)).toEqual([]);
    expect(await themes.getMany([])).toEqual([]);
  });
});

describe('an update', () => {
  it('writes the record at the version its caller read, with a new version', async () => {
    const themes = await store('themes');
    const key = await themes.insert({ columns: { name: 'Avant', color: '#333333' }, lists: {} });
    const read = await versionOf('themes', key);
    await themes.update(key, read, { columns: { name: 'Après' }, lists: {} });
    const after = await themes.get(key);
    expect(after).toMatchObject({ name: 'Après', color: '#333333' });
    expect(Date.parse(after?.updated_at as string)).toBeGreaterThan(Date.parse(read as string));
    expect(after?.created_at).toBe(read);
  });

  it('is refused (409) on a version someone else has replaced since, and writes nothing', async () => {
    const themes = await store('themes');
    const key = await themes.insert({ columns: { name: 'Disputé', color: '#444444' }, lists: {} });
    const read = await versionOf('themes', key);
    await themes.update(key, read, { columns: { description: 'premier' }, lists: {} });
    await expect(
      themes.update(key, read, { columns: { description: 'second' }, lists: {} }),
    ).rejects.toMatchObject({ statusCode: 409, detail: STALE });
    expect(await themes.get(key)).toMatchObject({ description: 'premier' });
  });

  it('of a record that is not there is refused (409)', async () => {
    const themes = await store('themes');
    await expect(
      themes.update(999_999, undefined, { columns: { name: 'Fantôme' }, lists: {} }),
    ).rejects.toMatchObject({ statusCode: 409, detail: STALE });
  });

  it('that names no version writes whatever the stored one', async () => {
    const themes = await store('themes');
    const key = await themes.insert({ columns: { name: 'Libre', color: '#555555' }, lists: {} });
    await themes.update(key, undefined, { columns: { description: 'sans version' }, lists: {} });
    await themes.update(key, null, { columns: { position: 4 }, lists: {} });
    expect(await themes.get(key)).toMatchObject({ description: 'sans version', position: 4 });
  });

  it('moves the version just past a stored one ahead of this server’s clock', async () => {
    const themes = await store('themes');
    const key = await themes.insert({ columns: { name: 'En avance', color: '#666666' }, lists: {} }, AHEAD);
    await themes.update(key, AHEAD.updated_at, { columns: { position: 2 }, lists: {} });
    expect(await versionOf('themes', key)).toBe('2030-01-01T00:00:00.001Z');
  });

  it('moves the version past a stored one written at this very millisecond', async () => {
    const themes = await store('themes', () => Date.parse('2026-04-01T00:00:00.000Z'));
    const key = await themes.insert({ columns: { name: 'Même instant', color: '#999999' }, lists: {} });
    await themes.update(key, '2026-04-01T00:00:00.000Z', { columns: { position: 7 }, lists: {} });
    expect(await themes.get(key)).toMatchObject({ position: 7, updated_at: '2026-04-01T00:00:00.001Z' });
  });

  it('keeps the version it is given (demo data keeps its dates)', async () => {
    const themes = await store('themes');
    const key = await themes.insert({ columns: { name: 'Démo', color: '#777777' }, lists: {} });
    await themes.update(key, undefined, { columns: { position: 1 }, lists: {} }, '2025-09-01T10:00:00.000Z');
    expect(await versionOf('themes', key)).toBe('2025-09-01T10:00:00.000Z');
  });

  it('replaces the reference lists it sends and keeps the others', async () => {
    const hashtags = await store('hashtags');
    for (const label of ['liste-a', 'liste-b', 'liste-c'])
      await hashtags.insert({ columns: { label }, lists: {} });
    const etablissements = await store('etablissements');
    const school = await etablissements.insert({ columns: { name: 'Lycée Liste' }, lists: {} });
    const activities = await store('activities');
    const key = await activities.insert({
      columns: { title: 'Listes' },
      lists: { hashtags: ['liste-a', 'liste-b'], etablissements: [school] },
    });
    await activities.update(key, undefined, { columns: {}, lists: { hashtags: ['liste-c', 'liste-a'] } });
    expect(await activities.get(key)).toMatchObject({
      hashtags: ['liste-c', 'liste-a'],
      etablissements: [school],
    });
    expect(await hashtags.get('liste-b')).toMatchObject({ usage_count: 0 });
  });
});

describe('a deletion', () => {
  it('empties the references to the deleted record and changes the version of their holders', async () => {
    const etablissements = await store('etablissements');
    const users = await store('users');
    const gone = await etablissements.insert({ columns: { name: 'Fermé' }, lists: {} });
    const kept = await etablissements.insert({ columns: { name: 'Ouvert' }, lists: {} });
    const pupil = await users.insert({ columns: { email: 'p@fermé.fr', etablissement_id: gone }, lists: {} });
    const other = await users.insert({
      columns: { email: 'o@ouvert.fr', etablissement_id: kept },
      lists: {},
    });
    const [pupilBefore, otherBefore] = [await versionOf('users', pupil), await versionOf('users', other)];

    expect(await database().transaction(() => etablissements.remove([gone, 999_999]))).toBe(1);
    expect(await etablissements.get(gone)).toBeUndefined();
    const pupilAfter = await users.get(pupil);
    expect(pupilAfter).toMatchObject({ etablissement_id: null });
    expect(pupilAfter?.updated_at).not.toBe(pupilBefore);
    expect(await users.get(other)).toMatchObject({ etablissement_id: kept, updated_at: otherBefore });
  });

  it('takes the deleted record out of the lists holding it, changing only their version', async () => {
    const hashtags = await store('hashtags');
    for (const label of ['retiré', 'gardé']) await hashtags.insert({ columns: { label }, lists: {} });
    const activities = await store('activities');
    const holder = await activities.insert({
      columns: { title: 'Porteuse' },
      lists: { hashtags: ['gardé', 'retiré'] },
    });
    const bystander = await activities.insert({
      columns: { title: 'Voisine' },
      lists: { hashtags: ['gardé'] },
    });
    const [holderBefore, bystanderBefore] = [
      await versionOf('activities', holder),
      await versionOf('activities', bystander),
    ];

    expect(await database().transaction(() => hashtags.remove(['retiré']))).toBe(1);
    const holderAfter = await activities.get(holder);
    expect(holderAfter).toMatchObject({ hashtags: ['gardé'] });
    expect(holderAfter?.updated_at).not.toBe(holderBefore);
    expect(await activities.get(bystander)).toMatchObject({
      hashtags: ['gardé'],
      updated_at: bystanderBefore,
    });
    expect(await hashtags.get('gardé')).toMatchObject({ usage_count: 2 });
  });

  it('takes its own reference lists with it', async () => {
    const hashtags = await store('hashtags');
    await hashtags.insert({ columns: { label: 'orphelin' }, lists: {} });
    const activities = await store('activities');
    const key = await activities.insert({ columns: { title: 'Partie' }, lists: { hashtags: ['orphelin'] } });
    expect(await hashtags.get('orphelin')).toMatchObject({ usage_count: 1 });
    await database().transaction(() => activities.remove([key]));
    expect(await hashtags.get('orphelin')).toMatchObject({ usage_count: 0 });
    // A record recreated under the old key (a restore) starts with no list left behind.
    await activities.insert({ columns: { id: key, title: 'Revenue' }, lists: {} });
    expect(await activities.get(key)).toMatchObject({ title: 'Revenue', hashtags: [] });
  });
});

describe('the active flag set on records', () => {
  it('sets the flag of those records only, each at a version after its stored one', async () => {
    // A clock standing still: records written before it share one statement, the others get theirs.
    const themes = await store('themes', () => Date.parse('2026-03-01T00:00:00.000Z'));
    const columns = (name: string) => ({ columns: { name, color: '#888888', active: true }, lists: {} });
    const older = await themes.insert(columns('Actif 1'), {
      created_at: '2026-02-01T00:00:00.000Z',
      updated_at: '2026-02-01T00:00:00.000Z',
    });
    const older2 = await themes.insert(columns('Actif 2'), {
      created_at: '2026-02-01T00:00:00.000Z',
      updated_at: '2026-02-02T00:00:00.000Z',
    });
    const sameInstant = await themes.insert(columns('Actif 3'));
    const ahead = await themes.insert(columns('Actif 4'), AHEAD);
    const untouched = await themes.insert(columns('Actif 5'), AHEAD);

    const keys = [older, older2, sameInstant, ahead, 999_999];
    expect(await database().transaction(() => themes.setActive('active', keys, false))).toBe(4);
    expect(await themes.get(older)).toMatchObject({ active: false, updated_at: '2026-03-01T00:00:00.000Z' });
    expect(await themes.get(older2)).toMatchObject({ active: false, updated_at: '2026-03-01T00:00:00.000Z' });
    expect(await themes.get(sameInstant)).toMatchObject({
      active: false,
      updated_at: '2026-03-01T00:00:00.001Z',
    });
    expect(await themes.get(ahead)).toMatchObject({ active: false, updated_at: '2030-01-01T00:00:00.001Z' });
    expect(await themes.get(untouched)).toMatchObject({ active: true, ...AHEAD });

    expect(await database().transaction(() => themes.setActive('active', [older, ahead], true))).toBe(2);
    expect(await themes.get(older)).toMatchObject({ active: true, updated_at: '2026-03-01T00:00:00.001Z' });
    expect(await themes.get(ahead)).toMatchObject({ active: true, updated_at: '2030-01-01T00:00:00.002Z' });
  });
});
