/**
 * Several PUTs of one record at the same moment, none naming the version it read (`updated_at`):
 * each is applied in turn and the last one's values are kept, on both engines. On PostgreSQL the
 * record was read without a lock, so a PUT that had read it before another committed found its
 * version gone and answered 409 « modifié par quelqu’un d’autre » to a caller that had opened
 * nothing (issue 28: the benchmark's « écritures seules » at 10 and 50 connections). A PUT that
 * names an older version is still refused (validation.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('PUTs of one record at the same moment, without a version', () => {
  it('are all applied, one after the other: none answers 409', async () => {
    const created = await createRecord(server.api, 'activities', {
      title: 'Relais des fractions',
      type: 'quiz',
      language: 'fr',
    });
    const durations = [11, 12, 13, 14, 15, 16, 17, 18];
    const answers = await Promise.all(
      durations.map((duration_minutes) =>
        server.api('PUT', `/api/activities/${String(created.id)}`, { duration_minutes }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(durations.map(() => 200));

    const kept = (await server.api('GET', `/api/activities/${String(created.id)}`)).json() as {
      duration_minutes: number;
    };
    const written = answers.map((answer) => (answer.json() as { duration_minutes: number }).duration_minutes);
    expect(durations).toContain(kept.duration_minutes);
    expect(written).toContain(kept.duration_minutes);
  });
});
