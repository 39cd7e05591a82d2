/**
 * The bulk edit dialog's choices on the fixture area: a chosen field starts from its declared
 * default (or its kind's, or empty); a field unchosen is neither checked nor sent, and starts
 * afresh when chosen again; « Annuler » and Escape send nothing; a refusal that names no field is
 * said, the dialog kept open; « Appliquer » waits for the answer; the list is read again after.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { openBulkEdit, startGadgetsList } from './support/bulkEdit';
import { request } from './support/ui';

const BULK = '/api/gadgets/bulk/update';

const choose = (dialog: HTMLElement, label: string) =>
  fireEvent.click(within(dialog).getByRole('checkbox', { name: `Modifier « ${label} »` }));

const apply = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));

const stockInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Stock/) as HTMLInputElement;

describe('the bulk edit dialog', () => {
  it('starts each chosen field from its declared default, its kind’s, or empty', async () => {
    const api = startGadgetsList();
    const dialog = await openBulkEdit();
    expect(
      within(dialog).getByText('Cochez les champs à modifier : les autres restent tels quels.'),
    ).toBeInTheDocument();
    choose(dialog, 'Taille');
    expect(within(dialog).getByRole('combobox', { name: /^Taille/ })).toHaveTextContent('Petit');
    choose(dialog, 'Actif');
    expect(within(dialog).getByLabelText('Actif')).toBeChecked();
    choose(dialog, 'Stock');
    expect(stockInput(dialog)).toHaveValue(null);
    choose(dialog, 'Pièces');
    apply(dialog);

    const sent = await request(api, 'PUT', BULK);
    expect(sent.body).toEqual({
      ids: [1, 2],
      values: { size: 'small', active: true, stock: null, parts: [] },
    });
    expect(await screen.findByText('2 éléments modifiés')).toBeInTheDocument();
  });

  it('neither checks nor sends a field chosen then left, and starts it afresh when chosen again', async () => {
    const api = startGadgetsList();
    const dialog = await openBulkEdit();
    choose(dialog, 'Stock');
    fireEvent.change(stockInput(dialog), { target: { value: '500' } });
    apply(dialog);
    const refusal = 'La valeur doit être inférieure ou égale à 100';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();

    choose(dialog, 'Stock');
    expect(within(dialog).queryByLabelText(/^Stock/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Appliquer' })).toBeDisabled();
    choose(dialog, 'Stock');
    expect(stockInput(dialog)).toHaveValue(null);
    expect(within(dialog).queryByText(refusal)).not.toBeInTheDocument();
    fireEvent.change(stockInput(dialog), { target: { value: '300' } });
    choose(dialog, 'Stock');

    choose(dialog, 'Taille');
    apply(dialog);
    const sent = await request(api, 'PUT', BULK);
    expect(sent.body).toEqual({ ids: [1, 2], values: { size: 'small' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when cancelled or escaped, and keeps the selection', async () => {
    const api = startGadgetsList();
    let dialog = await openBulkEdit();
    choose(dialog, 'Stock');
    fireEvent.change(stockInput(dialog), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Modifier la sélection' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifier 2 éléments' });
    // A new dialog: nothing chosen any more.
    expect(within(dialog).getByRole('checkbox', { name: 'Modifier « Stock »' })).not.toBeChecked();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeChecked();
    expect(api.sent('PUT', BULK)).toHaveLength(0);
    expect(api.rows.gadgets.map((row) => row.stock)).toEqual([7, 0]);
  });

  it('says a refusal that names no field, and stays open to try again', async () => {
    // react-admin logs every failed data provider call in development.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = startGadgetsList();
    server.use(
      http.put(BULK, () => HttpResponse.json({ detail: 'Inventaire en cours' }, { status: 409 }), {
        once: true,
      }),
    );
    const dialog = await openBulkEdit();
    choose(dialog, 'Stock');
    fireEvent.change(stockInput(dialog), { target: { value: '9' } });
    apply(dialog);
    expect(await screen.findByText('Inventaire en cours')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Modifier 2 éléments' })).toBeInTheDocument();
    // Behind the dialog, the rows stay selected.
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner', hidden: true })).toBeChecked();
    expect(logged).toHaveBeenCalled();

    // Once the server accepts, the change is made.
    const apply2 = within(dialog).getByRole('button', { name: 'Appliquer' });
    await waitFor(() => expect(apply2).toBeEnabled());
    fireEvent.click(apply2);
    expect(await screen.findByText('2 éléments modifiés')).toBeInTheDocument();
    expect(api.rows.gadgets.map((row) => row.stock)).toEqual([9, 9]);
  });

  it('cannot apply twice while the change is on its way, then reads the list again', async () => {
    const api = startGadgetsList();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.put(
        BULK,
        async () => {
          await answered;
          return undefined;
        },
        { once: true },
      ),
    );
    const dialog = await openBulkEdit();
    choose(dialog, 'Stock');
    fireEvent.change(stockInput(dialog), { target: { value: '3' } });
    const button = within(dialog).getByRole('button', { name: 'Appliquer' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.click(button);
    const readsBefore = api.sent('GET', '/api/gadgets').length;
    answer();

    expect(await screen.findByText('2 éléments modifiés')).toBeInTheDocument();
    expect(api.sent('PUT', BULK)).toHaveLength(1);
    // The rows the server now holds, read again rather than guessed.
    await waitFor(() => expect(api.sent('GET', '/api/gadgets').length).toBeGreaterThan(readsBefore));
  });
});
