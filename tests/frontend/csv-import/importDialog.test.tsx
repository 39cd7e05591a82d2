/**
 * The "Importer" dialog of a generated list: reading a French Excel file, mapping its columns by
 * label, refusing what cannot be imported, the preview's verdicts and messages, the mode sent,
 * and the summary's link to the journal.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../resources/contracts/importContract';
import { server } from '../../support/mswServer';
import { fakeApi } from '../engine/support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from '../engine/support/gadgets';
import { renderAdmin } from '../engine/support/renderAdmin';
import { BATCH_ID, fakeImport, TITLE_TOO_SHORT } from './support/fakeImport';

/** Windows-1252 bytes of a text made of Latin-1 characters (what French Excel writes). */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...text].map((c) => c.charCodeAt(0)));
}

const FRENCH_EXCEL = windows1252(
  ['Id;Titre;Quantité en stock;Taille', '1;Boussole;9;Grand', ';Théodolite;2;Petit', ';Né;1;Petit'].join(
    '\r\n',
  ),
);

function start() {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  const imports = fakeImport(api);
  server.use(...imports.handlers, ...api.handlers);
  const app = renderAdmin({
    declarations: fixtureDeclarations,
    route: '/gadgets',
    messages: {
      ...fixtureMessages,
      resources: {
        ...fixtureMessages.resources,
        gadgets: {
          ...fixtureMessages.resources.gadgets,
          fields: { ...fixtureMessages.resources.gadgets.fields, stock: 'Quantité en stock' },
        },
      },
    },
  });
  return { api, imports, app };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Importer' }));
  return screen.findByRole('dialog', { name: 'Importer dans « Gadgets »' });
}

function drop(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText(/Déposez un fichier CSV/), { target: { files: [file] } });
}

const mappingOf = (dialog: HTMLElement, column: string) =>
  within(dialog).getByRole('combobox', { name: `Champ pour la colonne « ${column} »` });

