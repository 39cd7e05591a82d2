/**
 * A declaration defined here, not in resources/, becomes a working area: a menu entry and a list
 * whose columns render every field kind, with search, filters, sorting, page size, a column
 * chooser, CSV export, bulk actions, and empty, loading and error states.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { queriesSettled } from '../../support/settled';
import { fakeApi } from './support/fakeApi';
import { heldAnswer } from './support/heldAnswer';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { request, selectOption } from './support/ui';

function start(options: { withMenu?: boolean } = {}) {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  server.use(...api.handlers);
  const app = renderAdmin({
    declarations: fixtureDeclarations,
    route: '/gadgets',
    messages: fixtureMessages,
    ...options,
  });
  return { api, app };
}

/** The text of each cell of a row, by column (react-admin names cells `column-{source}`). */
function cellsOf(row: HTMLElement): Record<string, HTMLElement> {
  const cells: Record<string, HTMLElement> = {};
  for (const cell of within(row).getAllByRole('cell')) {
    const column = /column-(\w+)/.exec(cell.className)?.[1];
    if (column) cells[column] = cell;
  }
  return cells;
}

/** The bytes of a Blob, BOM included (jsdom's Blob has no arrayBuffer()). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the fixture list', () => {
  it('appears in the menu and renders a column per kind', async () => {
    const { app } = start({ withMenu: true });
    const menu = screen.getByRole('menuitem', { name: /Gadgets/ });
    expect(menu).toHaveAttribute('href', '/gadgets');

    const cells = cellsOf(await rowOf('Boussole'));
    await within(cells.labels).findByText('rouge');
    expect(cells.title).toHaveTextContent('Boussole');
    expect(cells.notes.textContent).toMatch(/^Une très longue note.*…$/);
    expect(cells.notes.textContent?.length).toBeLessThan(90);
    expect(within(cells.contact).getByRole('link')).toHaveAttribute('href', 'mailto:atelier@example.org');
    expect(within(cells.website).getByRole('link')).toHaveAttribute('href', 'https://example.org/boussole');
    expect(cells.price.textContent?.replace(/\s/g, ' ')).toBe('1 234,5');
    expect(cells.stock).toHaveTextContent('7');
    expect(within(cells.active).getByLabelText('Oui')).toBeInTheDocument();
    expect(cells.released_on).toHaveTextContent('14/03/2025');
    expect(cells.checked_at.textContent).toMatch(/^14\/03\/2025 \d{2}:30$/);
    expect(cells.size).toHaveTextContent('Grand');
    await waitFor(() => expect(cells.language).toHaveTextContent('Anglais'));
    expect(cells.tint).toHaveTextContent('#ff8800');
    expect(within(cells.tint).getByTestId('color-swatch')).toBeInTheDocument();
    const maker = within(cells.maker_id).getByRole('link');
    expect(maker).toHaveTextContent('Ada Lovelace');
    expect(maker).toHaveAttribute('href', expect.stringMatching(/\/makers\/\d+$/));
    expect(within(cells.labels).getByText('bleu')).toBeInTheDocument();
    expect(await within(cells.picture).findByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/media-files\/cartes\/boussole\.png$/),
    );
    expect(cells.parts).toHaveTextContent('2 éléments');
    expect(cells.fans).toHaveTextContent('2');
    expect(cells).not.toHaveProperty('secret');

    // Opening a record restores the scroll position, which jsdom does not implement.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(cells.title);
    await waitFor(() => expect(app.location()).toBe('/gadgets/1'));
  });

  it('leaves a reference cell empty when its record cannot be read, and still shows the row', async () => {
    // The makers filter's choices fail too, and react-admin logs that failed call in development.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient } = start().app;
    let recordReads = 0;
    const unavailable = () => HttpResponse.json({ detail: 'Fabricants indisponibles' }, { status: 500 });
    server.use(
      http.get('*/api/makers', unavailable),
      http.get('*/api/makers/:id', () => {
        recordReads += 1;
        return unavailable();
      }),
    );
    const cells = cellsOf(await rowOf('Boussole'));
    // The list call for the page's makers failed, then the record's own read: nothing is left to come.
    await waitFor(() => expect(recordReads).toBeGreaterThan(0));
    await queriesSettled(queryClient);
    expect(cells.title).toHaveTextContent('Boussole');
    expect(cells.maker_id).toBeEmptyDOMElement();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalled());
  });

  it('sends search, filters, sort and page size to the server', async () => {
    const { api } = start();
    await rowOf('Boussole');
    const list = () => api.sent('GET', '/api/gadgets').at(-1)?.query;
    expect(list()?.get('sort')).toBe('title');
    expect(list()?.get('limit')).toBe('10');

    fireEvent.change(await screen.findByPlaceholderText('Rechercher'), { target: { value: 'Bous' } });
    await waitFor(() => expect(list()?.get('q')).toBe('Bous'));
    await selectOption('Taille', 'Grand');
    await waitFor(() => expect(list()?.get('size')).toBe('large'));

    fireEvent.click(await screen.findByRole('button', { name: /^Trier par stock/i }));
    await waitFor(() => expect(list()?.get('sort')).toBe('stock'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Lignes par page/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }));
    await waitFor(() => expect(list()?.get('limit')).toBe('25'));
    expect(screen.getByText('Boussole')).toBeInTheDocument();
    expect(screen.queryByText('Sextant')).not.toBeInTheDocument();
  });

  it('hides a column chosen in the column chooser', async () => {
    start();
    await rowOf('Boussole');
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Colonnes' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Notes' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Notes' })).not.toBeInTheDocument(),
    );
  });

  it('exports a CSV that a spreadsheet opens safely: labels, French headers, formulas neutralised', async () => {
    const seed = fixtureSeed();
    const hostile = ['=HYPERLINK("http://x")', "+cmd|' /C calc'!A0", '@SUM(1)', '-2+3'];
    seed.gadgets.push(
      ...hostile.map((title, index) => ({ id: 10 + index, title, active: true, size: 'small', parts: [] })),
    );
    const api = fakeApi(fixtureDeclarations, seed);
    server.use(...api.handlers);
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
    await rowOf('Boussole');
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:gadgets';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // The download itself is the browser's business.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Libellés, à lire (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = await readBytes(blobs[0]);
    // One UTF-8 BOM, not two: Excel then reads the accents right.
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 'i'.charCodeAt(0)]);
    const csv = new TextDecoder().decode(bytes.slice(3));
    const [header, ...lines] = csv.split('\r\n');
    expect(header.split(';').slice(0, 4)).toEqual(['id', 'Titre', 'Notes', 'Contact']);
    expect(header).not.toContain('Secret');
    const boussole = lines.find((line) => line.includes('Boussole')) ?? '';
    // The maker by name, the labels by their codes, the enums by their French labels (a fixed
    // value's and a served list's), booleans in French.
    expect(boussole).toContain(';Ada Lovelace;');
    expect(boussole).toContain(';rouge | bleu;');
    expect(boussole).toContain(';Grand;');
    expect(boussole).toContain(';Anglais;');
    expect(boussole).toContain(';Oui;');
    for (const title of hostile) {
      const quoted = /[";]/.test(title) ? `"'${title.replace(/"/g, '""')}"` : `'${title}`;
      expect(csv).toContain(`;${quoted};`);
    }
  });

  it('exports for machines on request: field names, codes and keys, as the API speaks', async () => {
    start();
    await rowOf('Boussole');
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:gadgets';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Codes, pour les machines (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = new TextDecoder().decode((await readBytes(blobs[0])).slice(3));
    const [header, ...lines] = csv.split('\r\n');
    expect(header.split(';').slice(0, 4)).toEqual(['id', 'title', 'notes', 'contact']);
    const cells = Object.fromEntries(
      header
        .split(';')
        .map((name, index) => [
          name,
          (lines.find((line) => line.includes('Boussole')) ?? '').split(';')[index],
        ]),
    );
    expect(cells).toMatchObject({
      size: 'large',
      language: 'en',
      maker_id: '1',
      labels: 'rouge | bleu',
      active: 'true',
    });
  });

  it('highlights the selected rows, and only them', async () => {
    start();
    const boussole = await rowOf('Boussole');
    const sextant = await rowOf('Sextant');
    expect(boussole).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(await within(boussole).findByRole('checkbox'));
    await waitFor(() => expect(boussole).toHaveAttribute('aria-selected', 'true'));
    expect(boussole).toHaveClass('Mui-selected');
    expect(sextant).toHaveAttribute('aria-selected', 'false');
    expect(sextant).not.toHaveClass('Mui-selected');
  });

  it('toggles and deletes the selected records, saying how many', async () => {
    const { api } = start();
    await rowOf('Boussole');
    await screen.findByText('Sextant');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver' }));
    const toggle = await request(api, 'PUT', '/api/gadgets/bulk/toggle-active');
    expect(toggle.body).toEqual({ ids: [1, 2], active: false });
    expect(await screen.findByText('2 éléments désactivés')).toBeInTheDocument();
    // The selection is cleared and the rows show the new state.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).not.toBeChecked(),
    );
    await waitFor(() =>
      expect(
        within(cellsOf(screen.getByText('Boussole').closest('tr') as HTMLElement).active).getByLabelText(
          'Non',
        ),
      ).toBeInTheDocument(),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activer' }));
    expect(
      (
        await request(
          api,
          'PUT',
          '/api/gadgets/bulk/toggle-active',
          (r) => (r.body as { active: boolean }).active,
        )
      ).body,
    ).toEqual({
      ids: [1, 2],
      active: true,
    });
    await screen.findByText('2 éléments activés');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supprimer 2 éléments ?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Les 2 éléments sélectionnés seront placés dans la corbeille.'),
    ).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/gadgets/bulk')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect((await request(api, 'DELETE', '/api/gadgets/bulk')).body).toEqual({ ids: [1, 2] });

    // Nothing left: the empty state invites to create the first one.
    expect(await screen.findByText('Aucun élément dans « Gadgets » pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Commencez par en créer un.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer' })).toHaveAttribute('href', '/gadgets/create');
  });

  it('shows progress while loading, then the rows', async () => {
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    const { handler, release } = heldAnswer('/api/gadgets');
    server.use(handler, ...api.handlers);
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
    expect(await screen.findByRole('progressbar', { name: 'Chargement de la liste…' })).toBeInTheDocument();
    release();
    await rowOf('Boussole');
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Chargement de la liste…' })).not.toBeInTheDocument(),
    );
  });

  it('says why the list could not load, and retries on demand', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    let failures = 1;
    server.use(
      http.get('/api/gadgets', async () => {
        if (failures-- <= 0) return undefined;
        await delay(10);
        return HttpResponse.json({ detail: 'Base de données indisponible' }, { status: 503 });
      }),
      ...api.handlers,
    );
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
    expect(
      await screen.findByText(/Impossible de charger la liste\. Base de données indisponible/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Boussole')).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
  });
});
