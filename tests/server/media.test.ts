/** The media endpoints and the files they serve. */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corruptPng,
  EXE,
  GIF_1x1,
  JPEG_1x1,
  PNG_SIGNATURE_ONLY,
  pngImage,
  SVG,
  WEBP_1x1,
} from './support/images';
import { multipartBody, multipartFiles } from './support/multipart';
import { startTestServer, type TestServer } from './support/testServer';
import { expectRefusal } from './support/refusals';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const upload = (filename: string, bytes: Buffer, target = 'cartes', field?: string) => {
  const { payload, headers } = multipartBody(filename, bytes, { field });
  return server.app.inject({
    method: 'POST',
    url: `/api/media/mm_serveur/${target}`,
    headers: { ...headers, authorization: `Bearer ${server.token}` },
    payload,
  });
};
const stored = (directory = 'illustrations') => readdirSync(join(server.dataDir, 'media', directory)).sort();

describe('upload', () => {
  it('stores an image and lists it with its size and dimensions', async () => {
    const bytes = pngImage(3, 2);
    const response = await upload('Photo de classe.PNG', bytes);
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toEqual({
      name: 'photo-de-classe.png',
      url: '/media-files/cartes/photo-de-classe.png',
      size: bytes.length,
      width: 3,
      height: 2,
      type: 'image/png',
      modified_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const list = await server.api('GET', '/api/media/cartes');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(item);
  });

  it('serves the stored file with nosniff', async () => {
    const bytes = pngImage(4, 4);
    const { url } = (await upload('servie.png', bytes)).json();
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts JPEG, WebP and GIF, recognised by their bytes', async () => {
    const cases: [string, Buffer, string, string][] = [
      ['photo.jpeg', JPEG_1x1, 'image/jpeg', 'photo.jpg'],
      ['anim.gif', GIF_1x1, 'image/gif', 'anim.gif'],
      ['moderne.webp', WEBP_1x1, 'image/webp', 'moderne.webp'],
    ];
    for (const [filename, bytes, type, name] of cases) {
      const response = await upload(filename, bytes, 'illustrations');
      expect(response.statusCode, filename).toBe(201);
      expect(response.json()).toMatchObject({ name, type, width: 1, height: 1 });
    }
  });

  it('gives a duplicate name a suffix instead of overwriting', async () => {
    const first = await upload('doublon.png', pngImage(1, 1), 'avatars');
    const second = await upload('doublon.png', pngImage(2, 2), 'avatars');
    expect(first.json().name).toBe('doublon.png');
    expect(second.json().name).toBe('doublon-1.png');
    expect(
      (await server.app.inject({ method: 'GET', url: first.json().url })).rawPayload.equals(pngImage(1, 1)),
    ).toBe(true);
  });

  it('stores a PNG renamed .exe as the PNG it is', async () => {
    const response = await upload('programme.exe', pngImage());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'programme.png', type: 'image/png' });
  });

  it('refuses an .exe renamed .png, and SVG, by their bytes', async () => {
    const before = stored();
    for (const [filename, bytes] of [
      ['photo.png', EXE],
      ['dessin.svg', SVG],
      ['dessin.png', SVG],
    ] as const) {
      const response = await upload(filename, bytes, 'illustrations');
      expect(response.statusCode, filename).toBe(415);
      expect(response.json()).toEqual({
        detail: 'Format refusé : seules les images JPEG, PNG, WebP et GIF sont acceptées',
      });
    }
    expect(stored()).toEqual(before);
  });

  it('refuses, with 422, files that start like an image but do not decode as one', async () => {
    const before = stored();
    for (const [filename, bytes] of [
      ['signature.png', PNG_SIGNATURE_ONLY],
      ['abimee.png', corruptPng()],
      ['coupee.png', pngImage(8, 8).subarray(0, 40)],
      ['coupee.jpg', JPEG_1x1.subarray(0, 20)],
      ['coupee.gif', GIF_1x1.subarray(0, 8)],
      ['coupee.webp', WEBP_1x1.subarray(0, 16)],
    ] as const) {
      const response = await upload(filename, bytes, 'illustrations');
      expect(response.statusCode, filename).toBe(422);
      expect(response.json()).toEqual({ detail: 'Image illisible : le fichier est endommagé ou incomplet' });
    }
    expect(stored()).toEqual(before);
  });

  it('refuses, before decoding it, an image of more pixels than memory allows', async () => {
    const huge = Buffer.from(pngImage(1, 1));
    // IHDR's width and height, right after the signature, the chunk length and its type.
    huge.writeUInt32BE(10000, 16);
    huge.writeUInt32BE(5000, 20);
    const response = await upload('immense.png', huge, 'illustrations');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'Image trop grande : au plus 40 millions de pixels' });
  });

  it('refuses several files in one request with 400, storing none of them', async () => {
    const before = stored();
    const { payload, headers } = multipartFiles([
      { filename: 'premiere.png', bytes: pngImage() },
      { filename: 'seconde.png', bytes: pngImage() },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/media/mm_serveur/illustrations',
      headers: { ...headers, authorization: `Bearer ${server.token}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Un seul fichier par envoi : envoyez les images une par une' });
    expect(stored()).toEqual(before);
  });

  it('refuses a 20 MB upload with 413 and stores nothing', async () => {
    const before = stored();
    const big = Buffer.concat([pngImage(), Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload('enorme.png', big, 'illustrations');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Le fichier dépasse la taille maximale de 10 Mo' });
    expect(stored()).toEqual(before);
  });

  it('keeps a name with ../ inside the media directory', async () => {
    const response = await upload('../../../eduadmin.png', pngImage());
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('eduadmin.png');
    expect(readdirSync(join(server.dataDir, 'media', 'cartes'))).toContain('eduadmin.png');
    expect(existsSync(join(server.dataDir, 'eduadmin.png'))).toBe(false);
    const windows = await upload('..\\..\\windows.png', pngImage());
    expect(windows.json().name).toBe('windows.png');
  });

  it('answers 400 without a file, or with the file in another field, or without multipart', async () => {
    expect((await upload('x.png', pngImage(), 'cartes', 'image')).statusCode).toBe(400);
    const json = await server.api('POST', '/api/media/mm_serveur/cartes', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: 'Le fichier doit être envoyé en multipart/form-data' });
    expectRefusal(await upload('vide.png', Buffer.alloc(0)), 400, 'Le fichier est vide');
  });

  it('requires a signed-in user', async () => {
    const { payload, headers } = multipartBody('x.png', pngImage());
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/media/mm_serveur/cartes',
      headers,
      payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('directories', () => {
  it('answers 404 for a directory outside the allow-list', async () => {
    const list = await server.api('GET', '/api/media/secrets');
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ detail: 'Dossier de médias inconnu : « secrets »' });
    expectRefusal(
      await upload('x.png', pngImage(), 'secrets'),
      404,
      'Dossier de médias inconnu : « secrets »',
    );
    expectRefusal(
      await server.api('DELETE', '/api/media/files/secrets/x.png'),
      404,
      'Dossier de médias inconnu : « secrets »',
    );
    expect((await server.api('GET', '/api/media/..')).statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('deletes a file, then answers 404 for it', async () => {
    const { name } = (await upload('a-supprimer.png', pngImage())).json();
    const response = await server.api('DELETE', `/api/media/files/cartes/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: name });
    expect(
      (await server.api('GET', '/api/media/cartes')).json().map((i: { name: string }) => i.name),
    ).not.toContain(name);
    const again = await server.api('DELETE', `/api/media/files/cartes/${name}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: `Fichier « ${name} » introuvable` });
  });

  it('never reaches outside the directory with ../', async () => {
    writeFileSync(join(server.dataDir, 'media', 'garde.png'), pngImage());
    writeFileSync(join(server.dataDir, 'racine.png'), pngImage());
    for (const name of ['..%2Fgarde.png', '..%2F..%2Fracine.png', '%2E%2E', '.hidden.png']) {
      const response = await server.api('DELETE', `/api/media/files/cartes/${name}`);
      expect([400, 404]).toContain(response.statusCode);
      expect(typeof response.json().detail).toBe('string');
    }
    expect(existsSync(join(server.dataDir, 'media', 'garde.png'))).toBe(true);
    expect(existsSync(join(server.dataDir, 'racine.png'))).toBe(true);
  });

  it('serves nothing outside the media directories', async () => {
    for (const url of [
      '/media-files/garde.png',
      '/media-files/../eduadmin.db',
      '/media-files/cartes/..%2F..%2Feduadmin.db',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type'] ?? '').not.toMatch(/octet-stream|sqlite/);
    }
  });
});
