/**
 * What react-admin does just after mount, once the first screen is shown, and what it no longer
 * costs: its router takes every area out and puts it back, and renders the layout again with a new
 * screen element. Neither renders the app's frame again.
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { AdminContext, Resource, useResourceDefinitionContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import themes from '../../../resources/themes';
import { createAppProviders } from '../../../src/app/appProviders';
import { DeclaredDefinitions } from '../../../src/app/DeclaredDefinitions';
import { AppLayout } from '../../../src/layout/AppLayout';

const declared = Resource.registerResource({ name: 'themes', list: () => null });

describe('the areas’ definitions', () => {
  function Reader({ onRender }: { onRender: (names: string[]) => void }) {
    const { definitions } = useResourceDefinitionContext();
    onRender(Object.keys(definitions));
    return null;
  }

  function renderDefinitions() {
    const seen: string[][] = [];
    let context: ReturnType<typeof useResourceDefinitionContext> | undefined;
    function Spy() {
      context = useResourceDefinitionContext();
      return null;
    }
    render(
      <DeclaredDefinitions definitions={{ themes: declared }}>
        <Spy />
        <Reader onRender={(names) => seen.push(names)} />
      </DeclaredDefinitions>,
    );
    if (!context) throw new Error('no definitions context');
    return { seen, context };
  }

  it('stay as they are when react-admin takes a declared area out and puts an equal one back', () => {
    const { seen, context } = renderDefinitions();
    act(() => {
      // What react-admin's router does for each area once mounted (a fresh, equal definition).
      context.unregister({ ...declared });
      context.register({ ...declared });
    });
    expect(seen).toEqual([['themes']]);
  });

  it('take in an area react-admin registers that was not declared, and let it go again', () => {
    const { seen, context } = renderDefinitions();
    const extra = Resource.registerResource({ name: 'extra', list: () => null });
    act(() => context.register(extra));
    act(() => context.unregister(extra));
    expect(seen).toEqual([['themes'], ['themes', 'extra'], ['themes']]);
  });
});

describe('the layout', () => {
  it('does not render its menu again when react-admin renders it with a new screen', async () => {
    const providers = createAppProviders([themes]);
    let menuRenders = 0;
    function CountedMenu() {
      menuRenders += 1;
      return <nav aria-label="menu compté" />;
    }
    function Frame({ screenName }: { screenName: string }) {
      // A stable menu component, as the shell builds it once per set of areas.
      const menu = useRef(CountedMenu).current;
      return (
        <AdminContext
          dataProvider={providers.dataProvider}
          authProvider={providers.authProvider}
          i18nProvider={providers.i18nProvider}
          store={providers.store}
          queryClient={providers.queryClient}
        >
          <AppLayout menu={menu}>
            <p>{screenName}</p>
          </AppLayout>
        </AdminContext>
      );
    }
    const { rerender } = render(<Frame screenName="Premier écran" />);
    expect(await screen.findByText('Premier écran')).toBeInTheDocument();
    const rendersBefore = menuRenders;
    rerender(<Frame screenName="Même écran, nouvel élément" />);
    expect(await screen.findByText('Même écran, nouvel élément')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'menu compté' })).toBeInTheDocument();
    expect(menuRenders).toBe(rendersBefore);
  });
});
