/**
 * The option lists the server serves under /api/config (configRoutes.ts), by API path. The same
 * table tells the record validator which codes an `optionsFrom` enum accepts, so a code the list
 * does not offer is refused even when a client skips the form.
 */
export const LANGUAGE_CODES = ['fr', 'en', 'es', 'de', 'it', 'pt', 'ar', 'zh'] as const;
export const ACTIVITY_TYPE_CODES = [
  'quiz',
  'exercise',
  'video',
  'reading',
  'game',
  'project',
  'workshop',
  'assessment',
  'experiment',
  'debate',
] as const;

export interface OptionList {
  codes: readonly string[];
  /** Group of the French labels under `server.` in i18n (`server.languages.fr`). */
  labels: string;
  /** Summary of the route in /api/openapi.json. */
  summary: string;
}

/** By the path a declaration names in `optionsFrom` (the API path without `/api/`). */
export const OPTION_LISTS: ReadonlyMap<string, OptionList> = new Map([
  ['config/languages', { codes: LANGUAGE_CODES, labels: 'languages', summary: 'Langues des contenus' }],
  [
    'config/activity-types',
    { codes: ACTIVITY_TYPE_CODES, labels: 'activityTypes', summary: 'Types d’activité' },
  ],
]);

/** The codes served at `path`, or undefined for a list this server does not serve. */
export function optionCodes(path: string): readonly string[] | undefined {
  return OPTION_LISTS.get(path.replace(/^\/+/, ''))?.codes;
}
