/**
 * Image fields and the library's files: a record's image names a file that exists, exactly, and a
 * file records use is deleted only once the caller confirms (or never, where a declaration says so).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../resources/contracts/historyContract';
import type { MediaInUseBody } from '../../resources/contracts/mediaContract';
import { defineResource } from '../../resources/kit/defineResource';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { pngImage } from './support/images';
import { multipartBody } from './support/multipart';
import { startTestServer, type TestServer } from './support/testServer';

/** An area whose images must never disappear from under it. */
const posters = defineResource({
  name: 'posters',
  recordRepresentation: 'caption',
  fields: [
    { name: 'caption', kind: 'text', required: true },
    { name: 'picture', kind: 'mediaImage', directory: 'illustrations', onMediaDelete: 'refuse' },
  ],
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ declarations: [...(await loadDeclarations()), posters] });
});

afterAll(async () => {
  await server.close();
});

type Rec = Record<string, unknown>;

async function upload(filename: string, directory = 'cartes'): Promise<string> {
  const { payload, headers } = multipartBody(filename, pngImage());
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/media/mm_serveur/${directory}`,
    headers: { ...headers, authorization: `Bearer ${server.token}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { name: string }).name;
}

async function activity(title: string, image: string | null): Promise<Rec> {
  const response = await server.api('POST', '/api/activities', {
    title,
    type: 'quiz',
    language: 'fr',
    image,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Rec;
}

const onDisk = (directory: string, name: string) =>
  existsSync(join(server.dataDir, 'media', directory, name));

describe('an image field', () => {
  it('must name a file of the library, in its exact case, or answers 422 on the field', async () => {
    const name = await upload('philosophie.png');
    expect(name).toBe('philosophie.png');
    for (const [image, missing] of [
      ['/media-files/cartes/philosophie.PNG', 'philosophie.PNG'],
      ['/media-files/cartes/Philosophie.png', 'Philosophie.png'],
      ['/media-files/cartes/jamais-envoyee.png', 'jamais-envoyee.png'],
    ]) {
      const response = await server.api('POST', '/api/activities', {
        title: 'Débat philosophique',
        type: 'debate',
        language: 'fr',
        image,
      });
      expect(response.statusCode, image).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ['body', 'image'],
          msg: `L’image « ${missing} » n’existe pas dans la médiathèque (dossier « cartes », majuscules comprises) : choisissez-en une dans la médiathèque`,
          type: 'value_error',
        },
      ]);
    }
    const kept = await activity('Débat philosophique', '/media-files/cartes/philosophie.png');
    expect(kept.image).toBe('/media-files/cartes/philosophie.png');
  });

  it('is checked on edit and refused once its file is gone', async () => {
    const name = await upload('ephemere.png');
    const record = await activity('Carte éphémère', null);
    const set = await server.api('PUT', `/api/activities/${record.id}`, {
      image: `/media-files/cartes/${name}`,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await server.api('DELETE', `/api/media/files/cartes/${name}?force=true`)).statusCode).toBe(200);
    const again = await server.api('PUT', `/api/activities/${record.id}`, {
      image: `/media-files/cartes/${name}`,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0].loc).toEqual(['body', 'image']);
    expect(again.json().detail[0].msg).toMatch(/^L’image « ephemere\.png » n’existe pas dans la médiathèque/);
  });
});

describe('deleting a file that records use', () => {
  it('answers 409 naming the records (area and name, the first five and how many more) and keeps the file', async () => {
    const name = await upload('geographie.png');
    const image = `/media-files/cartes/${name}`;
    for (let i = 1; i <= 7; i += 1) await activity(`Carte ${i}`, image);

    const response = await server.api('DELETE', `/api/media/files/cartes/${name}`);
    expect(response.statusCode).toBe(409);
    const body = response.json() as MediaInUseBody;
    expect(body.detail).toBe(
      '« geographie.png » est l’image de 7 enregistrement(s) : Activités « Carte 1 », Activités « Carte 2 », ' +
        'Activités « Carte 3 », Activités « Carte 4 », Activités « Carte 5 », et 2 autre(s). ' +
        'Le supprimer retirera l’image de ces enregistrements : confirmez pour continuer.',
    );
    expect(body.uses.count).toBe(7);
    expect(body.uses.confirmable).toBe(true);
    expect(body.uses.records.map((use) => [use.resource, use.label])).toEqual(
      [1, 2, 3, 4, 5].map((i) => ['activities', `Carte ${i}`]),
    );
    expect(onDisk('cartes', name)).toBe(true);
    const listed = (await server.api('GET', `/api/activities?q=Carte&limit=100`)).json() as Rec[];
    expect(listed.filter((a) => a.image === image)).toHaveLength(7);
  });

  it('deletes it once confirmed, emptying the records’ image, each change in their history', async () => {
    const name = await upload('histoire.png');
    const image = `/media-files/cartes/${name}`;
    const first = await activity('Frise chronologique', image);
    const second = await activity('Frise des rois', image);

    const response = await server.api('DELETE', `/api/media/files/cartes/${name}?force=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: name });
    expect(onDisk('cartes', name)).toBe(false);
    for (const record of [first, second]) {
      expect((await server.api('GET', `/api/activities/${record.id}`)).json().image).toBeNull();
      const history = (
        await server.api('GET', `/api/activities/${record.id}/history`)
      ).json() as HistoryEntry[];
      const latest = history[0];
      expect(latest.action).toBe('update');
      expect(latest.changes).toEqual([{ field: 'image', before: image, after: null }]);
    }
  });

  it('refuses, even confirmed, where the field’s declaration says refuse', async () => {
    const name = await upload('affiche.png', 'illustrations');
    const created = await server.api('POST', '/api/posters', {
      caption: 'Fête de la science',
      picture: `/media-files/illustrations/${name}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const query of ['', '?force=true']) {
      const response = await server.api('DELETE', `/api/media/files/illustrations/${name}${query}`);
      expect(response.statusCode, query).toBe(409);
      const body = response.json() as MediaInUseBody;
      expect(body.detail).toBe(
        'Suppression impossible : « affiche.png » est l’image de 1 enregistrement(s) : posters « Fête de la science ». Choisissez-leur d’abord une autre image.',
      );
      expect(body.uses.confirmable).toBe(false);
    }
    expect(onDisk('illustrations', name)).toBe(true);
    expect((await server.api('GET', `/api/posters/${created.json().id}`)).json().picture).toBe(
      `/media-files/illustrations/${name}`,
    );
  });

  it('deletes at once a file no record uses', async () => {
    const name = await upload('libre.png', 'illustrations');
    await activity('Carte libre', null);
    const response = await server.api('DELETE', `/api/media/files/illustrations/${name}`);
    expect(response.statusCode).toBe(200);
    expect(onDisk('illustrations', name)).toBe(false);
  });
});
