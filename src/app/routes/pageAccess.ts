/**
 * The question each page that is not an area asks canAccess (resources/contracts/permissionsContract.ts,
 * PAGE_SUBJECTS): the menu shows its entry, and its route opens, only when the answer is yes.
 */
import type { PageSubject } from '../../../resources/contracts/permissionsContract';

export const pageAccess: Record<PageSubject, { resource: PageSubject; action: string }> = {
  media: { resource: 'media', action: 'list' },
  journal: { resource: 'journal', action: 'list' },
  trash: { resource: 'trash', action: 'list' },
  tests: { resource: 'tests', action: 'access' },
  rights: { resource: 'rights', action: 'access' },
};
