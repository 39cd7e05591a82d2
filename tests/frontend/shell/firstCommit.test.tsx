/**
 * What the app's first render already holds, so that it is not rendered again just after: the page
 * on a first visit, rows that open their record, and no question the app knows the answer to.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { CoreAdminContext, usePermissions } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import activities from '../../../resources/activities';
import themes from '../../../resources/themes';
import { App } from '../../../src/app/App';
import { createAppProviders } from '../../../src/app/appProviders';
import { readFirstScreen } from '../../../src/boot/firstScreen';
import { loadListScreen } from '../../../src/engine/listScreen';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { server } from '../../support/mswServer';
import { queriesSettled } from '../../support/settled';

describe('performance shape: the first render (start-up speed)', () => {
  beforeEach(() => {
    // A first visit: react-admin's store holds no locale yet.
    window.localStorage.clear();
    window.location.hash = '#/login';
  });

  it('draws the page in its very first commit, not one pass later once the locale is settled', async () => {
    const providers = createAppProviders([themes]);
    const headingAtEachCommit: boolean[] = [];
    render(
      <Profiler id="app" onRender={() => headingAtEachCommit.push(document.querySelector('h1') !== null)}>
        <App providers={providers} declarations={[themes]} testDashboardAllowed={false} />
      </Profiler>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(headingAtEachCommit[0]).toBe(true);
  });

  describe('of a list', () => {
    beforeEach(() => {
      server.use(
        http.get('*/api/themes', () =>
          HttpResponse.json([{ id: 7, name: 'Sciences', color: '#336699', position: 1, active: true }], {
            headers: { 'X-Total-Count': '1' },
          }),
        ),
      );
      writeSession('jeton-1', { id: 1, first_name: 'Alice', last_name: 'Martin' });
      window.location.hash = '#/themes';
    });
    afterEach(() => clearSession());

    it('shows rows that open their record', async () => {
      const providers = createAppProviders([themes]);
      // As a cold start does: the list's code and first page are in before the app mounts.
      await Promise.all([loadListScreen(), readFirstScreen(providers, themes)]);
      const rowsOpenAtFirst: boolean[] = [];
      render(
        <Profiler
          id="app"
          onRender={() => {
            const rows = document.querySelector('tbody tr') !== null;
            if (rows && rowsOpenAtFirst.length === 0) {
              // A row opens its record when the area has an edit screen (its definition says so).
              rowsOpenAtFirst.push(document.querySelector('tbody tr.RaDataTable-clickableRow') !== null);
            }
          }}
        >
          <App providers={providers} declarations={[themes]} testDashboardAllowed={false} />
        </Profiler>,
      );
      expect(await screen.findByText('Sciences')).toBeInTheDocument();
      // The rows open their record: once shown, they are clickable rows.
      expect(rowsOpenAtFirst).toHaveLength(1);
      await waitFor(() => expect(document.querySelector('tbody tr.RaDataTable-clickableRow')).not.toBeNull());
    });

    it('lets the browser paint the rows before any part updates itself: nothing is updated while the rows are committed', async () => {
      const providers = createAppProviders([themes]);
      await Promise.all([loadListScreen(), readFirstScreen(providers, themes)]);
      // An update made while React commits (a tooltip's ref, a menu's portal, a form's layout
      // effect) is rendered at once, and React runs every effect of the first commit before it:
      // all of that before the browser may paint the rows.
      const phases: string[] = [];
      render(
        <Profiler id="app" onRender={(_id, phase) => phases.push(phase)}>
          <App providers={providers} declarations={[themes]} testDashboardAllowed={false} />
        </Profiler>,
      );
      expect(await screen.findByText('Sciences')).toBeInTheDocument();
      // The parts that come later do come: the user menu, the search box.
      expect(await screen.findByRole('button', { name: 'Profil' })).toBeInTheDocument();
      expect(await screen.findByPlaceholderText('Rechercher')).toBeInTheDocument();
      expect(phases[0]).toBe('mount');
      expect(phases[1]).not.toBe('nested-update');
      // The column chooser's menu, which comes a render after its button, has the table's columns.
      fireEvent.click(screen.getByRole('button', { name: 'Colonnes' }));
      expect(await screen.findByRole('switch', { name: 'Nom' })).toBeInTheDocument();
    });

    it('knows from its first render that it grants no permissions: react-admin never waits for them', async () => {
      const providers = createAppProviders([themes]);
      const pendingAtEachRender: boolean[] = [];
      function PermissionsProbe() {
        const { isPending, permissions } = usePermissions();
        pendingAtEachRender.push(isPending || permissions !== undefined);
        return null;
      }
      render(
        <CoreAdminContext authProvider={providers.authProvider} queryClient={providers.queryClient}>
          <PermissionsProbe />
        </CoreAdminContext>,
      );
      await queriesSettled(providers.queryClient);
      expect(pendingAtEachRender.length).toBeGreaterThan(0);
      expect(pendingAtEachRender).not.toContain(true);
    });
  });

  describe('of a list with references', () => {
    beforeEach(() => {
      server.use(
        http.get('*/api/activities', () =>
          HttpResponse.json(
            [{ id: 1, title: 'Boussole', type: 'quiz', language: 'fr', theme_id: 7, active: true }],
            {
              headers: { 'X-Total-Count': '1' },
            },
          ),
        ),
        http.get('*/api/themes', () =>
          HttpResponse.json([{ id: 7, name: 'Sciences', color: '#336699', position: 1, active: true }], {
            headers: { 'X-Total-Count': '1' },
          }),
        ),
        http.get('*/api/config/activity-types', () => HttpResponse.json([{ code: 'quiz', label: 'Quiz' }])),
        http.get('*/api/config/languages', () => HttpResponse.json([{ code: 'fr', label: 'Français' }])),
      );
      writeSession('jeton-1', { id: 1, first_name: 'Alice', last_name: 'Martin' });
      window.location.hash = '#/activities';
    });
    afterEach(() => clearSession());

    it('shows its reference cells’ labels with its first rows: the rows do not grow when they come', async () => {
      const declarations = [activities, themes];
      const providers = createAppProviders(declarations);
      await Promise.all([loadListScreen(), readFirstScreen(providers, activities)]);
      const labelWithFirstRows: (string | undefined)[] = [];
      render(
        <Profiler
          id="app"
          onRender={() => {
            if (document.querySelector('tbody tr') !== null && labelWithFirstRows.length === 0)
              labelWithFirstRows.push(
                document.querySelector('tbody .column-theme_id')?.textContent ?? undefined,
              );
          }}
        >
          <App providers={providers} declarations={declarations} testDashboardAllowed={false} />
        </Profiler>,
      );
      expect(await screen.findByText('Boussole')).toBeInTheDocument();
      expect(labelWithFirstRows).toEqual(['Sciences']);
    });

    it('shows its enum cells’ labels with its first rows, not their codes first', async () => {
      const declarations = [activities, themes];
      const providers = createAppProviders(declarations);
      await Promise.all([loadListScreen(), readFirstScreen(providers, activities)]);
      const cellsWithFirstRows: (string | undefined)[][] = [];
      render(
        <Profiler
          id="app"
          onRender={() => {
            if (document.querySelector('tbody tr') !== null && cellsWithFirstRows.length === 0)
              cellsWithFirstRows.push(
                ['type', 'language'].map(
                  (column) => document.querySelector(`tbody .column-${column}`)?.textContent ?? undefined,
                ),
              );
          }}
        >
          <App providers={providers} declarations={declarations} testDashboardAllowed={false} />
        </Profiler>,
      );
      expect(await screen.findByText('Boussole')).toBeInTheDocument();
      expect(cellsWithFirstRows).toEqual([['Quiz', 'Français']]);
    });
  });
});
