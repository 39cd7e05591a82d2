/**
 * "Exporter" downloads the list as the user sees it: its search, filters and sort, every page; its
 * menu opens and closes as a menu does, an empty list has nothing to export, and a failed read is
 * said rather than downloading nothing in silence.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAX_LIST_LIMIT } from '../../../resources/contracts/listLimits';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { request } from './support/ui';

function start() {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  server.use(...api.handlers);
  renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
  return { api, list: () => api.sent('GET', '/api/gadgets').at(-1)?.query };
}

/** The files the page hands to the browser to download, as text (the BOM left out). */
function downloads(): Promise<string>[] {
  const files: Promise<string>[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      files.push(
        new Promise((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve((reader.result as string).replace(/^\uFEFF/, ''));
          reader.readAsText(blob);
        }),
      );
      return 'blob:gadgets';
    }),
    revokeObjectURL: vi.fn(),
  });
  // The download itself is the browser's business.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return files;
}

/** The page size of an export's reads: the server's largest (the list's own pages are smaller). */
const EXPORT_PAGE = String(MAX_LIST_LIMIT);

const exportButton = () => screen.findByRole('button', { name: 'Exporter' });

describe('the export menu', () => {
  it('exports the list as searched and sorted, for people or for machines, and closes its menu once chosen', async () => {
    const { api, list } = start();
    await screen.findByText('Sextant');
    const files = downloads();
    fireEvent.click(await screen.findByRole('button', { name: /^Trier par stock/i }));
    await waitFor(() => expect(list()?.get('sort')).toBe('stock'));
    fireEvent.change(await screen.findByPlaceholderText('Rechercher'), { target: { value: 'Bous' } });
    await waitFor(() => expect(list()?.get('q')).toBe('Bous'));
    await waitFor(() => expect(screen.queryByText('Sextant')).not.toBeInTheDocument());

    const button = await exportButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Libellés, à lire (CSV)' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Every page, read in the server's largest pages, with the list's search and sort.
    const read = await request(api, 'GET', '/api/gadgets', (r) => r.query.get('limit') === EXPORT_PAGE);
    expect(read.query.get('q')).toBe('Bous');
    expect(read.query.get('sort')).toBe('stock');
    expect(read.query.get('skip') ?? '0').toBe('0');
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = await files[0];
    expect(csv.split('\r\n')[0]).toMatch(/^id;Titre;/);
    expect(csv).toContain('Boussole');
    expect(csv).not.toContain('Sextant');

    // The same list for machines: field names, not their French labels.
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Codes, pour les machines (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const codes = await files[1];
    expect(codes.split('\r\n')[0]).toMatch(/^id;title;/);
    expect(codes).not.toContain('Sextant');
  });

  it('closes on Escape without exporting', async () => {
    const { api } = start();
    await screen.findByText('Boussole');
    const files = downloads();
    const button = await exportButton();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(api.sent('GET', '/api/gadgets').some((r) => r.query.get('limit') === EXPORT_PAGE)).toBe(false);
    expect(files).toHaveLength(0);
  });

  it('has nothing to export when the search finds no record', async () => {
    const { list } = start();
    await screen.findByText('Boussole');
    expect(await exportButton()).toBeEnabled();
    fireEvent.change(await screen.findByPlaceholderText('Rechercher'), { target: { value: 'Astrolabe' } });
    await waitFor(() => expect(list()?.get('q')).toBe('Astrolabe'));
    await waitFor(() => expect(screen.queryByText('Boussole')).not.toBeInTheDocument());
    await waitFor(async () => expect(await exportButton()).toBeDisabled());
  });

  it('says so when the records to export cannot be read', async () => {
    // React-admin's data provider logs the failed call in development.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    start();
    await screen.findByText('Boussole');
    const files = downloads();
    server.use(
      http.get('/api/gadgets', ({ request: sent }) =>
        new URL(sent.url).searchParams.get('limit') === EXPORT_PAGE
          ? HttpResponse.json({ detail: 'Base de données indisponible' }, { status: 503 })
          : undefined,
      ),
    );
    fireEvent.click(await exportButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Codes, pour les machines (CSV)' }));
    const said = await screen.findByText('Erreur de communication avec le serveur');
    // In react-admin's error style (red), not as news.
    expect(said.closest('.RaNotification-error')).not.toBeNull();
    expect(files).toHaveLength(0);
    expect(errors).toHaveBeenCalled();
  });
});
