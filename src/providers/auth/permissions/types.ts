/** What the app knows of the signed-in person's rights, and how a screen asks about them. */
import type { FieldRule } from '../../../../resources/contracts/permissionsContract';

/** react-admin's canAccess parameters; `resource` may name a field (`users.role`). */
export interface AccessQuery {
  action: string;
  resource: string;
  record?: Record<string, unknown>;
}

/** The field rules of one area for one form or list: field name -> rule. */
export type FieldRules = Record<string, FieldRule>;

export interface FieldRulesQuery {
  resource: string;
  /** The area's declared fields: each is checked against the rules. */
  fields: readonly string[];
  /** The record shown (an edit form): rules with conditions are evaluated against it. */
  record?: Record<string, unknown>;
  /** The form's mode: which action writes the fields. Default: read only (lists, filters, export). */
  mode?: 'create' | 'edit';
}

/** Decides a question once the person's rights are known. */
export interface Rights {
  can(query: AccessQuery): boolean;
  fieldRules(query: FieldRulesQuery): FieldRules;
}
