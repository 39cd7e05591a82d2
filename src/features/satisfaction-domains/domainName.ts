/**
 * A domain's name is checked with the same rule the server applies (the declaration's schema),
 * so the page refuses an empty or too long name with the server's own message.
 */
import domains from '../../../resources/satisfaction-template-domains';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { fieldByName } from '../../../resources/kit/fields';
import { fieldSchema, type Translate } from '../../../resources/kit/schema';

const nameField = fieldByName(domains, 'name') as FieldDeclaration;

/** The error message for this name, or undefined when it is acceptable. */
export function nameError(name: string, translate: Translate): string | undefined {
  const result = fieldSchema(nameField, 'create', translate).safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const DOMAINS = domains.name;
export const TEMPLATES = 'satisfaction-templates';
