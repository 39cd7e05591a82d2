/**
 * A list of items (a satisfaction template's questions): an update that leaves it out keeps the
 * items stored, only the fields sent change (validateRecord.ts); the items are stored as their
 * fields' rules make them (trimmed text, no blank option), not as sent (resources/kit/schema.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRecord, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('an update of a template without its questions keeps them', async () => {
  const domain = await createRecord(server.api, 'satisfaction-template-domains', { name: 'Qualité' });
  const template = await createRecord(server.api, 'satisfaction-templates', {
    name: 'Bilan',
    domain_id: domain.id,
    questions: [{ label: 'Utile ?' }],
  });
  const updated = await server.api('PUT', `/api/satisfaction-templates/${String(template.id)}`, {
    name: 'Bilan de fin d’année',
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const read = (
    await server.api('GET', `/api/satisfaction-templates/${String(template.id)}`)
  ).json() as Record<string, unknown>;
  expect(read).toMatchObject({
    name: 'Bilan de fin d’année',
    questions: [{ label: 'Utile ?', kind: 'scale', options: null, required: true }],
  });
});

it('a question is stored trimmed, its blank options dropped, on create and on update', async () => {
  const domain = await createRecord(server.api, 'satisfaction-template-domains', { name: 'Accueil' });
  const template = await createRecord(server.api, 'satisfaction-templates', {
    name: 'Accueil du matin',
    domain_id: domain.id,
    questions: [{ label: '  Lieu préféré ?  ', kind: 'single_choice', options: ' Cour ; ;Préau;  ' }],
  });
  const path = `/api/satisfaction-templates/${String(template.id)}`;
  const created = (await server.api('GET', path)).json() as Record<string, unknown>;
  expect(created.questions).toEqual([
    { label: 'Lieu préféré ?', kind: 'single_choice', options: 'Cour;Préau', required: true },
  ]);

  const updated = await server.api('PUT', path, {
    questions: [{ label: '\u200BVenir ?\t', kind: 'single_choice', options: ';Oui;;Non;' }],
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const read = (await server.api('GET', path)).json() as Record<string, unknown>;
  expect(read.questions).toEqual([
    { label: 'Venir ?', kind: 'single_choice', options: 'Oui;Non', required: true },
  ]);
});
