import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import activities from '../../../resources/activities';
import type { MediaImageField } from '../../../resources/kit/defineResource';
import { MediaImageInput } from '../../../src/features/media';
import { server } from '../../support/mswServer';
import { fakeMediaApi, imageFile, mediaItem, renderMedia } from './mediaTestKit';

const imageField = activities.fields.find((field) => field.name === 'image') as MediaImageField;

function renderActivityForm(record: Record<string, unknown>) {
  const onSubmit = vi.fn();
  renderMedia(
    <Form record={record} onSubmit={onSubmit}>
      <MediaImageInput
        source="image"
        field={imageField}
        resource="activities"
        helperText="Image de la carte"
      />
      <button type="submit">Enregistrer</button>
    </Form>,
  );
  return onSubmit;
}

describe('MediaImageInput (the activity image)', () => {
  it('picks an image of the cartes directory and submits its url', async () => {
    const api = fakeMediaApi({
      cartes: [mediaItem('cartes', 'ancienne.png'), mediaItem('cartes', 'nouvelle.png')],
      illustrations: [mediaItem('illustrations', 'ailleurs.png')],
    });
    const user = userEvent.setup();
    const onSubmit = renderActivityForm({
      id: 7,
      title: 'Volcans',
      image: '/media-files/cartes/ancienne.png',
    });

    expect(screen.getByRole('img', { name: 'ancienne.png' })).toBeInTheDocument();
    expect(screen.getByText('Image de la carte')).toBeInTheDocument();
    expect(api.lists).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Changer l’image' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Choisir une image dans le dossier « Cartes »',
    });
    const current = await within(dialog).findByRole('button', { name: 'Choisir ancienne.png' });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    expect(api.lists).toEqual(['cartes']);

    await user.click(within(dialog).getByRole('button', { name: 'Choisir nouvelle.png' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'nouvelle.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      id: 7,
      title: 'Volcans',
      image: '/media-files/cartes/nouvelle.png',
    });
  });

  it('picks with the keyboard too', async () => {
    fakeMediaApi({ cartes: [mediaItem('cartes', 'clavier.png')] });
    const user = userEvent.setup();
    const onSubmit = renderActivityForm({ id: 1, image: null });

    expect(screen.getByText('Aucune image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choisir une image' }));
    const option = await screen.findByRole('button', { name: 'Choisir clavier.png' });
    option.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ image: '/media-files/cartes/clavier.png' });
  });

  it('clears the image', async () => {
    const api = fakeMediaApi({});
    const user = userEvent.setup();
    const onSubmit = renderActivityForm({ id: 3, image: '/media-files/cartes/a-retirer.png' });

    await user.click(screen.getByRole('button', { name: 'Retirer l’image' }));
    expect(screen.queryByRole('img', { name: 'a-retirer.png' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune image')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].image).toBeNull();
    expect(api.lists).toEqual([]);
  });

  it('keeps the form working when the images cannot be loaded', async () => {
    server.use(
      http.get('*/api/media/:directory', () =>
        HttpResponse.json({ detail: 'Stockage indisponible' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    const onSubmit = renderActivityForm({
      id: 4,
      title: 'Sans image',
      image: '/media-files/cartes/garde.png',
    });

    await user.click(screen.getByRole('button', { name: 'Changer l’image' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/La liste des images n’a pas pu être chargée : Stockage indisponible/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ce dossier ne contient aucune image.')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      title: 'Sans image',
      image: '/media-files/cartes/garde.png',
    });
  });

  it('uploads a new image from the dialog and uses it', async () => {
    const api = fakeMediaApi({ cartes: [mediaItem('cartes', 'deja-la.png')] });
    const user = userEvent.setup();
    const onSubmit = renderActivityForm({ id: 5, image: null });

    await user.click(screen.getByRole('button', { name: 'Choisir une image' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Choisir deja-la.png' });
    await user.upload(
      within(dialog).getByLabelText('Choisir des images à envoyer'),
      imageFile('toute-neuve.png'),
    );

    expect(
      await within(dialog).findByRole('button', { name: 'Choisir toute-neuve.png' }),
    ).toBeInTheDocument();
    expect(api.uploads).toMatchObject([{ target: 'cartes', fields: ['file'], content: 'toute-neuve.png' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Utiliser toute-neuve.png' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ image: '/media-files/cartes/toute-neuve.png' });
  });
});
