/** The engine's pure helpers: choice lists of any shape, the body sent, the order of domains. */
import { describe, expect, it } from 'vitest';
import { createDefaults, toPayload, withoutSecrets } from '../../../src/engine/form/formValues';
import { toChoices } from '../../../src/engine/options/toChoices';
import {
  moveItem,
  nextPosition,
  positionUpdates,
} from '../../../src/features/satisfaction-domains/domainOrder';
import { gadgets, labels } from './support/gadgets';

describe('toChoices', () => {
  it('reads {code, label}, plain strings and records', () => {
    expect(toChoices([{ code: 'fr', label: 'Français' }, 'br', { id: 7, name: 'Sept' }, 3])).toEqual([
      { id: 'fr', name: 'Français' },
      { id: 'br', name: 'br' },
      { id: '7', name: 'Sept' },
      { id: '3', name: '3' },
    ]);
  });

  it('gives no choice for a non-array answer, and skips unusable items', () => {
    expect(toChoices({ fr: 'Français' })).toEqual([]);
    expect(toChoices('fr,en')).toEqual([]);
    expect(toChoices([null, {}, { code: '' }, true, { code: 'en' }])).toEqual([{ id: 'en', name: 'en' }]);
  });
});

describe('the body sent to the API', () => {
  const record = {
    id: 1,
    title: 'Boussole',
    secret: '',
    fans: 4,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-02T00:00:00Z',
    stock: undefined,
  };

  it('holds the writable fields and, on edit, updated_at as read', () => {
    expect(toPayload(gadgets, 'edit', record)).toEqual({
      title: 'Boussole',
      stock: null,
      updated_at: '2025-01-02T00:00:00Z',
    });
  });

  it('sends a password only when one was typed', () => {
    expect(toPayload(gadgets, 'edit', { secret: 'nouveau-secret' })).toEqual({ secret: 'nouveau-secret' });
    expect(toPayload(gadgets, 'create', { title: 'x', secret: null })).toEqual({ title: 'x' });
  });

  it('sends a key field on create only', () => {
    expect(toPayload(labels, 'create', { code: 'vert', caption: 'Vert' })).toEqual({
      code: 'vert',
      caption: 'Vert',
    });
    expect(toPayload(labels, 'edit', { id: 'vert', code: 'vert', caption: 'Vert' })).toEqual({
      caption: 'Vert',
    });
  });

  it('starts a new record from the declared defaults', () => {
    expect(createDefaults(gadgets)).toEqual({ active: true, size: 'small', labels: [], parts: [] });
  });

  it('never reads a secret back into a form', () => {
    expect(withoutSecrets(gadgets, { id: 1, title: 'x', secret: 'fuite' })).toEqual({ id: 1, title: 'x' });
  });
});

describe('the order of the domains', () => {
  const domains = [
    { id: 1, position: 0 },
    { id: 2, position: 0 },
    { id: 3, position: 5 },
  ];

  it('renumbers positions 0, 1, 2… after a move, saving only those that change', () => {
    const moved = moveItem(domains, 2, 1);
    expect(moved.map((d) => d.id)).toEqual([1, 3, 2]);
    expect(positionUpdates(moved).map(({ domain, position }) => [domain.id, position])).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });

  it('ignores a move past either end', () => {
    expect(moveItem(domains, 0, -1)).toEqual(domains);
    expect(moveItem(domains, 2, 3)).toEqual(domains);
  });

  it('puts a new domain after the last position', () => {
    expect(nextPosition(domains)).toBe(6);
    expect(nextPosition([])).toBe(0);
  });
});