describe('importing a CSV file', () => {
  it('decodes a Windows-1252 file with semicolons and maps its columns by French label', async () => {
    start();
    const dialog = await openDialog();
    drop(dialog, new File([FRENCH_EXCEL], 'gadgets.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Fichier : gadgets.csv · 3 lignes lues')).toBeInTheDocument();
    // Accents survive the decoding, in the titles and the cells.
    expect(within(dialog).getByRole('rowheader', { name: 'Quantité en stock' })).toBeInTheDocument();
    expect(within(dialog).getByText('Boussole')).toBeInTheDocument();
    expect(mappingOf(dialog, 'Id')).toHaveTextContent('id');
    expect(mappingOf(dialog, 'Titre')).toHaveTextContent('Titre (obligatoire)');
    expect(mappingOf(dialog, 'Quantité en stock')).toHaveTextContent('Quantité en stock');
    expect(mappingOf(dialog, 'Taille')).toHaveTextContent('Taille');
    expect(within(dialog).getByRole('button', { name: 'Vérifier' })).toBeEnabled();
  });

  it('reads a UTF-8 file with one Windows-1252 byte as UTF-8, and names the line that byte is on', async () => {
    start();
    const dialog = await openDialog();
    const utf8 = (text: string) => [...new TextEncoder().encode(text)];
    // Line 3's "Né" was pasted from a Windows-1252 file: its é is the lone byte 0xE9.
    const bytes = new Uint8Array([
      ...utf8('Id;Titre;Quantité en stock;Taille\r\n;Théodolite;2;Petit\r\n;N'),
      0xe9,
      ...utf8(';1;Petit\r\n'),
    ]);
    drop(dialog, new File([bytes], 'melange.csv'));
    expect(
      await within(dialog).findByText(
        'Le fichier est en UTF-8 mais la ligne 3 contient des caractères illisibles, remplacés par « \uFFFD » : vérifiez-la, ou enregistrez le fichier en « CSV UTF-8 ».',
      ),
    ).toBeInTheDocument();
    // The rest of the file keeps its accents (not "QuantitÃ©").
    expect(within(dialog).getByRole('rowheader', { name: 'Quantité en stock' })).toBeInTheDocument();
    expect(within(dialog).getByText('Théodolite')).toBeInTheDocument();
  });

  it('says in French where and why a CSV file is malformed', async () => {
    start();
    const dialog = await openDialog();
    drop(dialog, new File(['Titre;Taille\nBoussole;Grand\n"Théodolite;Petit\n'], 'guillemet.csv'));
    expect(
      await within(dialog).findByText(
        'Le fichier CSV est mal formé (ligne 3) : un guillemet ouvert n’est jamais refermé.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Quoted field unterminated/)).not.toBeInTheDocument();
  });

  it('blocks with a message while a required field has no column, or two columns feed one field', async () => {
    start();
    const dialog = await openDialog();
    drop(dialog, new File(['Taille,Stock\nGrand,3\n'], 'sans-titre.csv'));
    expect(
      await within(dialog).findByText(
        'Colonne obligatoire manquante : Titre. Associez une colonne à ce champ pour continuer.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Vérifier' })).toBeDisabled();

    fireEvent.mouseDown(mappingOf(dialog, 'Stock'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Taille' }));
    expect(
      await within(dialog).findByText(
        'Plusieurs colonnes sont associées au champ « Taille » : une seule est possible.',
      ),
    ).toBeInTheDocument();
  });

  it('previews each row’s verdict with the error at its cell, then imports the valid rows only', async () => {
    const { imports, app } = start();
    const dialog = await openDialog();
    drop(dialog, new File([FRENCH_EXCEL], 'gadgets.csv'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Vérifier' }));

    const preview = await within(dialog).findByRole('table', { name: 'Aperçu' });
    const [dryRun] = imports.bodies;
    expect(dryRun).toEqual({
      dry_run: true,
      mode: 'all',
      rows: [
        { id: '1', title: 'Boussole', stock: '9', size: 'Grand' },
        { id: '', title: 'Théodolite', stock: '2', size: 'Petit' },
        { id: '', title: 'Né', stock: '1', size: 'Petit' },
      ],
    });
    // The server's estimate of the write (3 rows: 1 s).
    expect(within(dialog).getByText('L’import de ces lignes prendra environ 1 seconde.')).toBeInTheDocument();
    const lines = within(preview).getAllByRole('row');
    expect(within(lines[1]).getByText('2')).toBeInTheDocument();
    expect(within(lines[1]).getByText('Mise à jour')).toBeInTheDocument();
    expect(within(lines[2]).getByText('Création')).toBeInTheDocument();
    expect(within(lines[3]).getByText('Erreur')).toBeInTheDocument();
    const titleCell = within(lines[3]).getAllByRole('cell')[3];
    expect(titleCell).toHaveTextContent(`Né${TITLE_TOO_SHORT}`);
    expect(titleCell).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('En erreur : 1')).toBeInTheDocument();
    expect(within(dialog).getByText('À mettre à jour : 1')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Seulement les lignes valides/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));

    const link = await within(dialog).findByRole('link', { name: 'Voir ces modifications dans le journal' });
    expect(imports.bodies).toHaveLength(2);
    expect(imports.bodies[1]).toMatchObject({ dry_run: false, mode: 'valid' });
    expect(imports.bodies[1].rows).toHaveLength(3);
    expect(within(dialog).getByText('Créés : 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Mis à jour : 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Ignorés (en erreur) : 1')).toBeInTheDocument();
    fireEvent.click(link);
    await waitFor(() => expect(app.location()).toBe(`/history?batch_id=${BATCH_ID}`));
  });

  it('keeps the preview and says nothing was written when all-or-nothing meets an error', async () => {
    const { imports } = start();
    const dialog = await openDialog();
    drop(dialog, new File([FRENCH_EXCEL], 'gadgets.csv'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Vérifier' }));
    await within(dialog).findByRole('table', { name: 'Aperçu' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(
      await within(dialog).findByText(/^Rien n’a été importé : 1 ligne est en erreur\./),
    ).toBeInTheDocument();
    expect(imports.bodies[1]).toMatchObject({ dry_run: false, mode: 'all' });
    expect(within(dialog).getByRole('table', { name: 'Aperçu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeEnabled();
  });

  it('shows the all-or-nothing / valid-rows choice before the preview, and no import when every row is refused', async () => {
    start();
    const dialog = await openDialog();
    const allShort = windows1252(['Titre;Taille', 'Ab;Petit', 'Cd;Grand'].join('\r\n'));
    drop(dialog, new File([allShort], 'courts.csv'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Vérifier' }));
    const preview = await within(dialog).findByRole('table', { name: 'Aperçu' });
    const choice = within(dialog).getByRole('radiogroup', { name: 'Que faire des lignes en erreur ?' });
    // The choice comes first in the dialog's order, so it is read above the long table.
    expect(choice.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByText('En erreur : 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
  });

  it('refuses a file with NUL bytes (UTF-16) and a file over the size limit, clearly', async () => {
    start();
    const dialog = await openDialog();
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'Titre\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
    drop(dialog, new File([utf16], 'unicode.csv'));
    expect(
      await within(dialog).findByText(
        /^Ce fichier n’est pas un CSV lisible \(encodage UTF-16 ou fichier binaire\)/,
      ),
    ).toBeInTheDocument();

    drop(dialog, new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'enorme.csv'));
    expect(
      await within(dialog).findByText('Le fichier dépasse la taille maximale de 10 Mo.'),
    ).toBeInTheDocument();
    // Still on the first step: the user can drop another file.
    expect(within(dialog).getByLabelText(/Déposez un fichier CSV/)).toBeInTheDocument();
  });
});
