/**
 * The vocabulary of a managed area. A declaration is plain data (no React) so that the app's
 * resource engine (src/engine) and the reference server (server/) both read the same file and
 * apply the same rules. Labels are not written here: they are i18n keys derived from the names
 * (`resources.{name}.fields.{field}`), translated in i18n/.
 */
import type { AreaAction } from '../contracts/permissionsContract';
import type { IconName } from './iconName';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'password'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'color'
  | 'reference'
  | 'referenceList'
  | 'mediaImage'
  | 'objectList'
  | 'computed';

/** Where a field appears. Defaults depend on the kind (see placement() in fields.ts). */
export interface FieldPlacement {
  list?: boolean;
  filter?: boolean;
  create?: boolean;
  edit?: boolean;
}

interface FieldCommon {
  name: string;
  /** i18n key of a helper text shown under the input. */
  helperText?: string;
  /** i18n key of the helper text on the create form, when it differs from the edit form's. */
  helperTextOnCreate?: string;
  required?: boolean;
  /** Required on create only (a password that is optional when editing). */
  requiredOnCreate?: boolean;
  unique?: boolean;
  default?: unknown;
  show?: FieldPlacement;
  /** Sortable in the list; the server only sorts on sortable fields. Default: true for scalar kinds. */
  sortable?: boolean;
  /** Shown but never sent back by the form, never written by the API. */
  readOnly?: boolean;
  /** Escape hatch: name of a custom input/column component registered in src/app/engineComponents.ts. */
  component?: string;
  /**
   * An object list's item field shown in the form only while a sibling field of the same item has
   * one of these values (a question's choices, for a choice question only).
   */
  shownWhen?: { field: string; in: readonly string[] };
}

export interface TextField extends FieldCommon {
  kind: 'text' | 'longText' | 'email' | 'url' | 'password' | 'color';
  minLength?: number;
  maxLength?: number;
  /** A regular expression source the whole value must match. */
  pattern?: string;
  /** The value is a list joined by this separator (`;`): the form edits it one item a line. */
  separator?: string;
  /** i18n key of the message given when the pattern does not match. */
  patternMessage?: string;
  /** Normalisation applied before validation on both sides. */
  transform?: 'lowercase' | 'uppercase' | 'trim';
}

export interface NumberField extends FieldCommon {
  kind: 'number' | 'integer';
  min?: number;
  max?: number;
}

export interface BooleanField extends FieldCommon {
  kind: 'boolean';
}

export interface DateField extends FieldCommon {
  kind: 'date' | 'datetime';
}

export interface EnumField extends FieldCommon {
  kind: 'enum';
  /** Fixed values; labels are i18n keys `resources.{resource}.values.{field}.{value}`. */
  values?: readonly string[];
  /**
   * Values loaded at run time from an API path (for instance `config/languages`). A list that fails
   * to load or is not an array gives an empty choice list. The server checks the value against the
   * codes of the list it serves at that path; a path it does not serve accepts any text.
   */
  optionsFrom?: string;
}

