/**
 * The table of a generated list, as its own head and rows draw it (ListHead, ListRows): a sort
 * button on each sortable title, named by what a click does; rows striped and opening their record
 * at the top of its form; a box per row only for those who may act on several records, and no
 * pointer on a row that opens nothing; reference cells that name a record as this app wrote it
 * since the page was read (an edit, a delete, a bulk edit, a restore, an undo, an import) while a
 * page kept from before is read again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ImportReport, ImportRequest } from '../../../resources/contracts/importContract';
import type { ReactElement } from 'react';
import { Button } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource, type ActionsDeclaration } from '../../../resources/kit/defineResource';
import type { EngineActionProps } from '../../../src/engine';
import { server } from '../../support/mswServer';
import { JournalPage } from '../../../src/features/history';
import { fakeHistory } from '../history/support/fakeHistory';
import { queriesSettled } from '../../support/settled';
import { permissionsHandler, STAFF_USER } from '../permissions/support/permissionsAnswers';
import { signedInAs } from '../permissions/support/signedInAs';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed, gadgets } from './support/gadgets';
import { styleAt } from './support/cssAtWidth';
import { renderAdmin } from './support/renderAdmin';
import { click, label, request, save, typeInto } from './support/ui';

/** A declared action of the list's toolbar or of its selected rows. */
function Stamp({ label }: EngineActionProps) {
  return <Button label={label} />;
}

function start(
  options: {
    mayOnlyRead?: boolean;
    actions?: ActionsDeclaration;
    makerId?: number;
    addressBar?: boolean;
    pages?: Record<string, ReactElement>;
  } = {},
) {
  const seed = fixtureSeed();
  seed.gadgets.push({
    id: 3,
    title: 'Télescope',
    stock: 2,
    active: true,
    size: 'small',
    parts: [],
    maker_id: options.makerId,
  });
  const declarations = options.actions
    ? [defineResource({ ...gadgets, actions: options.actions }), ...fixtureDeclarations.slice(1)]
    : fixtureDeclarations;
  const api = fakeApi(declarations, seed);
  server.use(...api.handlers);
  let authProvider;
  if (options.mayOnlyRead) {
    const reader = permissionsHandler({
      role: 'staff',
      user_id: Number(STAFF_USER.id),
      etablissement_id: 1,
      rules: [{ action: ['list', 'show'], subject: ['gadgets', 'makers', 'labels'] }],
      fields: {},
    });
    server.use(reader.handler);
    authProvider = signedInAs(STAFF_USER);
  }
  const app = renderAdmin({
    declarations,
    route: '/gadgets',
    messages: fixtureMessages,
    authProvider,
    components: { actions: { stamp: Stamp } },
    addressBar: options.addressBar,
    pages: options.pages,
  });
  const lastList = () => api.sent('GET', '/api/gadgets').at(-1)?.query;
  const lists = () => api.sent('GET', '/api/gadgets').length;
  return { app, api, lastList, lists };
}

/** The body's rows, top to bottom. */
const bodyRows = () =>
  within(screen.getByRole('table').querySelector('tbody') as HTMLElement).getAllByRole('row');
const titleOf = (row: HTMLElement) => row.querySelector('td.column-title')?.textContent;

/** From the gadgets list, Boussole's maker (Ada Lovelace) opened by their link, their form read. */
async function openBoussoleMaker() {
  const boussole = (await screen.findByText('Boussole')).closest('tr') as HTMLElement;
  fireEvent.click(await within(boussole).findByRole('link', { name: 'Ada Lovelace' }));
  const lastName = await screen.findByLabelText(label('Nom'));
  await waitFor(() => expect(lastName).toHaveValue('Lovelace'));
}

/**
 * Back to a list by the address, its page's read held: what the list shows meanwhile is the page
 * it kept from before. The row whose `column` reads `text` (by default the gadgets' Boussole),
 * whether the page was asked for, and the release.
 */
async function backToListWithPageHeld(area = 'gadgets', text = 'Boussole', column = 'title') {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = vi.fn();
  server.use(
    http.get(`*/api/${area}`, async () => {
      asked();
      await held;
    }),
  );
  window.location.hash = `#/${area}`;
  // The list's own row, not another list's mention of it, which may still be drawn.
  const again = await waitFor(() => {
    const cell = screen.getAllByText(text).find((node) => node.closest(`td.column-${column}`));
    expect(cell).toBeDefined();
    return cell?.closest('tr') as HTMLElement;
  });
  return { again, asked, release };
}

/**
 * Back to the gadgets with their page's read held: Boussole's row names its maker as `name` (not
 * as the page kept from before named them) while the page is read again, and once it is in.
 */
