/**
 * The cap of a reference list, apart from fields.ts: the reference kind and the declaration
 * helpers both need it, and fields.ts already reads the kinds (a shared home keeps no cycle).
 */
import type { ReferenceField } from './defineResource';

/**
 * Default cap of a reference list: far above what a form is used for, low enough that a request
 * cannot make the server check an unbounded number of keys.
 */
export const REFERENCE_LIST_MAX_ITEMS = 1000;

export function referenceListMaxItems(field: ReferenceField): number {
  return field.maxItems ?? REFERENCE_LIST_MAX_ITEMS;
}
