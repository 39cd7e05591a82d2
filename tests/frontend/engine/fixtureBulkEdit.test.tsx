/**
 * Bulk edit on the fixture area: select rows, opt into the fields to set, one call to the bulk
 * route with only those values, by the form's rules; the server's refusals land on the fields; an
 * API without the route gets one PUT per record.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { openBulkEdit, startGadgetsList } from './support/bulkEdit';
import { request, selectOption } from './support/ui';

const stockCell = (title: string) =>
  (screen.getByText(title).closest('tr') as HTMLElement).querySelector('.column-stock');

describe('bulk edit', () => {
  it('offers the fields a bulk edit may set, each opt-in, and sends only the chosen ones', async () => {
    const api = startGadgetsList();
    const dialog = await openBulkEdit();
    const boxes = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(boxes).toContain('Modifier « Stock »');
    expect(boxes).toContain('Modifier « Taille »');
    // Never a secret, nor a computed count.
    expect(boxes).not.toContain('Modifier « Secret »');
    expect(boxes).not.toContain('Modifier « Fans »');
    expect(within(dialog).queryByLabelText(/^Stock/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Appliquer' })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Modifier « Stock »' }));
    fireEvent.change(within(dialog).getByLabelText(/^Stock/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Modifier « Taille »' }));
    await selectOption('Taille', 'Grand');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));

    const sent = await request(api, 'PUT', '/api/gadgets/bulk/update');
    expect(sent.body).toEqual({ ids: [1, 2], values: { stock: 12, size: 'large' } });
    expect(await screen.findByText('2 éléments modifiés')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(stockCell('Sextant')).toHaveTextContent('12'));
    expect(stockCell('Boussole')).toHaveTextContent('12');
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).not.toBeChecked();
    // One call, no record-by-record writes.
    expect(api.sent('PUT', '/api/gadgets/1')).toHaveLength(0);
  });

  it('checks a chosen field by the form rules before sending anything', async () => {
    const api = startGadgetsList();
    const dialog = await openBulkEdit();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Modifier « Stock »' }));
    fireEvent.change(within(dialog).getByLabelText(/^Stock/), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(
      await within(dialog).findByText('La valeur doit être inférieure ou égale à 100'),
    ).toBeInTheDocument();
    expect(api.sent('PUT', '/api/gadgets/bulk/update')).toHaveLength(0);
  });

  it('shows the server’s refusal under the field it names', async () => {
    // react-admin logs every failed data provider call in development.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = startGadgetsList();
    server.use(
      http.put('/api/gadgets/bulk/update', () =>
        HttpResponse.json(
          {
            detail: [
              { loc: ['body', 'values', 'stock'], msg: 'Stock réservé à l’atelier', type: 'value_error' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const dialog = await openBulkEdit();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Modifier « Stock »' }));
    fireEvent.change(within(dialog).getByLabelText(/^Stock/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    const message = await within(dialog).findByText('Stock réservé à l’atelier');
    expect(message.closest('.MuiFormControl-root')).toContainElement(within(dialog).getByLabelText(/^Stock/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.rows.gadgets.map((row) => row.stock)).toEqual([7, 0]);
    expect(logged).toHaveBeenCalled();
  });

  it('writes record by record when the API has no bulk route (404 or 405)', async () => {
    const api = startGadgetsList();
    server.use(
      http.put('/api/gadgets/bulk/update', () =>
        HttpResponse.json({ detail: 'Introuvable' }, { status: 405 }),
      ),
    );
    const dialog = await openBulkEdit();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Modifier « Stock »' }));
    fireEvent.change(within(dialog).getByLabelText(/^Stock/), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    const first = await request(api, 'PUT', '/api/gadgets/1');
    const second = await request(api, 'PUT', '/api/gadgets/2');
    // Each record as read, with the chosen value.
    expect(first.body).toMatchObject({ title: 'Boussole', stock: 4, size: 'large' });
    expect(second.body).toMatchObject({ title: 'Sextant', stock: 4, size: 'small' });
    expect(await screen.findByText('2 éléments modifiés')).toBeInTheDocument();
    await waitFor(() => expect(stockCell('Sextant')).toHaveTextContent('4'));
  });
});
