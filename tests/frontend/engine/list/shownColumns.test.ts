/**
 * The columns a list draws: those DataTable hands over, in their order, without those hidden in
 * the column chooser (its store, or the list's default hidden columns before any choice).
 */
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import {
  DataTableStoreContext,
  memoryStore,
  StoreContextProvider,
  type DataTableColumnProps,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { columnKey, useShownColumns, type Column } from '../../../../src/engine/list/shownColumns';

function Col(props: DataTableColumnProps) {
  return createElement('td', null, String(props.source ?? ''));
}

const col = (props: DataTableColumnProps) =>
  createElement(Col, { key: String(props.source ?? props.label), ...props });

const columns: ReactNode[] = [
  col({ source: 'last_name' }),
  col({ source: 'remark' }),
  'not a column',
  null,
  col({ label: 'Actions' }),
  col({ source: 'school_id', label: 'École' }),
];

function shown(children: ReactNode, defaultHiddenColumns: string[] = []) {
  const store = memoryStore();
  const wrapper = ({ children: inner }: { children: ReactNode }) =>
    createElement(StoreContextProvider, {
      value: store,
      children: createElement(
        DataTableStoreContext.Provider,
        { value: { storeKey: 'pupils.datatable', defaultHiddenColumns } },
        inner,
      ),
    });
  const view = renderHook(({ list }: { list: ReactNode }) => useShownColumns(list), {
    wrapper,
    initialProps: { list: children },
  });
  const keys = () => view.result.current.map(columnKey);
  return { view, store, keys };
}

describe('the column chooser names a column', () => {
  it('by its source, else by its label, else not at all', () => {
    expect(columnKey(col({ source: 'school_id', label: 'École' }) as Column)).toBe('school_id');
    expect(columnKey(col({ label: 'Actions' }) as Column)).toBe('Actions');
    expect(columnKey(col({ label: createElement('span', null, 'Icône') }) as Column)).toBe('');
  });
});

describe('the columns a list shows', () => {
  it('are its columns in their order, without the default hidden ones', () => {
    const { keys } = shown(columns, ['remark']);
    expect(keys()).toEqual(['last_name', 'Actions', 'school_id']);
  });

  it('follow what the user hides in the column chooser', () => {
    const { keys, store } = shown(columns, ['remark']);
    act(() => store.setItem('pupils.datatable', ['last_name', 'Actions']));
    expect(keys()).toEqual(['remark', 'school_id']);
  });

  it('follow the order DataTable hands them over in', () => {
    const { keys, view } = shown(columns);
    view.rerender({ list: [...columns].reverse() });
    expect(keys()).toEqual(['school_id', 'Actions', 'remark', 'last_name']);
  });

  it('stay the same list between renders when nothing changed, so rows do not redraw', () => {
    const { view } = shown(columns);
    const first = view.result.current;
    view.rerender({ list: columns });
    expect(view.result.current).toBe(first);
  });
});
