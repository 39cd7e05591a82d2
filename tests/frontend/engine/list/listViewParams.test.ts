/**
 * A list as a saved view holds it: what "save this view" reads from the list (filters, sort, page
 * size, the columns shown) and what choosing a view sets back, the area's defaults where the view
 * leaves a part out. The list's setters are react-admin's: the test records what they are given.
 */
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import {
  ListContextProvider,
  memoryStore,
  StoreContextProvider,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDeclaration } from '../../../../resources/kit/defineResource';
import { columnsStoreKey, useListView } from '../../../../src/engine/list/savedViews/listViewParams';
import { gadgets, makers } from '../support/gadgets';

function listOf(declaration: ResourceDeclaration, list: Partial<ListControllerResult> = {}) {
  const store = memoryStore();
  const setters = { setFilters: vi.fn(), setSort: vi.fn(), setPerPage: vi.fn() };
  const context = { filterValues: {}, sort: undefined, perPage: undefined, ...setters, ...list };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(StoreContextProvider, {
      value: store,
      children: createElement(ListContextProvider, {
        value: context as unknown as ListControllerResult,
        children,
      }),
    });
  const view = renderHook(() => useListView(declaration), { wrapper });
  return { view, store, ...setters };
}

const gadgetColumns = ['title', 'notes', 'contact', 'website', 'price', 'stock', 'active'];

describe('the view a list saves', () => {
  it('holds its filters, sort, page size and every listed column when none is hidden', () => {
    const filterValues = { active: true, q: 'bous' };
    const { view } = listOf(gadgets, { filterValues, sort: { field: 'price', order: 'DESC' }, perPage: 50 });
    const saved = view.result.current.current();
    expect(saved).toMatchObject({
      filter: filterValues,
      sort: { field: 'price', order: 'DESC' },
      perPage: 50,
    });
    expect(saved.filter).not.toBe(filterValues);
    expect(saved.columns).toEqual(expect.arrayContaining(gadgetColumns));
    expect(saved.columns).not.toContain('secret');
  });

  it('holds no sort or page size when the list has none', () => {
    const { view } = listOf(makers);
    expect(view.result.current.current()).toEqual({
      filter: {},
      sort: null,
      perPage: null,
      columns: ['first_name', 'last_name', 'favourite_gadget'],
    });
  });

  it('leaves out the columns hidden in the column chooser', () => {
    const { view, store } = listOf(makers);
    act(() => store.setItem(columnsStoreKey('makers'), ['last_name']));
    expect(view.result.current.current().columns).toEqual(['first_name', 'favourite_gadget']);
  });
});

describe('choosing a saved view', () => {
  it('sets its filters, each shown, its sort, its page size and hides the other columns', () => {
    const { view, store, setFilters, setSort, setPerPage } = listOf(makers);
    act(() =>
      view.result.current.apply({
        filter: { last_name: 'Lovelace', favourite_gadget: 1 },
        sort: { field: 'last_name', order: 'DESC' },
        perPage: 100,
        columns: ['last_name'],
      }),
    );
    expect(setFilters).toHaveBeenCalledWith(
      { last_name: 'Lovelace', favourite_gadget: 1 },
      { last_name: true, favourite_gadget: true },
    );
    expect(setSort).toHaveBeenCalledWith({ field: 'last_name', order: 'DESC' });
    expect(setPerPage).toHaveBeenCalledWith(100);
    expect(store.getItem(columnsStoreKey('makers'))).toEqual(['first_name', 'favourite_gadget']);
    expect(view.result.current.current().columns).toEqual(['last_name']);
  });

  it("falls back on the area's sort and page size, and keeps the columns, where the view has none", () => {
    const { view, store, setSort, setPerPage } = listOf(gadgets);
    act(() => store.setItem(columnsStoreKey('gadgets'), ['notes']));
    act(() => view.result.current.apply({ filter: {}, sort: null, perPage: null, columns: null }));
    expect(setSort).toHaveBeenCalledWith({ field: 'title', order: 'ASC' });
    expect(setPerPage).toHaveBeenCalledWith(10);
    expect(store.getItem(columnsStoreKey('gadgets'))).toEqual(['notes']);
  });

  it('falls back on 25 rows sorted by the key for an area that names neither', () => {
    const { view, setSort, setPerPage, setFilters } = listOf(makers);
    act(() => view.result.current.apply({ filter: {}, sort: null, perPage: null, columns: null }));
    expect(setFilters).toHaveBeenCalledWith({}, {});
    expect(setSort).toHaveBeenCalledWith({ field: 'id', order: 'ASC' });
    expect(setPerPage).toHaveBeenCalledWith(25);
  });
});

describe("the column chooser's store", () => {
  it("is DataTable's default key for the area", () => {
    expect(columnsStoreKey('gadgets')).toBe('gadgets.datatable');
  });
});
