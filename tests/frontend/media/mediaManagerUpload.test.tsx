import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MediaManagerPage } from '../../../src/features/media';
import { server } from '../../support/mswServer';
import { fakeMediaApi, fileText, imageFile, mediaItem, renderMedia } from './mediaTestKit';

const fileInput = () => screen.getByLabelText('Choisir des images à envoyer');
const uploadLine = (name: string) => screen.getByRole('listitem', { name });

describe('media manager: uploads', () => {
  it('sends three files in three requests, reports the failed one and sends it again on retry', async () => {
    localStorage.setItem('token', 'jeton-123');
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'existante.png')] });
    const seen: { target: string; fields: string[]; content: string; authorization: string | null }[] = [];
    server.use(
      http.post('*/api/media/mm_serveur/:target', async ({ request, params }) => {
        const form = await request.clone().formData();
        const content = await fileText(form.get('file'));
        seen.push({
          target: String(params.target),
          fields: [...form.keys()],
          content,
          authorization: request.headers.get('authorization'),
        });
        if (content === 'deux.png' && seen.filter((s) => s.content === 'deux.png').length === 1) {
          return HttpResponse.json({ detail: 'Le fichier n’est pas une image valide' }, { status: 415 });
        }
        // The other answers come from the fake API, which stores the file.
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'existante.png' });

    await user.upload(fileInput(), [
      imageFile('un.png'),
      imageFile('deux.png'),
      imageFile('trois.jpg', 'image/jpeg'),
    ]);

    expect(await screen.findByRole('img', { name: 'un.png' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'trois.jpg' })).toBeInTheDocument();
    await waitFor(() =>
      expect(uploadLine('deux.png')).toHaveTextContent('Le fichier n’est pas une image valide'),
    );
    expect(uploadLine('un.png')).toHaveTextContent('Envoyé');
    expect(uploadLine('trois.jpg')).toHaveTextContent('Envoyé');
    expect(screen.queryByRole('img', { name: 'deux.png' })).not.toBeInTheDocument();
    expect(seen.map((s) => s.content).sort()).toEqual(['deux.png', 'trois.jpg', 'un.png']);
    for (const request of seen) {
      expect(request).toMatchObject({
        target: 'cartes',
        fields: ['file'],
        authorization: 'Bearer jeton-123',
      });
    }
    expect(screen.getByText('Envoyés : 2 · En erreur ou refusés : 1 · En cours : 0')).toBeInTheDocument();

    await user.click(
      within(uploadLine('deux.png')).getByRole('button', { name: 'Réessayer l’envoi de deux.png' }),
    );
    expect(await screen.findByRole('img', { name: 'deux.png' })).toBeInTheDocument();
    expect(uploadLine('deux.png')).toHaveTextContent('Envoyé');
    expect(seen.map((s) => s.content)).toHaveLength(4);
    expect(seen[3]).toMatchObject({ target: 'cartes', fields: ['file'], content: 'deux.png' });
    expect(api.uploads.map((u) => u.content).sort()).toEqual(['deux.png', 'trois.jpg', 'un.png']);
    expect(screen.getByText('Envoyés : 3 · En erreur ou refusés : 0 · En cours : 0')).toBeInTheDocument();
  });

  it('uploads to the directory that is open', async () => {
    window.location.hash = '#/media?dir=illustrations';
    const api = fakeMediaApi({});
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByText('Ce dossier ne contient aucune image.');

    await user.upload(fileInput(), imageFile('schema.gif', 'image/gif'));

    expect(await screen.findByRole('img', { name: 'schema.gif' })).toBeInTheDocument();
    expect(api.uploads.map((u) => u.target)).toEqual(['illustrations']);
  });

  it('takes files dropped on the drop zone', async () => {
    const api = fakeMediaApi({});
    renderMedia(<MediaManagerPage />);
    await screen.findByText('Ce dossier ne contient aucune image.');
    const zone = screen.getByRole('button', { name: 'Envoyer des images dans le dossier « Cartes »' });
    const files = [imageFile('glisse.png'), imageFile('depose.webp', 'image/webp')];

    fireEvent.drop(zone, {
      dataTransfer: {
        files,
        items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
        types: ['Files'],
      },
    });

    expect(await screen.findByRole('img', { name: 'glisse.png' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'depose.webp' })).toBeInTheDocument();
    expect(api.uploads.map((u) => u.content).sort()).toEqual(['depose.webp', 'glisse.png']);
  });

  it('refuses a wrong type and an oversized file before sending anything', async () => {
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'existante.png')] });
    const user = userEvent.setup({ applyAccept: false });
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'existante.png' });
    const huge = new File([new Uint8Array(12.5 * 1024 * 1024)], 'enorme.png', { type: 'image/png' });
    const disguised = new File(['%PDF'], 'rapport.png', { type: 'application/pdf' });

    await user.upload(fileInput(), [imageFile('notes.txt', 'text/plain'), huge, disguised]);

    expect(
      await screen.findByText(
        '« notes.txt » refusé : seuls les formats JPEG, PNG, WebP et GIF sont acceptés.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('« enorme.png » refusé : le fichier pèse 12,5 Mo, au-delà de la limite de 10 Mo.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('« rapport.png » refusé : seuls les formats JPEG, PNG, WebP et GIF sont acceptés.'),
    ).toBeInTheDocument();
    expect(
      within(uploadLine('notes.txt')).queryByRole('button', { name: /Réessayer/ }),
    ).not.toBeInTheDocument();
    expect(api.uploads).toHaveLength(0);
  });

  it('never sends more than three files at a time, and shows a progress bar per file', async () => {
    fakeMediaApi({});
    const releases: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    let received = 0;
    server.use(
      http.post('*/api/media/mm_serveur/:target', async ({ request, params }) => {
        running += 1;
        received += 1;
        peak = Math.max(peak, running);
        const name = await fileText((await request.formData()).get('file'));
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return HttpResponse.json(mediaItem(String(params.target), name), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByText('Ce dossier ne contient aucune image.');

    const names = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'];
    await user.upload(
      fileInput(),
      names.map((name) => imageFile(name)),
    );

    await waitFor(() => expect(received).toBe(3));
    for (const name of names) {
      expect(
        screen.getByRole('progressbar', { name: `Progression de l’envoi de ${name}` }),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByText('En attente')).toHaveLength(2);

    while (received < 5 || releases.length > 0) {
      await waitFor(() => expect(releases.length).toBeGreaterThan(0));
      releases.shift()?.();
    }
    await waitFor(() =>
      expect(screen.getByText('Envoyés : 5 · En erreur ou refusés : 0 · En cours : 0')).toBeInTheDocument(),
    );
    expect(peak).toBe(3);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels a waiting or a running upload, and the others carry on', async () => {
    fakeMediaApi({});
    const releases: (() => void)[] = [];
    const received: string[] = [];
    server.use(
      http.post('*/api/media/mm_serveur/:target', async ({ request, params }) => {
        const name = await fileText((await request.formData()).get('file'));
        received.push(name);
        await new Promise<void>((resolve) => releases.push(resolve));
        return HttpResponse.json(mediaItem(String(params.target), name), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByText('Ce dossier ne contient aucune image.');

    await user.upload(
      fileInput(),
      ['1.png', '2.png', '3.png', '4.png', '5.png'].map((name) => imageFile(name)),
    );
    await waitFor(() => expect(received).toEqual(['1.png', '2.png', '3.png']));
    await user.click(screen.getByRole('button', { name: 'Annuler l’envoi de 5.png' }));
    expect(uploadLine('5.png')).toHaveTextContent('Envoi annulé');
    await user.click(screen.getByRole('button', { name: 'Annuler l’envoi de 1.png' }));
    expect(uploadLine('1.png')).toHaveTextContent('Envoi annulé');

    // The freed place goes to the next waiting file; the cancelled one is never sent.
    await waitFor(() => expect(received).toEqual(['1.png', '2.png', '3.png', '4.png']));
    releases.splice(0).forEach((release) => release());
    await waitFor(() =>
      expect(screen.getByText('Envoyés : 3 · En erreur ou refusés : 0 · En cours : 0')).toBeInTheDocument(),
    );
    expect(uploadLine('1.png')).toHaveTextContent('Envoi annulé');
    expect(screen.getByRole('button', { name: 'Réessayer l’envoi de 5.png' })).toBeInTheDocument();
  });
});
