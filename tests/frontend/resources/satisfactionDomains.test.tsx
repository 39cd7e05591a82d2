/**
 * The satisfaction template domains page: the domains in their order with how many templates use
 * each, and add, rename, reorder and delete in place. Deleting a domain in use first moves its
 * templates to a domain the user picks, and says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { request } from '../engine/support/ui';
import { startAreas } from './support/startAreas';

const PATH = '/api/satisfaction-template-domains';

/** The domains as listed: name and template count, top to bottom. */
function listed(): string[] {
  const list = screen.getByRole('list', { name: 'Domaines des modèles de satisfaction' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function open() {
  const started = startAreas('/satisfaction-template-domains');
  await waitFor(() => expect(listed()).toHaveLength(3));
  return started;
}

describe('the satisfaction template domains page', () => {
  it('lists the domains in order with how many templates use each, and adds one at the end', async () => {
    const { api } = await open();
    expect(listed()).toEqual(['Pédagogie2 modèles', 'LogistiqueAucun modèle', 'AccueilAucun modèle']);

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(api.sent('POST', PATH)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Nom du nouveau domaine'), { target: { value: 'Évaluation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect((await request(api, 'POST', PATH)).body).toEqual({ name: 'Évaluation', position: 3 });
    expect(await screen.findByText('Domaine « Évaluation » ajouté')).toBeInTheDocument();
    await waitFor(() => expect(listed().at(-1)).toBe('ÉvaluationAucun modèle'));
    expect(screen.getByLabelText('Nom du nouveau domaine')).toHaveValue('');
  });

  it('renames in place, and keeps the typed name when the server refuses it', async () => {
    const { api } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Renommer « Logistique »' }));
    const input = screen.getByLabelText('Nouveau nom de « Logistique »');
    expect(input).toHaveValue('Logistique');

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.put(`${PATH}/2`, () => HttpResponse.json({ detail: 'Ce nom est déjà utilisé' }, { status: 409 }), {
        once: true,
      }),
    );
    fireEvent.change(input, { target: { value: 'Accueil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce nom est déjà utilisé')).toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau nom de « Logistique »')).toHaveValue('Accueil');
    expect(errors).toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Nouveau nom de « Logistique »'), {
      target: { value: 'Matériel' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const put = await request(
      api,
      'PUT',
      `${PATH}/2`,
      (r) => (r.body as { name: string }).name === 'Matériel',
    );
    expect(put.body).toEqual({ name: 'Matériel', updated_at: expect.any(String) });
    expect(await screen.findByText('Domaine renommé en « Matériel »')).toBeInTheDocument();
    await waitFor(() => expect(listed()[1]).toBe('MatérielAucun modèle'));
  });

  it('moves a domain up or down and saves the positions', async () => {
    const { api } = await open();
    expect(screen.getByRole('button', { name: 'Monter « Pédagogie »' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre « Accueil »' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Monter « Accueil »' }));
    await screen.findByText('Ordre des domaines enregistré');
    const puts = api.sent('PUT', PATH).map((r) => [r.path, (r.body as { position: number }).position]);
    expect(puts).toEqual([
      [`${PATH}/3`, 1],
      [`${PATH}/2`, 2],
    ]);
    await waitFor(() =>
      expect(listed()).toEqual(['Pédagogie2 modèles', 'AccueilAucun modèle', 'LogistiqueAucun modèle']),
    );
  });

  it('deletes an unused domain after asking', async () => {
    const { api } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Accueil »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le domaine « Accueil » ?' });
    expect(
      within(dialog).getByText('Aucun modèle n’utilise ce domaine. Il sera supprimé définitivement.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await request(api, 'DELETE', `${PATH}/3`);
    expect(await screen.findByText('Domaine « Accueil » supprimé')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toHaveLength(2));
  });

  it('moves the templates of a domain in use to the chosen domain before deleting it', async () => {
    const { api } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Pédagogie »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le domaine « Pédagogie » ?' });
    expect(
      within(dialog).getByText(
        'Ce domaine est utilisé par 2 modèles de satisfaction. Ces modèles seront rattachés au domaine choisi ci-dessous, puis le domaine « Pédagogie » sera supprimé.',
      ),
    ).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Rattacher les modèles au domaine' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Accueil' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await request(api, 'DELETE', `${PATH}/1`);
    const moved = api.sent('PUT', '/api/satisfaction-templates/');
    expect(moved.map((r) => [r.path, (r.body as { domain_id: number }).domain_id]).sort()).toEqual([
      ['/api/satisfaction-templates/1', 3],
      ['/api/satisfaction-templates/2', 3],
    ]);
    // Templates move before the domain goes.
    const order = api.requests.filter((r) => r.method !== 'GET').map((r) => r.method);
    expect(order).toEqual(['PUT', 'PUT', 'DELETE']);
    expect(
      await screen.findByText('2 modèles rattachés à « Accueil », domaine « Pédagogie » supprimé'),
    ).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['LogistiqueAucun modèle', 'Accueil2 modèles']));
  });

  it('refuses to delete the only domain while templates use it', async () => {
    const { api } = startAreas('/satisfaction-template-domains', {
      before: (fake) => {
        fake.rows['satisfaction-template-domains'] = fake.rows['satisfaction-template-domains'].slice(0, 1);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Pédagogie »' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/c’est le seul domaine : créez d’abord un autre domaine/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', PATH)).toHaveLength(0);
  });
});
