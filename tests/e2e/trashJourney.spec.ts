/**
 * Nothing lost on delete, as staff meet it: the confirmation of a delete says which records will
 * lose their link, the deleted theme waits in the Corbeille, its restore links the activities again;
 * and a whole import is undone from the journal in one step.
 */
import { expect, openRoute, signInThroughApi, test } from './support/fixtures';
import { content } from './support/forms';
import { saveScreen } from './support/screens';

const stamp = () => Date.now().toString(36);

/** A call to the API as the demo administrator; the answer's body, or an error naming its status. */
async function api(appBase: string, method: string, path: string, body: unknown): Promise<unknown> {
  const { token } = await signInThroughApi();
  const response = await fetch(new URL(path, appBase), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

test('Corbeille : supprimer un thème utilisé, le restaurer, ses activités le retrouvent', async ({
  page,
  appBase,
}) => {
  const name = `Thème corbeille e2e ${stamp()}`;
  const theme = (await api(appBase, 'POST', '/api/themes', { name, color: '#884422' })) as { id: number };
  const activities: { id: number }[] = [];
  for (const title of ['Lecture', 'Calcul', 'Dessin']) {
    activities.push(
      (await api(appBase, 'POST', '/api/activities', {
        title: `${title} ${name}`,
        type: 'quiz',
        language: 'fr',
        theme_id: theme.id,
      })) as { id: number },
    );
  }

  await openRoute(page, `/themes/${theme.id}`);
  await content(page).getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('3 activités perdront ce thème')).toBeVisible();
  await saveScreen(page, '50-suppression-rapport');
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/#\/themes(\?.*)?$/);

  await openRoute(page, `/activities/${activities[0].id}`);
  await expect(content(page).getByRole('combobox', { name: 'Thème', exact: true })).toHaveValue('');

  await openRoute(page, '/trash');
  const row = content(page).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await saveScreen(page, '51-corbeille');
  await row.getByRole('button', { name: `Restaurer « ${name} »` }).click();
  await expect(page.getByText(`« ${name} » a été restauré`)).toBeVisible();
  await expect(row).toBeHidden();

  for (const activity of activities) {
    await openRoute(page, `/activities/${activity.id}`);
    await expect(content(page).getByRole('combobox', { name: 'Thème', exact: true })).toHaveValue(name);
  }
});

test('Journal : annuler d’un coup tout un import', async ({ page, appBase }) => {
  const mark = stamp();
  const rows = ['Alpha', 'Bêta', 'Gamma'].map((word) => ({ name: `Importé ${word} e2e ${mark}` }));
  const report = (await api(appBase, 'POST', '/api/themes/import', { mode: 'all', rows })) as {
    batch_id: string;
    rows: { key: number }[];
  };

  await openRoute(page, `/history?batch_id=${report.batch_id}`);
  await expect(content(page).getByRole('link', { name: `Ouvrir « ${rows[2].name} »` })).toBeVisible();
  await content(page).getByRole('button', { name: 'Annuler ce lot' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('L’annulation rétablira 3 éléments, en une fois :')).toBeVisible();
  for (const { name } of rows) await expect(dialog.getByText(`« ${name} » ira à la corbeille`)).toBeVisible();
  await saveScreen(page, '52-annuler-import');
  await dialog.getByRole('button', { name: 'Annuler le lot' }).click();
  await expect(
    page.getByText('Le lot a été annulé (l’annulation est elle-même un lot du journal)'),
  ).toBeVisible();

  const { token } = await signInThroughApi();
  for (const { key } of report.rows) {
    const answer = await fetch(new URL(`/api/themes/${key}`, appBase), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(404);
  }
  await openRoute(page, '/trash');
  for (const { name } of rows)
    await expect(content(page).getByRole('row').filter({ hasText: name })).toBeVisible();
});
