import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MediaManagerPage } from '../../../src/features/media';
import { server } from '../../support/mswServer';
import { fakeMediaApi, mediaItem, renderMedia } from './mediaTestKit';

describe('media manager: listing', () => {
  it('shows each image of the cartes directory with its name, size, dimensions and date', async () => {
    fakeMediaApi({
      cartes: [
        mediaItem('cartes', 'volcan.png', {
          size: 153600,
          width: 1200,
          height: 800,
          modified_at: '2024-03-05T10:30:00Z',
        }),
        mediaItem('cartes', 'ocean.jpg', { size: 512, width: null, height: null, type: 'image/jpeg' }),
      ],
    });
    renderMedia(<MediaManagerPage />);
    expect(screen.getByText('Chargement des images…')).toBeInTheDocument();

    const thumbnail = await screen.findByRole('img', { name: 'volcan.png' });
    expect(thumbnail.getAttribute('src')).toMatch(/\/media-files\/cartes\/volcan\.png$/);
    const tile = screen.getByRole('button', { name: 'Ouvrir volcan.png' });
    expect(tile).toHaveTextContent('150 Ko · 1200 × 800 px');
    expect(tile).toHaveTextContent('2024');
    expect(screen.getByRole('button', { name: 'Ouvrir ocean.jpg' })).toHaveTextContent(
      '512 o · Dimensions inconnues',
    );
    expect(screen.getByText('2 images')).toBeInTheDocument();
  });

  it('shows an empty directory when the answer is not an array', async () => {
    server.use(http.get('*/api/media/:directory', () => HttpResponse.json({ items: 'oops' })));
    renderMedia(<MediaManagerPage />);

    expect(await screen.findByText('Ce dossier ne contient aucune image.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the server detail when the listing fails, and loads again on retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/media/:directory', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ detail: 'Dossier de médias illisible' }, { status: 500 });
        return HttpResponse.json([mediaItem('cartes', 'retour.png')]);
      }),
    );
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les images : Dossier de médias illisible');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('img', { name: 'retour.png' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the chosen directory in the URL and loads that directory', async () => {
    const api = fakeMediaApi({
      cartes: [mediaItem('cartes', 'carte.png')],
      illustrations: [mediaItem('illustrations', 'dessin.png')],
    });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'carte.png' });

    await user.click(screen.getByRole('tab', { name: 'Illustrations' }));
    expect(await screen.findByRole('img', { name: 'dessin.png' })).toBeInTheDocument();
    expect(window.location.hash).toContain('dir=illustrations');
    expect(screen.queryByRole('img', { name: 'carte.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Illustrations' })).toHaveAttribute('aria-selected', 'true');
    expect(api.lists).toEqual(['cartes', 'illustrations']);
  });

  it('opens the directory named in the URL', async () => {
    window.location.hash = '#/media?dir=avatars';
    const api = fakeMediaApi({ avatars: [mediaItem('avatars', 'lea.webp')] });
    renderMedia(<MediaManagerPage />);

    expect(await screen.findByRole('img', { name: 'lea.webp' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Avatars' })).toHaveAttribute('aria-selected', 'true');
    expect(api.lists).toEqual(['avatars']);
  });

  it('searches by name, ignoring case and accents', async () => {
    fakeMediaApi({
      cartes: [
        mediaItem('cartes', 'Été-plage.png'),
        mediaItem('cartes', 'hiver.png'),
        mediaItem('cartes', 'etang.png'),
      ],
    });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'hiver.png' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher par nom' }), 'ete');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'hiver.png' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Été-plage.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'etang.png' })).not.toBeInTheDocument();
    expect(screen.getByText('1 sur 3')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher par nom' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher par nom' }), 'zèbre');
    expect(await screen.findByText('Aucune image ne correspond à « zèbre ».')).toBeInTheDocument();
  });

  it('sorts by name, size or date, in either order', async () => {
    fakeMediaApi({
      cartes: [
        mediaItem('cartes', 'b.png', { size: 300, modified_at: '2024-01-02T00:00:00Z' }),
        mediaItem('cartes', 'a.png', { size: 100, modified_at: '2024-01-03T00:00:00Z' }),
        mediaItem('cartes', 'c.png', { size: 200, modified_at: '2024-01-01T00:00:00Z' }),
      ],
    });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'a.png' });
    const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

    // Newest first by default.
    expect(order()).toEqual(['a.png', 'b.png', 'c.png']);

    await user.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await user.click(await screen.findByRole('option', { name: 'Taille' }));
    expect(order()).toEqual(['b.png', 'c.png', 'a.png']);

    await user.click(screen.getByRole('button', { name: 'Passer en ordre croissant' }));
    expect(order()).toEqual(['a.png', 'c.png', 'b.png']);

    await user.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await user.click(await screen.findByRole('option', { name: 'Nom' }));
    expect(order()).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('switches to a list view with the same facts', async () => {
    fakeMediaApi({ cartes: [mediaItem('cartes', 'tableau.png', { size: 4096, width: 640, height: 480 })] });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    await screen.findByRole('img', { name: 'tableau.png' });

    await user.click(screen.getByRole('button', { name: 'Affichage en liste' }));
    const row = screen.getByRole('row', { name: /tableau\.png/ });
    expect(within(row).getByRole('img', { name: 'tableau.png' })).toBeInTheDocument();
    expect(row).toHaveTextContent('4 Ko');
    expect(row).toHaveTextContent('640 × 480 px');
    expect(row).toHaveTextContent('image/png');
    expect(screen.getByRole('columnheader', { name: 'Taille' })).toBeInTheDocument();
  });

  it('pages 5,000 images in the browser instead of drawing them all', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      mediaItem('cartes', `image-${String(i).padStart(4, '0')}.png`, {
        modified_at: new Date(Date.UTC(2024, 0, 1) + i * 60000).toISOString(),
      }),
    );
    fakeMediaApi({ cartes: many });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);

    expect(await screen.findByRole('img', { name: 'image-4999.png' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(48);
    expect(screen.getByText('1–48 sur 5000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('49–96 sur 5000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'image-4951.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'image-4999.png' })).not.toBeInTheDocument();
  });
});
