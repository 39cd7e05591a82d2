/**
 * The list's exporter: its code (csvExport.ts, the CSV format and reference labels) loads when a
 * user exports, not with the list.
 */
import { useCallback } from 'react';
import { useResourceDefinitions, useTranslate, type Exporter, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { CsvExportMode } from './csvExport';

/** The exporter of one mode: labels for people (the list's own), or codes for machines. */
export function useCsvExporter(declaration: ResourceDeclaration, mode: CsvExportMode = 'labels'): Exporter {
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  return useCallback<Exporter>(
    async (records: RaRecord[], _fetchRelated, dataProvider) => {
      const { exportCsv } = await import('./csvExport');
      await exportCsv(records, dataProvider, { declaration, translate, definitions }, mode);
    },
    [declaration, definitions, translate, mode],
  );
}
