/**
 * An area that hides a field from staff and makes another read-only for them: staff still create
 * its records (the fields get their default or no value), and are refused only when they give one
 * of those fields a value of their own. No declared area has such rules yet, so this file declares
 * one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { expectRefusal } from '../support/refusals';
import { createRecord, startTestServer, type TestServer } from '../support/testServer';
import { twoSchools, type TwoSchools } from './twoSchools';

const notices = defineResource({
  name: 'notices',
  recordRepresentation: 'title',
  permissions: {
    staff: { scope: 'etablissement', fields: { internal_note: 'hidden', status: 'readOnly' } },
  },
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'etablissement_id', kind: 'reference', target: 'etablissements', required: true },
    { name: 'status', kind: 'enum', values: ['draft', 'published'], default: 'draft' },
    { name: 'internal_note', kind: 'text' },
  ],
});

const forbiddenField = (field: string) => `Votre rôle ne permet pas de modifier le champ « ${field} »`;

let server: TestServer;
let schools: TwoSchools;

beforeAll(async () => {
  server = await startTestServer({ declarations: [...(await loadDeclarations()), notices] });
  schools = await twoSchools(server);
});

afterAll(async () => {
  await server.close();
});

describe('a create by staff in an area with fields hidden from them or read-only for them', () => {
  it('is stored when those fields are not sent, with their default or no value', async () => {
    const created = await createRecord(schools.staff, 'notices', {
      title: 'Sortie au musée',
      etablissement_id: schools.alpha.id,
    });
    expect(created).toMatchObject({ title: 'Sortie au musée', status: 'draft' });
    expect(created).not.toHaveProperty('internal_note');
    const stored = (await server.api('GET', `/api/notices/${String(created.id)}`)).json() as object;
    expect(stored).toMatchObject({ status: 'draft', internal_note: null });
  });

  it('is stored when the read-only field is sent with its default, as a form shows it', async () => {
    const created = await createRecord(schools.staff, 'notices', {
      title: 'Kermesse',
      etablissement_id: schools.alpha.id,
      status: 'draft',
    });
    expect(created).toMatchObject({ title: 'Kermesse', status: 'draft' });
  });

  it('is refused, naming the field, when staff give the read-only field a value', async () => {
    const body = { title: 'Publié trop tôt', etablissement_id: schools.alpha.id, status: 'published' };
    expectRefusal(await schools.staff('POST', '/api/notices', body), 403, forbiddenField('status'));
    const titles = (await server.api('GET', '/api/notices')).json() as { title: string }[];
    expect(titles.map((notice) => notice.title)).not.toContain('Publié trop tôt');
  });

  it('is refused, naming the field, when staff fill the hidden field', async () => {
    const body = { title: 'Note glissée', etablissement_id: schools.alpha.id, internal_note: 'secret' };
    expectRefusal(await schools.staff('POST', '/api/notices', body), 403, forbiddenField('internal_note'));
  });

  it('leaves the administrator free to set both fields', async () => {
    const created = await createRecord(server.api, 'notices', {
      title: 'Conseil de classe',
      etablissement_id: schools.alpha.id,
      status: 'published',
      internal_note: 'Salle 12',
    });
    expect(created).toMatchObject({ status: 'published', internal_note: 'Salle 12' });
  });
});
