/**
 * The import's steps and everything the user gave: the file read, the column mapping, the preview
 * and the mode. A failure at any step leaves all of it in place, so the user fixes and retries
 * without starting over.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { en } from '../../../i18n/en';
import { fr } from '../../../i18n/fr';
import { makeTranslate, type Messages } from '../../../i18n/translate';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import {
  IMPORT_MAX_ROWS,
  type ImportMode,
  type ImportReport,
} from '../../../resources/contracts/importContract';
import { autoMapping, mappedRows, mappingProblem, type ColumnMapping } from './columnMapping';
import { decodeCsvFile } from './decodeCsvFile';
import { postImport, previewImport } from './importApi';
import { parseCsv, type ParsedCsv } from './parseCsv';

export type ImportStep = 'file' | 'mapping' | 'preview' | 'summary';

/** A message key and its options, translated where it is shown. */
export interface StepMessage {
  key: string;
  options?: Record<string, unknown>;
}

const STATIC_TRANSLATIONS = [
  makeTranslate(fr as unknown as Messages),
  makeTranslate(en as unknown as Messages),
];

/** Lines named in the encoding warning; the count says how many more there are. */
const NAMED_LINES = 10;

function encodingWarning(badLines: readonly number[] | undefined): StepMessage | undefined {
  if (!badLines || badLines.length === 0) return undefined;
  const named = badLines.slice(0, NAMED_LINES).join(', ');
  const lines = badLines.length > NAMED_LINES ? `${named}…` : named;
  return { key: 'csvImport.warnings.encoding', options: { smart_count: badLines.length, lines } };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function useImportWizard(declaration: ResourceDeclaration) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ImportStep>('file');
  const [fileName, setFileName] = useState<string>();
  const [csv, setCsv] = useState<ParsedCsv>();
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [fileError, setFileError] = useState<StepMessage>();
  /** Said until another file is read: the preview shows the cells as read. */
  const [fileWarning, setFileWarning] = useState<StepMessage>();
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<ImportReport>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [mode, setMode] = useState<ImportMode>('all');
  const [busy, setBusy] = useState<'checking' | 'importing'>();
  const [requestError, setRequestError] = useState<StepMessage>();
  const [result, setResult] = useState<ImportReport>();

  const readFile = useCallback(
    async (file: File) => {
      setReading(true);
      setFileError(undefined);
      try {
        const decoded = await decodeCsvFile(file);
        if (!decoded.ok) {
          setFileError({ key: `csvImport.errors.${decoded.reason}` });
          return;
        }
        const parsed = parseCsv(decoded.text);
        if (!parsed.ok) {
          setFileError(
            parsed.reason === 'parse'
              ? { key: `csvImport.errors.parse.${parsed.code}`, options: { line: parsed.line } }
              : { key: `csvImport.errors.${parsed.reason}`, options: { ...parsed, max: IMPORT_MAX_ROWS } },
          );
          return;
        }
        setFileWarning(encodingWarning(decoded.badLines));
        setFileName(file.name);
        setCsv(parsed.csv);
        // The app's own translate knows the labels as shown; fr and en cover both languages.
        setMapping(autoMapping(declaration, parsed.csv.header, [translate, ...STATIC_TRANSLATIONS]));
        setPreview(undefined);
        setRequestError(undefined);
        setStep('mapping');
      } catch {
        setFileError({ key: 'csvImport.errors.unreadable' });
      } finally {
        setReading(false);
      }
    },
    [declaration, translate],
  );

  const problem = csv ? mappingProblem(declaration, mapping) : null;
  const rows = useCallback(() => (csv ? mappedRows(csv.rows, mapping) : []), [csv, mapping]);

  const check = useCallback(async () => {
    const all = rows();
    setStep('preview');
    setBusy('checking');
    setRequestError(undefined);
    setProgress({ done: 0, total: all.length });
    try {
      const report = await previewImport(declaration.name, all, mode, (done) =>
        setProgress({ done, total: all.length }),
      );
      setPreview(report);
    } catch (error) {
      setPreview(undefined);
      setRequestError({ key: 'csvImport.errors.previewFailed', options: { message: errorText(error) } });
    } finally {
      setBusy(undefined);
    }
  }, [declaration.name, mode, rows]);

  const runImport = useCallback(async () => {
    setBusy('importing');
    setRequestError(undefined);
    try {
      const report = await postImport(declaration.name, rows(), mode, false);
      if (report.batch_id === null && report.errors > 0 && mode === 'all') {
        setPreview({ ...report, dry_run: true });
        setRequestError({ key: 'csvImport.errors.nothingWritten', options: { smart_count: report.errors } });
        return;
      }
      setResult(report);
      setStep('summary');
      await queryClient.invalidateQueries({ queryKey: [declaration.name] });
    } catch (error) {
      setRequestError({ key: 'csvImport.errors.importFailed', options: { message: errorText(error) } });
    } finally {
      setBusy(undefined);
    }
  }, [declaration.name, mode, queryClient, rows]);

  const restart = useCallback(() => {
    setStep('file');
    setCsv(undefined);
    setFileName(undefined);
    setFileWarning(undefined);
    setMapping([]);
    setPreview(undefined);
    setResult(undefined);
    setRequestError(undefined);
  }, []);

  return {
    step,
    setStep,
    fileName,
    csv,
    mapping,
    setMapping,
    fileError,
    fileWarning,
    reading,
    readFile,
    problem,
    check,
    preview,
    progress,
    mode,
    setMode,
    busy,
    requestError,
    runImport,
    result,
    restart,
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
