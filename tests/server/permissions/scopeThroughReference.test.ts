/**
 * An area whose records belong to a school through another area (`scope: { via, target }`): staff
 * see, edit and bulk edit the records of their own school's classes, and the others answer as
 * missing ones. No declared area is scoped this way yet, so this file declares one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { expectRefusal } from '../support/refusals';
import { createRecord, startTestServer, type TestServer } from '../support/testServer';
import { twoSchools, type Rec, type TwoSchools } from './twoSchools';

const outings = defineResource({
  name: 'class-outings',
  recordRepresentation: 'title',
  permissions: { staff: { scope: { via: 'class_id', target: 'classes' } } },
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'class_id', kind: 'reference', target: 'classes', required: true },
    { name: 'places', kind: 'number' },
  ],
});

let server: TestServer;
let schools: TwoSchools;
let ours: Rec;
let theirs: Rec;

async function outingOf(school: Rec, title: string): Promise<Rec> {
  const classe = await createRecord(server.api, 'classes', {
    name: `6e ${title}`,
    level: '6e',
    school_year: '2026-2027',
    etablissement_id: school.id,
  });
  return createRecord(server.api, 'class-outings', { title, class_id: classe.id, places: 20 });
}

beforeAll(async () => {
  server = await startTestServer({ declarations: [...(await loadDeclarations()), outings] });
  schools = await twoSchools(server);
  ours = await outingOf(schools.alpha, 'Musée');
  theirs = await outingOf(schools.beta, 'Théâtre');
});

afterAll(async () => {
  await server.close();
});

describe('records scoped through a reference, for staff', () => {
  it('show those of their school’s classes, and answer the others as missing', async () => {
    const seen = await schools.staff('GET', `/api/class-outings/${String(ours.id)}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ title: 'Musée' });
    expectRefusal(
      await schools.staff('GET', `/api/class-outings/${String(theirs.id)}`),
      404,
      `Enregistrement « ${String(theirs.id)} » introuvable`,
    );
  });

  it('are bulk edited when all are their school’s, and not at all when one is not', async () => {
    const edited = await schools.staff('PUT', '/api/class-outings/bulk/update', {
      ids: [ours.id],
      values: { places: 25 },
    });
    expect(edited.statusCode).toBe(200);
    const refused = await schools.staff('PUT', '/api/class-outings/bulk/update', {
      ids: [ours.id, theirs.id],
      values: { places: 30 },
    });
    expectRefusal(refused, 404, `Enregistrement « ${String(theirs.id)} » introuvable`);
    const stored = (await server.api('GET', '/api/class-outings?sort=title&order=asc')).json() as Rec[];
    expect(stored.map((outing) => outing.places)).toEqual([25, 20]);
  });
});
