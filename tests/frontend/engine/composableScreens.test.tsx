/**
 * A custom screen is composed from the generated one's building blocks instead of replacing it all:
 * it receives the declaration and the blocks (columns, filters, list actions, inputs, whole screens).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Create, DataTable, List, SimpleForm } from 'react-admin';
import { defineResource } from '../../../resources/kit/defineResource';
import type { CustomScreenProps, EngineComponents } from '../../../src/engine';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { renderAdmin } from './support/renderAdmin';
import { request, save, typeInto } from './support/ui';

const books = defineResource({
  name: 'books',
  recordRepresentation: 'title',
  screens: { list: 'BookShelf', create: 'QuickBook', edit: 'BookWithNotice' },
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'pages', kind: 'integer', min: 1 },
    { name: 'genre', kind: 'enum', values: ['novel', 'essay'], show: { filter: true } },
  ],
});

const messages = {
  resources: {
    books: {
      name: 'Livre |||| Livres',
      fields: { title: 'Titre', pages: 'Pages', genre: 'Genre' },
      values: { genre: { novel: 'Roman', essay: 'Essai' } },
    },
  },
};

/** The generated columns and filters in a list of its own, with one more column. */
function BookShelf({ declaration, components, blocks }: CustomScreenProps) {
  return (
    <List
      resource={declaration.name}
      filters={blocks.listFilters(declaration)}
      actions={<blocks.ListActions declaration={declaration} components={components} />}
    >
      <DataTable bulkActionButtons={false}>
        {blocks.listColumns(declaration, components)}
        <DataTable.Col
          source="reading"
          label="Lecture"
          render={(record: { pages?: number }) => `${Math.ceil((record.pages ?? 0) / 50)} h`}
        />
      </DataTable>
    </List>
  );
}

/** A short form: the generated input of the title only. */
function QuickBook({ declaration, components, blocks }: CustomScreenProps) {
  const title = declaration.fields.filter((field) => field.name === 'title');
  return (
    <Create resource={declaration.name}>
      <SimpleForm>
        <p>Saisie rapide</p>
        {title.map((field) => blocks.inputFor({ declaration, components, mode: 'create' }, field))}
      </SimpleForm>
    </Create>
  );
}

/** The whole generated edit screen, under a notice of its own. */
function BookWithNotice(props: CustomScreenProps) {
  return (
    <>
      <p role="note">Vérifiez le nombre de pages sur la couverture.</p>
      <props.blocks.ResourceEdit declaration={props.declaration} components={props.components} />
    </>
  );
}

const components: EngineComponents = { screens: { BookShelf, QuickBook, BookWithNotice } };

function start(route: string) {
  const api = fakeApi([books], {
    books: [
      { id: 1, title: 'Germinal', pages: 600, genre: 'novel' },
      { id: 2, title: 'Les Essais', pages: 1300, genre: 'essay' },
    ],
  });
  server.use(...api.handlers);
  const app = renderAdmin({ declarations: [books], route, components, messages });
  return { api, app };
}

describe('custom screens built from the generated blocks', () => {
  it('reuses the generated columns, filters and toolbar in a list of its own', async () => {
    const { api } = start('/books');
    const row = (await screen.findByText('Germinal')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Roman')).toBeInTheDocument();
    expect(within(row).getByText('12 h')).toBeInTheDocument();
    // The toolbar's buttons and the declared filters come right after the rows.
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Genre' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Essai' }));
    await request(api, 'GET', '/api/books', (r) => r.query.get('genre') === 'essay');
    await waitFor(() => expect(screen.queryByText('Germinal')).not.toBeInTheDocument());
    expect(screen.getByText('Les Essais')).toBeInTheDocument();
  });

  it('reuses one generated input in a form of its own', async () => {
    const { api } = start('/books/create');
    expect(await screen.findByText('Saisie rapide')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Pages/)).not.toBeInTheDocument();
    typeInto('Titre', 'Candide');
    await save();
    expect((await request(api, 'POST', '/api/books')).body).toEqual({ title: 'Candide' });
  });

  it('wraps the whole generated screen', async () => {
    const { api } = start('/books/1');
    expect(await screen.findByRole('note')).toHaveTextContent('Vérifiez le nombre de pages');
    await waitFor(() => expect(screen.getByLabelText(/^Pages/)).toHaveValue(600));
    typeInto('Pages', '620');
    await save();
    expect((await request(api, 'PUT', '/api/books/1')).body).toMatchObject({ title: 'Germinal', pages: 620 });
  });
});