export interface ReferenceField extends FieldCommon {
  kind: 'reference' | 'referenceList';
  /** Name of the referenced resource. The stored value is that resource's key. */
  target: string;
  /** referenceList only: the order of the items matters (a course's activities). */
  ordered?: boolean;
  /** referenceList only: most items a list may hold (default REFERENCE_LIST_MAX_ITEMS in referenceListCap.ts). */
  maxItems?: number;
  /**
   * Narrows the records the form offers (`{ role: 'teacher' }`), sent as list filters. It only
   * guides the choice: the server accepts any existing record.
   */
  choicesFilter?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Narrows the offered records to those whose `targetField` equals this form's `field`, once it
   * has a value (a user's classes among those of the chosen establishment). Guides only, as above.
   */
  choicesFollow?: { field: string; targetField: string };
  /** The target's field the offered records are sorted on (ascending), instead of the newest first. */
  choicesSort?: string;
  /**
   * A reference of the target whose record's label follows an offered record's label when several
   * offered records share one ("CE2 A — École Jules Ferry").
   */
  choiceDetail?: { field: string; target: string };
}

export interface MediaImageField extends FieldCommon {
  kind: 'mediaImage';
  /** Media directory the image is picked from (allow-listed by the server). */
  directory: string;
  /**
   * What deleting the image's file from the library does while records use it: `ask` (default)
   * names them and deletes only once confirmed, clearing their image; `refuse` names them and
   * keeps the file until no record uses it.
   */
  onMediaDelete?: 'ask' | 'refuse';
}

export interface ObjectListField extends FieldCommon {
  kind: 'objectList';
  /** The sub-form of one item. Nested object lists are not part of the vocabulary. */
  fields: readonly Exclude<FieldDeclaration, ObjectListField | ComputedField>[];
  minItems?: number;
  maxItems?: number;
}

/**
 * A read-only value the server computes: the number of records of `resource` whose field `via`
 * (a reference or a reference list) holds this record's key.
 */
export interface ComputedField extends FieldCommon {
  kind: 'computed';
  count: { resource: string; via: string };
}

export type FieldDeclaration =
  | TextField
  | NumberField
  | BooleanField
  | DateField
  | EnumField
  | ReferenceField
  | MediaImageField
  | ObjectListField
  | ComputedField;

/**
 * Extra actions of an area: names of components registered with the engine (`components.actions`
 * in src/app/engineComponents.ts), each labelled `resources.{name}.actions.{action}`.
 */
export interface ActionsDeclaration {
  /** In the list's toolbar. */
  list?: readonly string[];
  /** On the rows selected in the list. */
  bulk?: readonly string[];
  /** On the edit screen, beside Save. */
  record?: readonly string[];
}

/** Fields the form shows together under a heading, `resources.{name}.fieldsets.{fieldset}`. */
export interface FieldsetDeclaration<FieldName extends string = string> {
  name: string;
  fields: readonly FieldName[];
}

/**
 * What one role may do on this area, overriding the roles file (resources/roles.ts) for it. Every
 * key is optional: what is not said keeps the role's default.
 */
export interface AreaRolePermissions {
  /** The actions allowed (the role's default list when absent). */
  actions?: readonly AreaAction[];
  /**
   * Limits every allowed action to some records: `'etablissement'`, those whose `etablissement_id`
   * is the signed-in person's; `{ via, target }`, those whose reference `via` names a record of
   * `target` in the person's establishment.
   */
  scope?: 'etablissement' | { via: string; target: string };
  /**
   * Enum fields and the only values this role may see and give them: a row condition, and a 422
   * on the field for any other value written.
   */
  where?: Readonly<Record<string, readonly string[]>>;
  /** Fields hidden from this role (never shown nor accepted) or read-only for it. */
  fields?: Readonly<Record<string, 'hidden' | 'readOnly'>>;
  /**
   * What the person may do on their own record of this area (its key is their user id), whatever
   * the scope: the actions, and for `edit` the only fields they may write.
   */
  self?: { actions: readonly AreaAction[]; fields?: readonly string[] };
}

export interface ResourceDeclaration {
  /** API path segment and route: `/api/{name}`, `#/{name}`. */
  name: string;
  /** The field that identifies a record. Default `id` (an integer the server assigns). */
  key?: string;
  /** A component name of @mui/icons-material (for instance `School`); default a list icon. */
  icon?: IconName;
  /** A field name, or a template such as `{first_name} {last_name}`. */
  recordRepresentation: string;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /** Fields searched by the full-text `q` parameter. Default: text fields shown in the list. */
  searchFields?: readonly string[];
  /** Boolean field toggled by the bulk activate/deactivate action. Default `active` when declared. */
  activeField?: string;
  fields: readonly FieldDeclaration[];
  /**
   * Escape hatch: screens registered with the engine (`components.screens`), which receive the
   * generated screen's props and may reuse its building blocks (src/engine/index.tsx).
   */
  screens?: { list?: string; create?: string | false; edit?: string | false };
  actions?: ActionsDeclaration;
  /**
   * Groups of form fields. A group appears where its first field is declared; the fields of no
   * group keep their place.
   */
  fieldsets?: readonly FieldsetDeclaration[];
  /**
   * Fields whose change on the signed-in person's own record asks for their current password: the
   * edit form then shows a `current_password` input and sends it (the server refuses without it).
   */
  currentPasswordFor?: readonly string[];
  /** Hidden from the menu (still routed and served). */
  hideFromMenu?: boolean;
  /** Menu position, smallest first. */
  menuOrder?: number;
  /** Per role, how this area departs from the roles file (resources/roles.ts). */
  permissions?: Readonly<Record<string, AreaRolePermissions>>;
}

/** Checks a declaration; a fieldset may only name the declaration's own fields. */
export function defineResource<const T extends ResourceDeclaration>(
  declaration: T & { fieldsets?: readonly FieldsetDeclaration<T['fields'][number]['name']>[] },
): T {
  return declaration;
}

/** Fields every record carries, managed by the server. */
export const SYSTEM_FIELDS = ['created_at', 'updated_at'] as const;