async function backToGadgetsShowing(app: ReturnType<typeof renderAdmin>, name: string) {
  const { again, asked, release } = await backToListWithPageHeld();
  expect(await within(again).findByRole('link', { name })).toBeInTheDocument();
  expect(asked).toHaveBeenCalled();
  expect(within(again).queryByText('Ada Lovelace')).not.toBeInTheDocument();
  release();
  await queriesSettled(app.queryClient);
  const boussole = screen.getByText('Boussole').closest('tr') as HTMLElement;
  expect(within(boussole).getByRole('link', { name })).toBeInTheDocument();
}

describe('the head of a generated list', () => {
  it('names each sort button by the order a click gives, and a click on the sorted title reverses it', async () => {
    const { app, lastList, lists } = start();
    /** Clicks a sort button, then waits for the list read it causes and for its rows. */
    const sortBy = async (button: HTMLElement) => {
      const before = lists();
      fireEvent.click(button);
      await waitFor(() => expect(lists()).toBeGreaterThan(before));
      await queriesSettled(app.queryClient);
    };
    await screen.findByText('Boussole');
    // Checked once every answer is drawn (the titles' tooltips come a render after the rows), so
    // that a wrong head fails at once.
    await queriesSettled(app.queryClient);
    // Sorted by title ascending (the declaration's default): its click sorts the other way.
    const title = screen.getByRole('button', { name: 'Trier par titre décroissant' });
    const stock = screen.getByRole('button', { name: 'Trier par stock croissant' });
    expect(title).toHaveClass('Mui-active');
    expect(title.querySelector('.MuiTableSortLabel-iconDirectionAsc')).not.toBeNull();
    expect(stock).not.toHaveClass('Mui-active');
    // Images, lists of references and of objects are not sorted by the server: no button.
    for (const name of ['Étiquettes', 'Image', 'Pièces'])
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
    expect(bodyRows().map(titleOf)).toEqual(['Boussole', 'Sextant', 'Télescope']);

    await sortBy(title);
    expect(lastList()?.get('sort')).toBe('title');
    expect(lastList()?.get('order')).toBe('desc');
    expect(bodyRows().map(titleOf)).toEqual(['Télescope', 'Sextant', 'Boussole']);
    const reversed = screen.getByRole('button', { name: 'Trier par titre croissant' });
    expect(reversed.querySelector('.MuiTableSortLabel-iconDirectionDesc')).not.toBeNull();

    await sortBy(screen.getByRole('button', { name: 'Trier par stock croissant' }));
    expect(lastList()?.get('sort')).toBe('stock');
    expect(lastList()?.get('order')).toBe('asc');
    expect(screen.getByRole('button', { name: 'Trier par stock décroissant' })).toHaveClass('Mui-active');
  });
});

