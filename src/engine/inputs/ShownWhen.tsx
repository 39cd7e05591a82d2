/**
 * An object list item's input shown only while a sibling field of the same item has one of the
 * declared values (`shownWhen`): a question's choices are asked for a choice question only.
 */
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useSourceContext } from 'react-admin';

export function ShownWhen({
  field,
  values,
  children,
}: {
  field: string;
  values: readonly string[];
  children: ReactNode;
}) {
  // Inside an object list's item, the source context names the item's own fields.
  const name = useSourceContext().getSource(field);
  const value: unknown = useWatch({ name });
  return typeof value === 'string' && values.includes(value) ? children : null;
}
