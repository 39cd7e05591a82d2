/** A value the form shows but never sends: server-managed dates, a key that cannot change. */
import type { ReactElement } from 'react';
import { Labeled } from 'react-admin';

export function ReadOnlyValue({
  source,
  label,
  children,
}: {
  source: string;
  label?: string;
  children: ReactElement;
}) {
  return (
    <Labeled source={source} label={label} fullWidth>
      {children}
    </Labeled>
  );
}
