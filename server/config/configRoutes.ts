/**
 * Option lists the forms load at run time (activities' language and type): `{code, label}` with
 * French labels, the code being the stored value.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../http/messages';

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

export interface Option {
  code: string;
  label: string;
}

const optionsOf = (codes: readonly string[], group: string): Option[] =>
  codes.map((code) => ({ code, label: t(`server.${group}.${code}`) }));

const optionListSchema = {
  type: 'array',
  items: { type: 'object', properties: { code: { type: 'string' }, label: { type: 'string' } } },
};

export function registerConfigRoutes(app: FastifyInstance): void {
  app.get(
    '/api/config/languages',
    { schema: { tags: ['config'], summary: 'Langues des contenus', response: { 200: optionListSchema } } },
    async () => optionsOf(LANGUAGE_CODES, 'languages'),
  );
  app.get(
    '/api/config/activity-types',
    { schema: { tags: ['config'], summary: 'Types d’activité', response: { 200: optionListSchema } } },
    async () => optionsOf(ACTIVITY_TYPE_CODES, 'activityTypes'),
  );
}
