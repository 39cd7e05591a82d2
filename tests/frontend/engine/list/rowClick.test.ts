/**
 * Where a list's row leads, record by record: the edit form when the person may edit that record,
 * else the show screen when the area has one and they may see it, else nowhere. The rights are
 * the session's, told by the auth provider as the app's does (rights(), knownRights()).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import {
  CoreAdminContext,
  ResourceDefinitionContextProvider,
  type AuthProvider,
  type RaRecord,
  type RowClickFunction,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useRowClick } from '../../../../src/engine/list/rowClick';
import type { AccessQuery, Rights } from '../../../../src/providers/auth/permissions/types';

/** Staff: pupils of their school (1) editable, every pupil visible, as `allowed` says. */
function rightsOf(allowed: (query: AccessQuery) => boolean): Rights {
  return { can: allowed, fieldRules: () => ({}) };
}

const ownSchool = (query: AccessQuery) =>
  query.action === 'show' || (query.action === 'edit' && (!query.record || query.record.school_id === 1));

function renderRowClick(rights: Rights, area: { hasEdit: boolean; hasShow: boolean }, known = true) {
  const authProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    rights: () => Promise.resolve(rights),
    knownRights: () => (known ? rights : undefined),
  } as AuthProvider;
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      CoreAdminContext,
      { authProvider },
      createElement(ResourceDefinitionContextProvider, {
        definitions: { pupils: { name: 'pupils', ...area } },
        children,
      }),
    );
  return renderHook(() => useRowClick('pupils'), { wrapper }).result;
}

function rowClickWith(rights: Rights, area: { hasEdit: boolean; hasShow: boolean }) {
  return renderRowClick(rights, area).current;
}

const ours: RaRecord = { id: 1, school_id: 1 };
const theirs: RaRecord = { id: 2, school_id: 2 };

function leads(rowClick: RowClickFunction | false, record: RaRecord) {
  if (rowClick === false) return 'no row opens';
  return rowClick(record.id, 'pupils', record);
}

describe("a list row's destination", () => {
  it('is the edit form of a record the person may edit, the show screen of one they may only see', () => {
    const rowClick = rowClickWith(rightsOf(ownSchool), { hasEdit: true, hasShow: true });
    expect(leads(rowClick, ours)).toBe('edit');
    expect(leads(rowClick, theirs)).toBe('show');
  });

  it('is nowhere for a record they may not edit in an area without a show screen', () => {
    const rowClick = rowClickWith(rightsOf(ownSchool), { hasEdit: true, hasShow: false });
    expect(leads(rowClick, ours)).toBe('edit');
    expect(leads(rowClick, theirs)).toBe(false);
  });

  it('is the show screen when the area has no edit form, whatever the rights', () => {
    const rowClick = rowClickWith(
      rightsOf(() => true),
      { hasEdit: false, hasShow: true },
    );
    expect(leads(rowClick, ours)).toBe('show');
  });

  it('is nowhere for a record they may neither edit nor see', () => {
    const editOwn = (query: AccessQuery) =>
      query.action === 'edit'
        ? !query.record || query.record.school_id === 1
        : query.action === 'show' && !query.record;
    const rowClick = rowClickWith(rightsOf(editOwn), { hasEdit: true, hasShow: true });
    expect(leads(rowClick, theirs)).toBe(false);
  });

  it('is the show screen when they may only see the area', () => {
    const rowClick = rowClickWith(
      rightsOf((query) => query.action === 'show'),
      { hasEdit: true, hasShow: true },
    );
    expect(leads(rowClick, ours)).toBe('show');
  });

  it('opens no row at all when they may neither edit nor see in the area', () => {
    expect(
      rowClickWith(
        rightsOf(() => false),
        { hasEdit: true, hasShow: true },
      ),
    ).toBe(false);
    expect(
      rowClickWith(
        rightsOf(() => true),
        { hasEdit: false, hasShow: false },
      ),
    ).toBe(false);
  });

  it('follows the rights when they arrive after the first render', async () => {
    const result = renderRowClick(rightsOf(ownSchool), { hasEdit: true, hasShow: false }, false);
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).not.toBe(false));
    expect(leads(result.current, ours)).toBe('edit');
    expect(leads(result.current, theirs)).toBe(false);
  });
});
