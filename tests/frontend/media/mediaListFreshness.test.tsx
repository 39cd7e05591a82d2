/**
 * The directory list follows the server: it is read again after an upload or a deletion (no
 * manual refresh), and a late answer for a directory the user left never replaces the open one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MediaManagerPage } from '../../../src/features/media';
import { server } from '../../support/mswServer';
import { queriesSettled } from '../../support/settled';
import { fakeMediaApi, imageFile, mediaItem, renderMedia } from './mediaTestKit';

describe('media manager: a list that follows the server', () => {
  it('reads the directory again once an upload ends, showing files others added meanwhile', async () => {
    window.location.hash = '#/media?dir=cartes';
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'ancienne.png')] });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'ancienne.png' });

    api.directories.cartes.push(mediaItem('cartes', 'collegue.png'));
    await user.upload(screen.getByLabelText('Choisir des images à envoyer'), imageFile('moi.png'));

    expect(await screen.findByRole('img', { name: 'moi.png' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'collegue.png' })).toBeInTheDocument();
    expect(api.lists).toEqual(['cartes', 'cartes']);
  });

  it('reads the directory again once a file is deleted', async () => {
    window.location.hash = '#/media?dir=cartes';
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'foret.png')] });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'foret.png' });

    api.directories.cartes.push(mediaItem('cartes', 'collegue.png'));
    await user.click(screen.getByRole('button', { name: 'Supprimer foret.png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByRole('img', { name: 'collegue.png' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'foret.png' })).not.toBeInTheDocument());
    expect(api.lists).toEqual(['cartes', 'cartes']);
  });

  it('keeps the open directory when the answer for the one left behind arrives late', async () => {
    window.location.hash = '#/media?dir=cartes';
    let release: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    let cartesAnswered = false;
    server.use(
      http.get('*/api/media/cartes', async () => {
        await late;
        cartesAnswered = true;
        return HttpResponse.json([mediaItem('cartes', 'carte.png')]);
      }),
      http.get('*/api/media/illustrations', () =>
        HttpResponse.json([mediaItem('illustrations', 'dessin.png')]),
      ),
    );
    const user = userEvent.setup();
    const { queryClient } = renderMedia(<MediaManagerPage />);
    await screen.findByText('Chargement des images…');

    await user.click(screen.getByRole('tab', { name: 'Illustrations' }));
    expect(await screen.findByRole('img', { name: 'dessin.png' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(cartesAnswered).toBe(true));
    await queriesSettled(queryClient);
    expect(screen.getByRole('img', { name: 'dessin.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'carte.png' })).not.toBeInTheDocument();
  });
});
