/**
 * A satisfaction template's questions: the choices are asked for a choice question only, one
 * choice a line (sent as the API's `a;b` text), and the list's buttons say what they do, emptying
 * the list only once confirmed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { autocomplete, click, request, save, selectOption, typeInto } from '../engine/support/ui';
import { startAreas } from './support/startAreas';

describe('the questions of a satisfaction template', { timeout: 90_000 }, () => {
  it('asks for choices only for a choice question, one a line', async () => {
    const { api } = startAreas('/satisfaction-templates/create');
    await screen.findByRole('button', { name: 'Enregistrer' });
    typeInto('Nom', 'Accueil du matin');
    await autocomplete('Domaine', 'Acc', 'Accueil');
    click('Ajouter');
    typeInto(/^Intitulé de la question/, 'Quel repas ?');
    // A scale question (the default) has no choices.
    expect(screen.queryByRole('textbox', { name: /^Choix proposés/ })).toBeNull();
    await selectOption(/^Type de réponse/, 'Choix unique');
    const choices = await screen.findByRole('textbox', { name: /^Choix proposés/ });
    fireEvent.change(choices, { target: { value: 'Poisson\nViande\nLégumes' } });
    await save();
    const post = await request(api, 'POST', '/api/satisfaction-templates');
    expect(post.body).toMatchObject({
      questions: [{ label: 'Quel repas ?', kind: 'single_choice', options: 'Poisson;Viande;Légumes' }],
    });
  });

  it('names its buttons and empties the list only once confirmed', async () => {
    startAreas('/satisfaction-templates/2');
    expect(await screen.findByDisplayValue('Note globale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toHaveTextContent('Ajouter');
    const empty = screen.getByRole('button', { name: 'Vider la liste' });
    expect(empty).toHaveTextContent('Vider la liste');
    fireEvent.click(empty);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByDisplayValue('Note globale')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vider la liste' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Note globale')).toBeNull());
  });
});
