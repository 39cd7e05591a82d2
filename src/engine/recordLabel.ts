/** A record as people name it: its area's representation (`title`, `{first_name} {last_name}`), else its id. */
import type { RaRecord, ResourceDefinition } from 'react-admin';

export function recordLabel(definition: ResourceDefinition | undefined, record: RaRecord): string {
  const representation = definition?.recordRepresentation;
  if (typeof representation === 'function') return String(representation(record));
  if (typeof representation === 'string') return String(record[representation] ?? record.id);
  return String(record.id);
}
