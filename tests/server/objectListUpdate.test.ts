/**
 * An update that leaves a list of items out (a satisfaction template's questions) keeps the items
 * stored: only the fields sent change (validateRecord.ts).
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
