/** A media image in a list cell: a 40 px thumbnail of the file, named for what it is. */
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ThumbnailField } from '../../../src/engine/fields/ThumbnailField';
import { createI18nProvider } from '../../../src/providers/i18n/i18nProvider';
import { apiUrl } from '../../../src/providers/http/apiAddress';

function renderCell(image: string | null) {
  return render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <RecordContextProvider value={{ id: 1, image }}>
        <ThumbnailField source="image" />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('the thumbnail of a media image', () => {
  it('shows the file from the API’s media address, 40 px square with rounded corners', async () => {
    renderCell('/media-files/cartes/sciences.png');
    const image = await screen.findByRole('img', { name: 'Aperçu de l’image' });
    expect(image).toHaveAttribute('src', apiUrl('/media-files/cartes/sciences.png'));
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveStyle({ objectFit: 'cover', borderRadius: '4px' });
  });

  it('asks for the file only once the row is painted, keeping its 40 px place until then', async () => {
    const { container } = renderCell('/media-files/cartes/sciences.png');
    expect(container.querySelector('img')).toBeNull();
    const place = container.firstElementChild;
    expect(place).toHaveStyle({ display: 'block', width: '40px', height: '40px' });
    expect(await screen.findByRole('img', { name: 'Aperçu de l’image' })).toBeInTheDocument();
  });

  it('shows nothing for a record without an image', async () => {
    const { container } = renderCell(null);
    // A cell with an image, drawn beside it, shows its thumbnail when the empty one would have.
    renderCell('/media-files/cartes/sciences.png');
    expect(await screen.findByRole('img', { name: 'Aperçu de l’image' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
