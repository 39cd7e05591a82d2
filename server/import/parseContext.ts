/**
 * The ParseContext of one import request: labels recognised in French and English, and references
 * resolved by key or by the target record's representation (case-insensitive). Each target area a
 * reference field of the imported area points to is read with one query before the rows are
 * parsed (parsing a cell is synchronous), never once per row.
 */
import { en } from '../../i18n/en';
import { makeTranslate, type Messages } from '../../i18n/translate';
import type { CellKey, ParseContext } from '../../resources/kit/csvValues';
import { keyOf, representRecord } from '../../resources/kit/fields';
import type { Translate } from '../../resources/kit/schema';
import { OPTION_LISTS } from '../config/optionLists';
import type { Database } from '../db/database';
import { t } from '../http/messages';
import type { ResourceModel } from '../resources/model';

// The English messages share the French ones' shape; react-admin's type allows undefined leaves.
const english: Translate = makeTranslate(en as unknown as Messages, 'en');

interface TargetIndex {
  byKey: Map<string, CellKey>;
  /** null: several records carry that label. */
  byLabel: Map<string, CellKey | null>;
}

/** The columns a representation reads: `title`, or the names in `{first_name} {last_name}`. */
function representationColumns(model: ResourceModel): string[] {
  const rep = model.declaration.recordRepresentation;
  const names = rep.includes('{') ? [...rep.matchAll(/\{(\w+)\}/g)].map((m) => m[1]) : [rep];
  return names.filter((name) => model.columns.some((c) => c.field.name === name && name !== model.key));
}

async function indexTarget(database: Database, model: ResourceModel): Promise<TargetIndex> {
  const key = keyOf(model.declaration);
  const rows = (await database.db
    .selectFrom(model.table)
    .select([key, ...representationColumns(model)])
    .execute()) as Record<string, unknown>[];
  const index: TargetIndex = { byKey: new Map(), byLabel: new Map() };
  for (const row of rows) {
    const value = row[key] as CellKey;
    index.byKey.set(String(value).toLowerCase(), value);
    const label = representRecord(model.declaration, row).toLowerCase();
    if (label === '') continue;
    index.byLabel.set(label, index.byLabel.has(label) ? null : value);
  }
  return index;
}

/** Reads the areas `model`'s reference fields point to (those `columns` holds), then parses with them. */
export async function importParseContext(
  database: Database,
  models: Map<string, ResourceModel>,
  model: ResourceModel,
  columns: ReadonlySet<string>,
): Promise<ParseContext> {
  const indexes = new Map<string, TargetIndex>();
  for (const field of model.declaration.fields) {
    if (field.kind !== 'reference' && field.kind !== 'referenceList') continue;
    const target = models.get(field.target);
    if (!columns.has(field.name) || !target || indexes.has(target.name)) continue;
    indexes.set(target.name, await indexTarget(database, target));
  }
  return {
    translations: [t, english],
    optionLabels(path) {
      const list = OPTION_LISTS.get(path.replace(/^\/+/, ''));
      if (!list) return undefined;
      const key = (code: string) => `server.${list.labels}.${code}`;
      return new Map(list.codes.map((code) => [code, [t(key(code)), english(key(code))]]));
    },
    resolveReference(target, text) {
      const index = indexes.get(target);
      // An area this server does not hold: the value is kept as given, as the API does.
      if (!index) return text;
      const lower = text.trim().toLowerCase();
      const byKey = index.byKey.get(lower);
      if (byKey !== undefined) return byKey;
      return index.byLabel.get(lower);
    },
  };
}
