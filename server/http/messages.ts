/**
 * The server speaks French: every `detail` and `msg` comes from i18n/fr.ts, the same messages the
 * app shows, so a rule checked on both sides gives the same words.
 */
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { fieldLabelKey } from '../../resources/kit/labels';
import type { Translate } from '../../resources/kit/schema';

// react-admin's message type allows undefined leaves, which the lookup treats as missing anyway.
export const t: Translate = makeTranslate(fr as unknown as Messages);

/** The French label of a declared field, or its name when the resource has no label for it. */
export function fieldLabel(resource: string, field: string): string {
  return t(fieldLabelKey(resource, field), { _: field });
}

/** The plural name of a declared area (`Classes`), or its name when it has no label. */
export function resourceLabel(resource: string): string {
  const name = t(`resources.${resource}.name`, { _: resource });
  return name.split('||||').pop()?.trim() ?? resource;
}
