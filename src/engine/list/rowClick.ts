/**
 * Where a list's row leads, record by record: its edit form when the person may edit that record,
 * else its show screen when the area has one and they may show it, else nowhere (no pointer). An
 * area-wide "may edit" is not enough: a scoped rule (staff: their school's pupils, their own
 * profile) allows some rows only. Rows are drawn by the page, so each is decided at once from the
 * session's rights already read (useAreaRights), never by a request per row.
 */
import { useMemo } from 'react';
import { useResourceDefinition, type RowClickFunction } from 'react-admin';
import { useAreaRights } from '../permissions/useAreaRights';

/** The `rowClick` of a generated list: a function of the record, or false when no row opens. */
export function useRowClick(resource: string): RowClickFunction | false {
  const { hasEdit, hasShow } = useResourceDefinition({ resource });
  const { can } = useAreaRights(resource);
  const mayEdit = hasEdit && can('edit');
  const mayShow = hasShow && can('show');

  return useMemo(() => {
    if (!mayEdit && !mayShow) return false;
    return (_id, _resource, record) => {
      if (mayEdit && can('edit', record)) return 'edit';
      if (mayShow && can('show', record)) return 'show';
      return false;
    };
  }, [can, mayEdit, mayShow]);
}
