import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { deleteMedia, listMedia, uploadMedia } from '../../../src/features/media/mediaApi';
import { server } from '../../support/mswServer';
import { fakeMediaApi, fileText, imageFile, mediaItem } from './mediaTestKit';

describe('media API calls', () => {
  it('lists a directory with the bearer token, dropping entries without name or url', async () => {
    localStorage.setItem('token', 'abc');
    let authorization: string | null = null;
    server.use(
      http.get('*/api/media/cartes', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([mediaItem('cartes', 'ok.png'), { name: 'sans-url.png' }, 'texte', null]);
      }),
    );

    const items = await listMedia('cartes');

    expect(items.map((item) => item.name)).toEqual(['ok.png']);
    expect(authorization).toBe('Bearer abc');
  });

  it('turns an answer that is not an array into an empty list', async () => {
    server.use(http.get('*/api/media/cartes', () => HttpResponse.json({ detail: 'pas une liste' })));
    await expect(listMedia('cartes')).resolves.toEqual([]);
  });

  it('throws an HttpError carrying the server detail, or the French default', async () => {
    server.use(
      http.get('*/api/media/cartes', () => HttpResponse.json({ detail: 'Dossier inconnu' }, { status: 404 })),
    );
    const failure = listMedia('cartes');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Dossier inconnu' });

    server.use(http.get('*/api/media/avatars', () => new HttpResponse(null, { status: 500 })));
    await expect(listMedia('avatars')).rejects.toMatchObject({
      message: 'Erreur lors du chargement des images',
    });
  });

  it('uploads one file in the multipart field `file`, reports progress and returns the created item', async () => {
    localStorage.setItem('token', 'abc');
    const api = fakeMediaApi({});
    const progress: number[] = [];

    const item = await uploadMedia('avatars', imageFile('moi.webp', 'image/webp'), (fraction) =>
      progress.push(fraction),
    );

    expect(item).toMatchObject({ name: 'moi.webp', url: '/media-files/avatars/moi.webp' });
    expect(api.uploads).toEqual([
      { target: 'avatars', fields: ['file'], content: 'moi.webp', authorization: 'Bearer abc' },
    ]);
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects an upload with the server detail, or the French default when there is none', async () => {
    server.use(
      http.post('*/api/media/mm_serveur/cartes', () =>
        HttpResponse.json({ detail: 'Le fichier dépasse la taille maximale de 10 Mo' }, { status: 413 }),
      ),
      http.post(
        '*/api/media/mm_serveur/avatars',
        () => new HttpResponse('<html>boom</html>', { status: 502 }),
      ),
    );
    await expect(uploadMedia('cartes', imageFile('a.png'))).rejects.toMatchObject({
      status: 413,
      message: 'Le fichier dépasse la taille maximale de 10 Mo',
    });
    await expect(uploadMedia('avatars', imageFile('a.png'))).rejects.toMatchObject({
      status: 502,
      message: 'Erreur lors de l’envoi du fichier',
    });
  });

  it('stops an upload when its signal aborts', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    server.use(
      http.post('*/api/media/mm_serveur/cartes', async ({ request }) => {
        await fileText((await request.formData()).get('file'));
        arrived();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(mediaItem('cartes', 'a.png'), { status: 201 });
      }),
    );
    const controller = new AbortController();
    const upload = uploadMedia('cartes', imageFile('a.png'), undefined, controller.signal);
    await requestArrived;
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    release();
  });

  it('deletes with DELETE /api/media/files/{directory}/{name}, encoding the name', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/media/files/:directory/:name', ({ params }) => {
        deleted.push(`${String(params.directory)}|${String(params.name)}`);
        return HttpResponse.json({ deleted: params.name });
      }),
    );
    await deleteMedia('cartes', 'été 2024.png');
    expect(deleted).toEqual(['cartes|été 2024.png']);
  });
});
