/**
 * Bulk edit on an area declared only here: the same values on several records, by the form's
 * rules, in one transaction journaled as one batch; a refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../resources/contracts/historyContract';
import { defineResource } from '../../resources/kit/defineResource';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { expectRefusal } from './support/refusals';
import { startTestServer, type TestServer } from './support/testServer';

const kits = defineResource({
  name: 'bulk-kits',
  recordRepresentation: 'title',
  fields: [
    { name: 'title', kind: 'text', required: true, unique: true },
    { name: 'seats', kind: 'integer', min: 1, max: 40 },
    { name: 'format', kind: 'enum', values: ['onsite', 'online'], required: true },
    { name: 'theme_id', kind: 'reference', target: 'themes' },
  ],
});

let server: TestServer;
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ declarations: [...(await loadDeclarations()), kits] });
  for (const title of ['Robots', 'Volcans', 'Fusées']) {
    const created = await server.api('POST', '/api/bulk-kits', { title, seats: 10, format: 'onsite' });
    ids.push((created.json() as { id: number }).id);
  }
});

afterAll(async () => {
  await server.close();
});

const seatsOf = async () =>
  ((await server.api('GET', '/api/bulk-kits?sort=id')).json() as { seats: number; format: string }[]).map(
    (kit) => [kit.seats, kit.format],
  );

describe('bulk edit', () => {
  it('sets the values on every record named, journaled as one batch', async () => {
    const response = await server.api('PUT', '/api/bulk-kits/bulk/update', {
      ids: ids.slice(0, 2),
      values: { seats: 20, format: 'online' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await seatsOf()).toEqual([
      [20, 'online'],
      [20, 'online'],
      [10, 'onsite'],
    ]);
    const entries = (
      await server.api('GET', '/api/history?resource=bulk-kits&action=update')
    ).json() as HistoryEntry[];
    expect(entries).toHaveLength(2);
    expect(entries[0].batch_id).toBeTruthy();
    expect(entries[1].batch_id).toBe(entries[0].batch_id);
  });

  it('refuses a value the form refuses, and changes nothing', async () => {
    const before = await seatsOf();
    const response = await server.api('PUT', '/api/bulk-kits/bulk/update', {
      ids,
      values: { seats: 99, format: 'onsite' },
    });
    expectRefusal(response, 422, [
      {
        loc: ['body', 'values', 'seats'],
        msg: 'La valeur doit être inférieure ou égale à 40',
        type: 'value_error',
      },
    ]);
    expect(await seatsOf()).toEqual(before);
  });

  it('refuses a reference to a missing record, and changes nothing', async () => {
    const before = await seatsOf();
    const response = await server.api('PUT', '/api/bulk-kits/bulk/update', {
      ids,
      values: { seats: 5, theme_id: 999999 },
    });
    expect(response.statusCode).toBe(422);
    expect(await seatsOf()).toEqual(before);
  });

  it('refuses to set a unique field on several records', async () => {
    const response = await server.api('PUT', '/api/bulk-kits/bulk/update', {
      ids,
      values: { title: 'Même' },
    });
    expectRefusal(response, 422, [
      {
        loc: ['body', 'values', 'title'],
        msg: '« title » ne peut pas être modifié sur plusieurs éléments à la fois',
        type: 'value_error',
      },
    ]);
  });

  it('is documented in the OpenAPI description', async () => {
    const document = (await server.api('GET', '/api/openapi.json')).json() as {
      paths: Record<string, object>;
    };
    expect(document.paths).toHaveProperty(['/api/bulk-kits/bulk/update']);
  });
});
