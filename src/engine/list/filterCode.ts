/**
 * The filters' code (kinds/filters.tsx), loaded by the first list that shows its filters, after its
 * rows: a list's first render does not wait for it, and every later list has it at once.
 */
import { loadOnce } from '../loadOnce';

const filterCode = loadOnce(async () => (await import('../kinds/filters')).filterOf);

export const loadFilterCode = filterCode.load;
