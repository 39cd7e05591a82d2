/**
 * Where a list's row leads, record by record: its edit form when the person may edit that record,
 * else its show screen when the area has one and they may show it, else nowhere (no pointer). An
 * area-wide "may edit" is not enough: a scoped rule (staff: their school's pupils, their own
 * profile) allows some rows only. Rows are drawn by the page, so each is decided at once from the
 * rights the area-wide questions below have already read (EduAuthProvider.knownCan), never by a
 * request per row.
 */
import { useMemo } from 'react';
import { useAuthProvider, useCanAccess, useResourceDefinition, type RowClickFunction } from 'react-admin';
import type { EduAuthProvider } from '../../providers/auth/authProvider';
import type { AccessQuery } from '../../providers/auth/permissions/types';

function tellsAtOnce(provider: unknown): provider is EduAuthProvider {
  return typeof (provider as Partial<EduAuthProvider> | undefined)?.knownCan === 'function';
}

/** The `rowClick` of a generated list: a function of the record, or false when no row opens. */
export function useRowClick(resource: string): RowClickFunction | false {
  const { hasEdit, hasShow } = useResourceDefinition({ resource });
  const edit = useCanAccess({ action: 'edit', resource });
  const show = useCanAccess({ action: 'show', resource });
  const provider = useAuthProvider();
  const mayEdit = hasEdit && edit.canAccess === true;
  const mayShow = hasShow && show.canAccess === true;

  return useMemo(() => {
    if (!mayEdit && !mayShow) return false;
    // A provider that cannot tell at once (or rights not read yet): the area's answer, the server decides.
    const may = (action: string, record: AccessQuery['record']) =>
      !tellsAtOnce(provider) || provider.knownCan({ action, resource, record }) !== false;
    return (_id, _resource, record) => {
      if (mayEdit && may('edit', record)) return 'edit';
      if (mayShow && may('show', record)) return 'show';
      return false;
    };
  }, [mayEdit, mayShow, provider, resource]);
}