describe('the rows of a generated list', () => {
  it('are striped as react-admin themes expect, and a click opens the record at the top of its form', async () => {
    const { app } = start();
    await screen.findByText('Sextant');
    const [first, second, third] = bodyRows();
    expect(first).toHaveClass('RaDataTable-rowEven');
    expect(first).not.toHaveClass('RaDataTable-rowOdd');
    expect(second).toHaveClass('RaDataTable-rowOdd');
    expect(third).toHaveClass('RaDataTable-rowEven');
    expect(second).toHaveClass('RaDataTable-clickableRow');
    expect(await within(second).findByRole('checkbox')).not.toBeChecked();
    // The head's box selects the whole page.
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).not.toBeChecked();

    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(within(second).getByText('Sextant'));
    await waitFor(() => expect(app.location()).toBe('/gadgets/2'));
    expect(await screen.findByDisplayValue('Sextant')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('are laid out as MUI’s small table: padded cells, a line between rows, a selected row highlighted', async () => {
    start();
    const sextant = await screen.findByText('Sextant');
    const [first, second] = bodyRows();
    const cell = sextant.closest('td') as HTMLElement;
    expect(styleAt(cell, 'padding', 1024)).toBe('6px 16px');
    expect(styleAt(cell, 'text-align', 1024)).toBe('left');
    expect(styleAt(cell, 'vertical-align', 1024)).toBe('inherit');
    expect(styleAt(cell, 'border-bottom', 1024)).toBe('1px solid rgb(224, 224, 224)');
    expect(styleAt(cell, 'color', 1024)).toMatch(/^rgba\(0, 0, 0, 0\.87\)$/);
    const box = (await within(second).findByRole('checkbox')).closest('td') as HTMLElement;
    expect(styleAt(box, 'width', 1024)).toBe('24px');
    expect(styleAt(box, 'padding', 1024)).toBe('0px 8px');
    expect(styleAt(first, 'vertical-align', 1024)).toBe('middle');
    // A maker's name reads as a link, not underlined until pointed at.
    const maker = await within(first).findByText('Ada Lovelace');
    expect(styleAt(maker.closest('a') as HTMLElement, 'text-decoration', 1024)).toBe('none');

    expect(styleAt(second, 'background-color', 1024)).toBeUndefined();
    fireEvent.click(within(second).getByRole('checkbox'));
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    expect(styleAt(second, 'background-color', 1024)).toMatch(/^rgba\(.+, 0\.08\)$/);
    expect(styleAt(first, 'background-color', 1024)).toBeUndefined();
  });

  it('keep their box’s cell from their first appearance, the box coming once they are painted', async () => {
    // The body as it is the first time it holds a record's text, seen as React commits it.
    let first: { cells: number; boxes: number } | undefined;
    const observer = new MutationObserver(() => {
      const body = document.querySelector('tbody');
      if (first || !body?.textContent?.includes('Sextant')) return;
      first = {
        cells: body.querySelectorAll('td.MuiTableCell-paddingCheckbox').length,
        boxes: body.querySelectorAll('input[type="checkbox"]').length,
      };
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    start();
    await screen.findByText('Sextant');
    observer.disconnect();
    // The table does not move when the boxes come: their column is there with the first rows.
    expect(first).toEqual({ cells: 3, boxes: 0 });
    const body = screen.getByRole('table').querySelector('tbody') as HTMLElement;
    expect(await within(body).findAllByRole('checkbox')).toHaveLength(3);
  });

  it('show each maker the page names, and nothing for one that cannot be read', async () => {
    // Télescope names a maker the API does not have (deleted, or not the person's to read).
    const { app, api } = start({ makerId: 99 });
    const [boussole, telescope] = await Promise.all(
      ['Boussole', 'Télescope'].map(async (title) => (await screen.findByText(title)).closest('tr')),
    );
    expect(
      await within(boussole as HTMLElement).findByRole('link', { name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    await queriesSettled(app.queryClient);
    expect((telescope as HTMLElement).querySelector('td.column-maker_id')).toHaveTextContent(/^$/);
    // The page's makers came in one call naming both.
    const [first] = api.sent('GET', '/api/makers');
    expect(first.path).toBe('/api/makers');
    expect(first.query.getAll('id').sort()).toEqual(['1', '99']);
  });

  it('show a maker renamed since their page was read as renamed, while the page is read again', async () => {
    // On the window's address, to come back to the gadgets as a person does.
    const { app, api } = start({ addressBar: true });
    await openBoussoleMaker();
    typeInto('Nom', 'King');
    await save();
    await request(api, 'PUT', '/api/makers/1');
    await waitFor(() => expect(app.location()).toBe('/makers'));
    await backToGadgetsShowing(app, 'Ada King');
  });

  it('show no maker deleted since their page was read, while the page is read again', async () => {
    const { app, api } = start({ addressBar: true });
    await openBoussoleMaker();
    click('Supprimer');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    await request(api, 'DELETE', '/api/makers/1');
    await waitFor(() => expect(app.location()).toBe('/makers'));
    const { again, asked, release } = await backToListWithPageHeld();
    const makerCell = again.querySelector('td.column-maker_id') as HTMLElement;
    await waitFor(() => expect(makerCell).toHaveTextContent(/^$/));
    expect(asked).toHaveBeenCalled();
    release();
    await queriesSettled(app.queryClient);
  });

  it('show makers renamed together since their page was read as renamed, while the page is read again', async () => {
    const { app, api } = start({ addressBar: true });
    await screen.findByText('Boussole');
    window.location.hash = '#/makers';
    await screen.findByText('Turing');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la sélection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier 2 éléments' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Modifier « Nom »' }));
    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'King' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect((await request(api, 'PUT', '/api/makers/bulk/update')).body).toEqual({
      ids: [1, 2],
      values: { last_name: 'King' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await backToGadgetsShowing(app, 'Ada King');
  });

  it('show a maker restored to a former version since their page was read as restored, while the page is read again', async () => {
    const { app, api } = start({ addressBar: true });
    const history = fakeHistory(api, [
      {
        id: 7,
        at: '2025-02-01T09:30:00Z',
        user_id: 2,
        user_name: 'Alan Turing',
        resource: 'makers',
        record_key: '1',
        record_label: 'Ada Lovelace',
        action: 'update',
        changes: [{ field: 'last_name', before: 'Babbage', after: 'Lovelace' }],
        snapshot: { first_name: 'Ada', last_name: 'Babbage', favourite_gadget: 1 },
        batch_id: null,
      },
    ]);
    server.use(...history.handlers);
    await openBoussoleMaker();
    fireEvent.click(screen.getByRole('button', { name: 'Historique' }));
    const change = await screen.findByRole('listitem', { name: /^Modification par Alan Turing/ });
    fireEvent.click(within(change).getByRole('button', { name: 'Restaurer cette version' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getByLabelText(label('Nom'))).toHaveValue('Babbage'));
    await backToGadgetsShowing(app, 'Ada Babbage');
  });

  it('show a maker whose batch was undone since their page was read as undone, while the page is read again', async () => {
    const { app, api } = start({
      addressBar: true,
      pages: { '/history': <JournalPage declarations={fixtureDeclarations} /> },
    });
    const step = { entry_id: 7, resource: 'makers', record_key: '1', record_label: 'Ada Lovelace' };
    server.use(
      ...fakeHistory(api, []).handlers,
      http.get('/api/history/batches/lot-9/undo', () =>
        HttpResponse.json({ batch_id: 'lot-9', steps: [{ ...step, step: 'revert' }] }),
      ),
      http.post('/api/history/batches/lot-9/undo', () => {
        Object.assign(api.rows.makers[0], { last_name: 'Babbage', updated_at: '2030-01-01T00:00:00.000Z' });
        return HttpResponse.json({ batch_id: 'lot-9', undo_batch_id: 'lot-10', steps: [] });
      }),
    );
    await screen.findByText('Boussole');
    window.location.hash = '#/history?batch_id=lot-9';
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler ce lot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler ce lot ?' });
    await within(dialog).findByText(/Ada Lovelace/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le lot' }));
    expect(
      await screen.findByText('Le lot a été annulé (l’annulation est elle-même un lot du journal)'),
    ).toBeInTheDocument();
    await backToGadgetsShowing(app, 'Ada Babbage');
  });

  it('show a gadget updated by an import since the makers’ page was read as updated, while the page is read again', async () => {
    const { app, api } = start({ addressBar: true });
    server.use(
      http.post('/api/gadgets/import', async ({ request }) => {
        const body = (await request.json()) as ImportRequest;
        if (!body.dry_run) Object.assign(api.rows.gadgets[0], { title: 'Boussole neuve' });
        const report: ImportReport = {
          dry_run: body.dry_run === true,
          batch_id: body.dry_run ? null : 'lot-11',
          created: 0,
          updated: 1,
          unchanged: 0,
          errors: 0,
          rows: [{ row: 1, verdict: 'update', key: 1, errors: [] }],
        };
        return HttpResponse.json(report);
      }),
    );
    await screen.findByText('Boussole');
    window.location.hash = '#/makers';
    const ada = (await screen.findByText('Lovelace')).closest('tr') as HTMLElement;
    expect(await within(ada).findByRole('link', { name: 'Boussole' })).toBeInTheDocument();
    window.location.hash = '#/gadgets';
    // The gadgets' list, not the makers' still drawn, with its own « Importer ».
    await screen.findByText('Sextant');
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer dans « Gadgets »' });
    const file = new File(['Id;Titre\r\n1;Boussole neuve'], 'gadgets.csv');
    fireEvent.change(within(dialog).getByLabelText(/Déposez un fichier CSV/), { target: { files: [file] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Vérifier' }));
    await within(dialog).findByRole('table', { name: 'Aperçu' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(dialog).findByText('Mis à jour : 1')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    const { again, asked, release } = await backToListWithPageHeld('makers', 'Lovelace', 'last_name');
    expect(await within(again).findByRole('link', { name: 'Boussole neuve' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalled();
    release();
    await queriesSettled(app.queryClient);
  });

  it('offer no box and no pointer to a person who may only read them, and open nothing', async () => {
    const { app } = start({ mayOnlyRead: true });
    await screen.findByText('Sextant');
    await queriesSettled(app.queryClient);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // Not even the cell a box comes into once the rows are painted.
    expect(document.querySelector('tbody td.MuiTableCell-paddingCheckbox')).toBeNull();
    for (const row of bodyRows()) {
      expect(row).not.toHaveAttribute('aria-selected');
      expect(row).not.toHaveClass('RaDataTable-clickableRow');
    }
    fireEvent.click(screen.getByText('Sextant'));
    await queriesSettled(app.queryClient);
    expect(app.location()).toBe('/gadgets');
  });

  it('offer no box to a reader of an area whose own actions are the toolbar’s only', async () => {
    const { app } = start({ mayOnlyRead: true, actions: { list: ['stamp'] } });
    await screen.findByText('Sextant');
    await queriesSettled(app.queryClient);
    expect(screen.getByRole('button', { name: 'Stamp' })).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(document.querySelector('tbody td.MuiTableCell-paddingCheckbox')).toBeNull();
  });

  it('offer a box to a reader of an area with actions of its own for selected rows', async () => {
    const { app } = start({ mayOnlyRead: true, actions: { bulk: ['stamp'] } });
    await screen.findByText('Sextant');
    await queriesSettled(app.queryClient);
    fireEvent.click(await within(bodyRows()[0]).findByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Stamp' })).toBeInTheDocument();
  });
});
