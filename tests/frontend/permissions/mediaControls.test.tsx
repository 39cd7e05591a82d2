/**
 * The media manager follows the rights: deleting (each image's button, in the grid and the list,
 * the details, the selection, the Delete key) only for a person whose GET /api/permissions allows
 * `delete` on `media`, uploading (in the manager and in a form's image picker) only for one that
 * allows `create`.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import activities from '../../../resources/activities';
import type { PermissionsAnswer } from '../../../resources/contracts/permissionsContract';
import type { MediaImageField } from '../../../resources/kit/defineResource';
import { MediaImageInput, MediaManagerPage } from '../../../src/features/media';
import { TEST_USER } from '../../support/renderApp';
import { queriesSettled } from '../../support/settled';
import { fakeMediaApi, mediaItem, renderMedia } from '../media/mediaTestKit';
import { adminAnswer, permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';
import { server } from '../../support/mswServer';

/** A staff answer whose media actions are only `actions`. */
function staffWithMedia(actions: string[]): PermissionsAnswer {
  const answer = staffAnswer();
  return {
    ...answer,
    rules: answer.rules.map((rule) => (rule.subject === 'media' ? { ...rule, action: actions } : rule)),
  };
}

/** The manager open as the person `answer` describes, once the image `foret.png` is shown. */
async function openAs(user: typeof TEST_USER, answer: PermissionsAnswer) {
  fakeMediaApi({ cartes: [mediaItem('cartes', 'foret.png'), mediaItem('cartes', 'lac.png')] });
  server.use(permissionsHandler(answer).handler);
  const { queryClient } = renderMedia(<MediaManagerPage />, signedInAs(user));
  await screen.findByRole('img', { name: 'foret.png' });
  await queriesSettled(queryClient);
  return { clicks: userEvent.setup(), queryClient };
}

const deleteControls = () => screen.queryAllByRole('button', { name: /^Supprimer/ });
const uploadInput = () => screen.queryByLabelText('Choisir des images à envoyer');

describe('the media manager of a person who may not delete images', () => {
  it('offers no delete button, no selection, and the Delete key deletes nothing', async () => {
    const { clicks, queryClient } = await openAs(STAFF_USER, staffWithMedia(['list', 'create']));
    expect(deleteControls()).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByText('Sélectionner toutes les images de la page')).not.toBeInTheDocument();
    // Uploading stays: the answer allows it.
    expect(uploadInput()).toBeInTheDocument();

    screen.getByRole('button', { name: 'Ouvrir foret.png' }).focus();
    await clicks.keyboard('{Delete}');
    await queriesSettled(queryClient);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await clicks.click(screen.getByRole('button', { name: 'Affichage en liste' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(deleteControls()).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);

    await clicks.click(screen.getByRole('button', { name: 'Ouvrir foret.png' }));
    const details = await screen.findByRole('dialog');
    expect(within(details).getByText('Adresse publique')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });

  it('offers no upload when the answer allows only listing', async () => {
    await openAs(STAFF_USER, staffWithMedia(['list']));
    expect(uploadInput()).not.toBeInTheDocument();
    expect(deleteControls()).toEqual([]);
  });
});

describe('the media manager of an administrator', () => {
  it('offers every delete control and the upload', async () => {
    const { clicks } = await openAs(TEST_USER, adminAnswer());
    expect(screen.getByRole('button', { name: 'Supprimer foret.png' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner foret.png' })).toBeInTheDocument();
    expect(uploadInput()).toBeInTheDocument();

    await clicks.click(screen.getByRole('checkbox', { name: 'Sélectionner foret.png' }));
    expect(screen.getByRole('button', { name: 'Supprimer la sélection' })).toBeInTheDocument();

    await clicks.click(screen.getByRole('button', { name: 'Affichage en liste' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer lac.png' })).toBeInTheDocument();

    await clicks.click(screen.getByRole('button', { name: 'Ouvrir lac.png' }));
    const details = await screen.findByRole('dialog');
    expect(within(details).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });
});

describe('the image picker of a form', () => {
  const imageField = activities.fields.find((field) => field.name === 'image') as MediaImageField;

  /** The activity form's picker open as the person `answer` describes, once its images are shown. */
  async function pickerAs(answer: PermissionsAnswer) {
    fakeMediaApi({ cartes: [mediaItem('cartes', 'foret.png')] });
    server.use(permissionsHandler(answer).handler);
    const { queryClient } = renderMedia(
      <Form record={{ id: 3, image: null }}>
        <MediaImageInput source="image" field={imageField} resource="activities" />
      </Form>,
      signedInAs(STAFF_USER),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choisir une image' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Choisir foret.png' });
    await queriesSettled(queryClient);
    return dialog;
  }

  it('offers no upload to a person who may not upload', async () => {
    const dialog = await pickerAs(staffWithMedia(['list']));
    expect(within(dialog).queryByLabelText('Choisir des images à envoyer')).not.toBeInTheDocument();
  });

  it('offers the upload to a person who may', async () => {
    const dialog = await pickerAs(staffWithMedia(['list', 'create']));
    expect(within(dialog).getByLabelText('Choisir des images à envoyer')).toBeInTheDocument();
  });
});
