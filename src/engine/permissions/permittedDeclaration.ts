/**
 * An area's declaration as one person may see it: hidden fields left out (forms, columns,
 * filters, export), read-only fields shown but not written, an enum field offering only the
 * values this person may give. The screens are generated from it as from any declaration.
 */
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { FieldRules } from '../../providers/auth/permissions/types';

function withRule(field: FieldDeclaration, rules: FieldRules): FieldDeclaration {
  const rule = rules[field.name];
  if (!rule) return field;
  let permitted = field;
  if (rule.readOnly) permitted = { ...permitted, readOnly: true };
  // A read-only value is shown as it is, whatever values this person may give.
  if (rule.values && !rule.readOnly && 'values' in field && field.values) {
    const allowed = new Set(rule.values);
    const values = field.values.filter((value) => allowed.has(value));
    const fallback = values.includes(String(field.default)) ? field.default : values[0];
    permitted = { ...permitted, values, default: fallback } as FieldDeclaration;
  }
  return permitted;
}

export function permittedDeclaration(
  declaration: ResourceDeclaration,
  rules: FieldRules | undefined,
): ResourceDeclaration {
  if (!rules || Object.keys(rules).length === 0) return declaration;
  return {
    ...declaration,
    fields: declaration.fields
      .filter((field) => !rules[field.name]?.hidden)
      .map((field) => withRule(field, rules)),
  };
}
