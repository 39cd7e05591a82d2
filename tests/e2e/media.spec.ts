/**
 * The media library as staff use it: sending several images at once (one of them refused by the
 * server), deleting one, and giving an activity its card image from the picker.
 */
import { expect, openRoute, test } from './support/fixtures';
import { content, searchForOne } from './support/forms';
import { fakePngFile, gifFile, pngFile } from './support/images';
import { saveScreen } from './support/screens';

test('envoyer trois images dont une refusée, puis en supprimer une', async ({ page }) => {
  const mark = `e2e-${Date.now().toString(36)}`;
  const sun = pngFile(`${mark}-soleil.png`);
  const moon = gifFile(`${mark}-lune.gif`);
  const fake = fakePngFile(`${mark}-fausse.png`);
  await openRoute(page, '/');
  await page.getByRole('menuitem', { name: 'Médias' }).click();
  await content(page).getByRole('tab', { name: 'Illustrations' }).click();
  await expect(content(page).getByRole('tab', { name: 'Illustrations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const chooser = page.waitForEvent('filechooser');
  await content(page)
    .getByRole('button', { name: 'Envoyer des images dans le dossier « Illustrations »' })
    .click();
  await (await chooser).setFiles([sun, moon, fake]);

  const uploads = content(page);
  await expect(uploads.getByText('Envoyés : 2 · En erreur ou refusés : 1 · En cours : 0')).toBeVisible();
  await expect(
    uploads.getByText('Format refusé : seules les images JPEG, PNG, WebP et GIF sont acceptées'),
  ).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Réessayer l’envoi de ${fake.name}` })).toBeVisible();
  // The grid shows the two accepted images, not the refused one.
  await expect(uploads.getByRole('button', { name: `Ouvrir ${sun.name}` })).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Ouvrir ${moon.name}` })).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Ouvrir ${fake.name}` })).toHaveCount(0);
  await saveScreen(page, '30-mediatheque-envois');

  await uploads.getByRole('button', { name: `Supprimer ${moon.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Supprimer « ${moon.name} » ?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`« ${moon.name} » a été supprimé`)).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Ouvrir ${moon.name}` })).toHaveCount(0);
  await expect(uploads.getByRole('button', { name: `Ouvrir ${sun.name}` })).toBeVisible();

  // What the server now holds, as a reload shows it.
  await page.reload();
  await content(page).getByRole('tab', { name: 'Illustrations' }).click();
  await expect(uploads.getByRole('button', { name: `Ouvrir ${sun.name}` })).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Ouvrir ${moon.name}` })).toHaveCount(0);
});

test('une activité reçoit son image depuis le sélecteur de la médiathèque', async ({ page }) => {
  await openRoute(page, '/activities/create');
  const title = `Activité illustrée e2e-${Date.now().toString(36)}`;
  await content(page).getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await content(page).getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Quiz', exact: true }).click();
  await content(page)
    .getByRole('combobox', { name: /^Langue/ })
    .click();
  await page.getByRole('option', { name: 'Français', exact: true }).click();

  const imageField = content(page).getByRole('group', { name: 'Image' });
  await expect(imageField.getByText('Aucune image')).toBeVisible();
  await imageField.getByRole('button', { name: 'Choisir une image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisir une image dans le dossier « Cartes »' });
  await expect(picker).toBeVisible();
  await saveScreen(page, '31-selecteur-d-image');
  await picker.getByRole('button', { name: 'Choisir musique.png' }).click();
  await expect(picker).toBeHidden();
  await expect(imageField.getByRole('img', { name: 'musique.png' })).toBeVisible();

  await content(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`« ${title} » a été créée`)).toBeVisible();

  // Reopened from the list, the activity shows the chosen image.
  await page.getByRole('menuitem', { name: 'Activités' }).click();
  await searchForOne(page, title);
  await content(page).getByRole('cell', { name: title, exact: true }).click();
  await expect(
    content(page).getByRole('group', { name: 'Image' }).getByRole('img', { name: 'musique.png' }),
  ).toBeVisible();
});
