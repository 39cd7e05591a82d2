/**
 * Option lists the forms load at run time (activities' language and type): `{code, label,
 * labelKey}` with French labels, the code being the stored value; `labelKey` is the label's i18n
 * key, so the app shows it in the language a person chose. The lists are in optionLists.ts.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../http/messages';
import { ACTIVITY_TYPE_CODES, LANGUAGE_CODES, OPTION_LISTS, type OptionList } from './optionLists';

export { ACTIVITY_TYPE_CODES, LANGUAGE_CODES };

export interface Option {
  code: string;
  label: string;
  labelKey: string;
}

const optionsOf = ({ codes, labels }: OptionList): Option[] =>
  codes.map((code) => {
    const labelKey = `server.${labels}.${code}`;
    return { code, label: t(labelKey), labelKey };
  });

const optionListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { code: { type: 'string' }, label: { type: 'string' }, labelKey: { type: 'string' } },
  },
};

export function registerConfigRoutes(app: FastifyInstance): void {
  for (const [path, list] of OPTION_LISTS) {
    app.get(
      `/api/${path}`,
      {
        // Option lists every form loads, whatever the person may do with them.
        config: { permission: 'signedIn' },
        schema: { tags: ['config'], summary: list.summary, response: { 200: optionListSchema } },
      },
      async () => optionsOf(list),
    );
  }
}
