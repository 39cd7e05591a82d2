/**
 * An API that does not serve GET /api/permissions (a deployer's own, per the spec's back end):
 * every area and control is offered and the server decides.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startAreas } from '../resources/support/startAreas';
import { STAFF_USER } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';

const ANSWERS = {
  '404': () => HttpResponse.json({ detail: 'Not Found' }, { status: 404 }),
  'a page that is not JSON': () => HttpResponse.text('<!doctype html><title>Mon API</title>'),
};

describe('an API without /api/permissions', () => {
  for (const [name, answer] of Object.entries(ANSWERS)) {
    it(`shows every control when it answers ${name}`, async () => {
      const authProvider = signedInAs(STAFF_USER);
      startAreas('/etablissements', {
        authProvider,
        handlers: [http.get('*/api/permissions', answer)],
        withMenu: true,
      });
      await screen.findByText('Lycée Victor Hugo');
      const create = await screen.findByRole('link', { name: /Créer/ });
      const toolbar = create.closest('.MuiToolbar-root') as HTMLElement;
      expect(within(toolbar).getByRole('button', { name: /Importer/ })).toBeInTheDocument();
      expect(await within(toolbar).findByRole('button', { name: /Exporter/ })).toBeInTheDocument();
      expect(await screen.findByRole('menuitem', { name: /Utilisateurs/ })).toBeInTheDocument();
    });
  }
});
