/**
 * What a field kind is and does, in one place every layer reads (Django's Field classes): the
 * form and the server validate with its zod schema, the server stores it as its storage says,
 * lists, filters, CSV files, the history and the OpenAPI document follow its flags.
 */
import type { z } from 'zod';
import type { FieldDeclaration, FieldKind } from '../defineResource';

/** Polyglot-style translate: `validation.minLength` with `{ min: 3 }`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type SchemaMode = 'create' | 'edit';

export interface SchemaOptions {
  /**
   * The codes allowed for an enum whose values come from an API path (`optionsFrom`), or undefined
   * when they are not known here: the server passes the lists it serves, so a code is checked
   * without the kit importing server code.
   */
  optionCodes?: (path: string) => readonly string[] | undefined;
}

/** The declaration of one kind: `FieldOf<'email'>` is a TextField whose kind is `email`. */
export type FieldOf<K extends FieldKind> = FieldDeclaration extends infer F
  ? F extends { kind: infer FK }
    ? K extends FK
      ? F & { kind: K }
      : never
    : never
  : never;

export interface SchemaContext {
  /**
   * zod itself, handed over by schema.ts: the kinds' facts are read by the first screen (menu,
   * columns) and must not bring the validation library into the first load.
   */
  z: typeof z;
  t: Translate;
  options: SchemaOptions;
  /** The complete schema of a nested field (an object list's item fields). */
  fieldSchema(field: FieldDeclaration, mode: SchemaMode, t: Translate, options: SchemaOptions): z.ZodType;
}

/**
 * How the value is kept, as a plain fact the server maps to its database
 * (server/resources/kindStorage.ts): one column of a type, a link table, or nothing (computed).
 */
export type KindStorage =
  | 'text'
  /** Text compared without case (unique checks, filters, sorting). */
  | 'caseInsensitiveText'
  | 'integer'
  | 'real'
  | 'boolean'
  /** A JSON document in one text column. */
  | 'json'
  /** The key of a record of the field's target: its type is the target key's type. */
  | 'targetKey'
  /** Rows (owner, position, value) in a table of their own, one per item. */
  | 'linkTable'
  /** Not stored: the server computes it when reading. */
  | 'computed';

export type CellKey = string | number;

export interface FormatContext {
  translate: Translate;
  /** The label of a referenced record (its representation); the key itself when unknown. */
  referenceLabel(target: string, key: CellKey): string;
  /**
   * The label, in the reader's language, of a code of the option list served at an API path
   * (`optionsFrom`), when the writer has read that list; the code itself otherwise.
   */
  optionLabel?(path: string, code: string): string | undefined;
}

export interface ParseContext {
  /** Every language's translate function: a label in French or English is recognised. */
  translations: Translate[];
  /**
   * The labels (every language) of each code of the option list served at an API path
   * (`optionsFrom`), when the reader knows them: a cell may hold a label or a code.
   */
  optionLabels?(path: string): ReadonlyMap<string, readonly string[]> | undefined;
  /**
   * The key of the referenced record whose key or label is `text` (case-insensitive), `undefined`
   * when none, `null` when several records carry that label.
   */
  resolveReference(target: string, text: string): CellKey | null | undefined;
}

/** A CSV cell and a value, both ways, so an exported file imports back unchanged. */
export interface CsvCodec<F extends FieldDeclaration> {
  /** The cell of a non-empty value. */
  format(resource: string, field: F, value: NonNullable<unknown>, context: FormatContext): string;
  /** The value of a non-empty cell (`text` trimmed, `cell` as read, formula guard removed). */
  parse(resource: string, field: F, text: string, cell: string, context: ParseContext): unknown;
}

export type JsonSchema = Record<string, unknown>;

export interface KindDescriptor<F extends FieldDeclaration = FieldDeclaration> {
  /** Shown in the list unless the declaration says otherwise. */
  listedByDefault: boolean;
  /** Offered as a list filter unless the declaration says otherwise. */
  filteredByDefault: boolean;
  /** Stored as one plain value. */
  scalar: boolean;
  /** The list may be sorted on it unless the declaration says otherwise. */
  sortable: boolean;
  /** The server filters the list on it. */
  filterable: boolean;
  /** Searched by the list's `q` when shown in the list and no search fields are declared. */
  searchable: boolean;
  /**
   * Never leaves the server once written: never listed, never returned, never read back into a
   * form, never in the history's values nor in a CSV export. Optional where no one types it
   * (restore, import), kept when left empty on edit.
   */
  secret: boolean;
  /** Stored as a one-way hash of what was typed. */
  hashed: boolean;
  storage: KindStorage;
  /** A new record's value when the declaration gives no default (a checkbox left alone means "no"). */
  initialValue?(): unknown;
  /** The value of an empty cell or an absent stored value. */
  emptyValue(): unknown;
  /** A typed string made canonical before validation (both sides); null for "no value". */
  normalise(field: F, value: string): unknown;
  /**
   * Characters the typed text may not hold (textCharacters.ts), refused with the character named
   * before the kind's own rules are applied.
   */
  refusedCharacters?: RegExp;
  /**
   * The rules of a non-empty value (emptiness, requiredness, NUL, lone surrogates and refused
   * characters are checked around it).
   */
  schema(field: F, context: SchemaContext): z.ZodType;
  /** Most items the value may hold, checked before any item is parsed. */
  itemCap?(field: F): number | undefined;
  /** Null when the kind has no cell at all (computed). Secrets are imported, never exported. */
  csv: CsvCodec<F> | null;
  /** What JSON Schema says beyond what zod's own conversion of `schema` gives (OpenAPI). */
  jsonSchema(field: F): JsonSchema;
}

export type KindRegistry = { [K in FieldKind]: KindDescriptor<FieldOf<K>> };
