import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MediaManagerPage } from '../../../src/features/media';
import { server } from '../../support/mswServer';
import { fakeMediaApi, mediaItem, renderMedia } from './mediaTestKit';

/** The manager open, once the file named `first` is shown. */
async function openManager(first: string) {
  const user = userEvent.setup();
  renderMedia(<MediaManagerPage />);
  await screen.findByRole('img', { name: first });
  return user;
}

/** The server refuses to delete `name` (`:name`: any file) with this status and French detail. */
function refuseDeleting(name: string, status: number, detail: string) {
  server.use(
    http.delete(`*/api/media/files/:directory/${name}`, () => HttpResponse.json({ detail }, { status })),
  );
}

describe('media manager: deleting', () => {
  it('asks for a confirmation naming the file, and deletes nothing when cancelled', async () => {
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'foret.png'), mediaItem('cartes', 'lac.png')] });
    const user = await openManager('foret.png');

    await user.click(screen.getByRole('button', { name: 'Supprimer foret.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « foret.png » ?' });
    expect(dialog).toHaveTextContent(
      'Le fichier « foret.png » sera définitivement supprimé du dossier « Cartes ».',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deletes).toEqual([]);
    expect(screen.getByRole('img', { name: 'foret.png' })).toBeInTheDocument();
  });

  it('deletes the file once confirmed and removes it from the grid', async () => {
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'foret.png'), mediaItem('cartes', 'lac.png')] });
    const user = await openManager('foret.png');

    await user.click(screen.getByRole('button', { name: 'Supprimer foret.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer « foret.png » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('« foret.png » a été supprimé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deletes).toEqual(['cartes/foret.png']);
    expect(screen.queryByRole('img', { name: 'foret.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'lac.png' })).toBeInTheDocument();
  });

  it('shows the server detail when a deletion fails', async () => {
    fakeMediaApi({ cartes: [mediaItem('cartes', 'utilisee.png')] });
    refuseDeleting(':name', 409, 'Fichier verrouillé par le serveur');
    const user = await openManager('utilisee.png');

    await user.click(screen.getByRole('button', { name: 'Supprimer utilisee.png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Fichier verrouillé par le serveur')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'utilisee.png' })).toBeInTheDocument();
  });

  /** A server on which `geo.png` is the image of seven activities (`refused`: of a field that refuses). */
  function fileInUse(refused = false) {
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'geo.png'), mediaItem('cartes', 'lac.png')] });
    const requests: string[] = [];
    const uses = {
      count: 7,
      confirmable: !refused,
      records: [1, 2, 3, 4, 5].map((i) => ({ resource: 'activities', key: i, label: `Carte ${i}` })),
    };
    server.use(
      http.delete('*/api/media/files/cartes/geo.png', ({ request }) => {
        const url = new URL(request.url);
        requests.push(url.search);
        if (url.searchParams.get('force') === 'true' && !refused) {
          api.directories.cartes = api.directories.cartes.filter((i) => i.name !== 'geo.png');
          return HttpResponse.json({ deleted: 'geo.png' });
        }
        const detail = refused
          ? 'Suppression impossible : « geo.png » est l’image de 7 enregistrement(s) : Activités « Carte 1 ». Choisissez-leur d’abord une autre image.'
          : '« geo.png » est l’image de 7 enregistrement(s) : Activités « Carte 1 »…';
        return HttpResponse.json({ detail, uses }, { status: 409 });
      }),
    );
    return { api, requests };
  }

  it('names the records that use a file, and deletes it only once confirmed again', async () => {
    const { requests } = fileInUse();
    const user = await openManager('geo.png');

    await user.click(screen.getByRole('button', { name: 'Supprimer geo.png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Image utilisée par des enregistrements' });
    expect(dialog).toHaveTextContent('« geo.png » est l’image de 7 enregistrements :');
    const records = within(dialog).getByRole('list', { name: 'Enregistrements qui utilisent geo.png' });
    expect(
      within(records)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Activité « Carte 1 »',
      'Activité « Carte 2 »',
      'Activité « Carte 3 »',
      'Activité « Carte 4 »',
      'Activité « Carte 5 »',
      'et 2 autres',
    ]);
    expect(dialog).toHaveTextContent('La supprimer quand même retirera l’image de ces enregistrements.');
    expect(requests).toEqual(['']);
    // Behind the dialog, which hides the page from assistive technologies while it is open.
    expect(screen.getByRole('img', { name: 'geo.png', hidden: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer quand même' }));

    expect(await screen.findByText('« geo.png » a été supprimé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual(['', '?force=true']);
    expect(screen.queryByRole('img', { name: 'geo.png' })).not.toBeInTheDocument();
  });

  it('keeps a file in use when the second confirmation is cancelled', async () => {
    const { requests } = fileInUse();
    const user = await openManager('geo.png');

    await user.click(screen.getByRole('button', { name: 'Supprimer geo.png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image utilisée par des enregistrements' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    expect(
      await screen.findByText('« geo.png » a été conservé : des enregistrements l’utilisent'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual(['']);
    expect(screen.getByRole('img', { name: 'geo.png' })).toBeInTheDocument();
  });

  it('in a selection, deletes the free files at once and asks about the ones in use', async () => {
    const { api, requests } = fileInUse();
    const user = await openManager('geo.png');

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les images de la page' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la sélection' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Image utilisée par des enregistrements' });
    expect(api.deletes).toEqual(['cartes/lac.png']);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer quand même' }));

    expect(await screen.findByText('2 images supprimées')).toBeInTheDocument();
    expect(requests).toEqual(['', '?force=true']);
    const results = screen.getByText('Résultat de la suppression').closest('[role="alert"]');
    expect(results).toHaveTextContent('« geo.png » : supprimé');
    expect(results).toHaveTextContent('« lac.png » : supprimé');
  });

  it('shows the server’s refusal, without asking again, when the records’ declaration refuses', async () => {
    const { requests } = fileInUse(true);
    const user = await openManager('geo.png');

    await user.click(screen.getByRole('button', { name: 'Supprimer geo.png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText(
        'Suppression impossible : « geo.png » est l’image de 7 enregistrement(s) : Activités « Carte 1 ». Choisissez-leur d’abord une autre image.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual(['']);
    expect(screen.getByRole('img', { name: 'geo.png' })).toBeInTheDocument();
  });

  it('deletes a selection with one request per file and reports each result', async () => {
    const api = fakeMediaApi({
      cartes: [mediaItem('cartes', 'a.png'), mediaItem('cartes', 'b.png'), mediaItem('cartes', 'c.png')],
    });
    refuseDeleting('b.png', 500, 'Suppression impossible pour le moment');
    const user = await openManager('a.png');

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner a.png' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner b.png' }));
    expect(screen.getByText('2 images sélectionnées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer la sélection' }));

    const dialog = await screen.findByRole('dialog', { name: 'Supprimer 2 images ?' });
    expect(within(dialog).getByRole('list')).toHaveTextContent('a.pngb.png');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    const results = (await screen.findByText('Résultat de la suppression')).closest('[role="alert"]');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(results).toHaveTextContent('« a.png » : supprimé');
    expect(results).toHaveTextContent('« b.png » : Suppression impossible pour le moment');
    expect(api.deletes).toEqual(['cartes/a.png']);
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'b.png' })).toBeInTheDocument();
    expect(screen.getByText('Supprimées : 1 · En échec : 1')).toBeInTheDocument();
    // The file that could not be deleted stays selected, ready for another try.
    expect(screen.getByText('1 image sélectionnée')).toBeInTheDocument();
  });

  it('selects the whole page at once', async () => {
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'a.png'), mediaItem('cartes', 'b.png')] });
    const user = await openManager('a.png');

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les images de la page' }));
    expect(screen.getByText('2 images sélectionnées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer la sélection' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('2 images supprimées')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deletes.sort()).toEqual(['cartes/a.png', 'cartes/b.png']);
    expect(await screen.findByText('Ce dossier ne contient aucune image.')).toBeInTheDocument();
  });
});

describe('media manager: keyboard and details', () => {
  it('reaches a thumbnail with Tab, opens it with Enter and asks to delete it with Delete', async () => {
    fakeMediaApi({ cartes: [mediaItem('cartes', 'seule.png')] });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);
    const thumbnail = await screen.findByRole('button', { name: 'Ouvrir seule.png' });

    for (let presses = 0; presses < 30 && document.activeElement !== thumbnail; presses += 1)
      await user.tab();
    expect(thumbnail).toHaveFocus();

    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'seule.png' });
    expect(within(details).getByRole('img', { name: 'seule.png' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    thumbnail.focus();
    await user.keyboard('{Delete}');
    expect(await screen.findByRole('dialog', { name: 'Supprimer « seule.png » ?' })).toBeInTheDocument();
  });

  it('shows a large preview, walks to the previous and next image, and copies the public address', async () => {
    fakeMediaApi({
      cartes: [
        mediaItem('cartes', 'premiere.png', {
          modified_at: '2024-01-03T00:00:00Z',
          size: 3 * 1024 * 1024,
          width: 1920,
          height: 1080,
        }),
        mediaItem('cartes', 'deuxieme.png', { modified_at: '2024-01-02T00:00:00Z' }),
      ],
    });
    const user = userEvent.setup();
    renderMedia(<MediaManagerPage />);

    await user.click(await screen.findByRole('button', { name: 'Ouvrir premiere.png' }));
    const details = await screen.findByRole('dialog', { name: 'premiere.png' });
    expect(details).toHaveTextContent('3 Mo');
    expect(details).toHaveTextContent('1920 × 1080 px');
    expect(details).toHaveTextContent('Image 1 sur 2');
    expect(within(details).getByRole('button', { name: 'Image précédente' })).toBeDisabled();

    const address = within(details).getByRole('textbox', { name: 'Adresse publique' });
    expect((address as HTMLInputElement).value).toMatch(
      /^https?:\/\/[^/]+\/media-files\/cartes\/premiere\.png$/,
    );
    await user.click(within(details).getByRole('button', { name: 'Copier l’adresse' }));
    expect(await navigator.clipboard.readText()).toBe((address as HTMLInputElement).value);
    expect(await screen.findByText('Adresse copiée dans le presse-papiers')).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Image suivante' }));
    expect(await screen.findByRole('dialog', { name: 'deuxieme.png' })).toHaveTextContent('Image 2 sur 2');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Image suivante' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'premiere.png' })).toBeInTheDocument();
  });
});
