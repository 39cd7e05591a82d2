/**
 * Escalation through the media library: deleting a file answers which records use it, and with
 * `force` empties their image. Staff must not learn another school's records that way, nor empty
 * their image. The default areas put images only where staff see every record, so this file adds
 * an area of badges scoped to the establishment, with an image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaInUseBody } from '../../../resources/contracts/mediaContract';
import { defineResource } from '../../../resources/kit/defineResource';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { expectRefusal } from '../support/refusals';
import { createRecord, startTestServer, type TestServer } from '../support/testServer';
import { twoSchools, type TwoSchools } from './twoSchools';

const badges = defineResource({
  name: 'badges',
  recordRepresentation: 'caption',
  permissions: { staff: { scope: 'etablissement' } },
  fields: [
    { name: 'caption', kind: 'text', required: true },
    { name: 'etablissement_id', kind: 'reference', target: 'etablissements', required: true },
    { name: 'picture', kind: 'mediaImage', directory: 'cartes' },
  ],
});

let server: TestServer;
let schools: TwoSchools;

beforeAll(async () => {
  server = await startTestServer({ declarations: [...(await loadDeclarations()), badges] });
  schools = await twoSchools(server);
});

afterAll(async () => {
  await server.close();
});

async function upload(filename: string): Promise<string> {
  const { payload, headers } = multipartBody(filename, pngImage());
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/media/mm_serveur/cartes',
    headers: { ...headers, authorization: `Bearer ${server.token}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { name: string }).name;
}

describe('a file used by another school’s record, deleted by staff', () => {
  it('does not name that record, and is not deleted with force', async () => {
    const name = await upload('insigne.png');
    const theirs = await createRecord(server.api, 'badges', {
      caption: 'Insigne secret de Bêta',
      etablissement_id: schools.beta.id,
      picture: `/media-files/cartes/${name}`,
    });
    const asked = await schools.staff('DELETE', `/api/media/files/cartes/${name}`);
    expect(asked.statusCode, asked.body).toBe(409);
    const body = asked.json() as MediaInUseBody;
    expect(body.uses).toEqual({ count: 1, records: [], confirmable: true });
    expect(body.detail).not.toContain('Insigne secret');

    expectRefusal(
      await schools.staff('DELETE', `/api/media/files/cartes/${name}?force=true`),
      403,
      'Votre rôle ne permet pas de modifier le champ « picture »',
    );
    const after = await server.api('GET', `/api/badges/${String(theirs.id)}`);
    expect((after.json() as { picture: string }).picture).toBe(`/media-files/cartes/${name}`);
    const files = (await server.api('GET', '/api/media/cartes')).json() as { name: string }[];
    expect(files.map((file) => file.name)).toContain(name);
  });
});
