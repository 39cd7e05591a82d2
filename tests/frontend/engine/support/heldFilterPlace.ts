/**
 * The fixture's gadget list rendered with its rows held back, and the place its filter bar keeps
 * until they come (the toolbar's hidden box). `release` lets the rows through.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ResourceDeclaration } from '../../../../resources/kit/defineResource';
import { server } from '../../../support/mswServer';
import { fakeApi } from './fakeApi';
import { heldAnswer } from './heldAnswer';
import { fixtureMessages, fixtureSeed } from './gadgets';
import { renderAdmin } from './renderAdmin';

export async function heldFilterPlace(
  declarations: readonly ResourceDeclaration[],
): Promise<{ place: HTMLElement; release: () => void }> {
  const api = fakeApi(declarations, fixtureSeed());
  const { handler, release } = heldAnswer('/api/gadgets');
  server.use(handler, ...api.handlers);
  renderAdmin({ declarations, route: '/gadgets', messages: fixtureMessages });
  await screen.findByRole('progressbar', { name: 'Chargement de la liste…' });
  const place = document.querySelector('[class*="RaListToolbar-root"] > [aria-hidden="true"]');
  expect(place).not.toBeNull();
  return { place: place as HTMLElement, release };
}
