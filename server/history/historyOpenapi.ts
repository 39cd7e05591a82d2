/** JSON schemas of the history routes, for the OpenAPI document only (the contract is historyContract.ts). */
import { HISTORY_ACTIONS } from '../../resources/contracts/historyContract';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../../resources/contracts/listLimits';

type JsonSchema = Record<string, unknown>;

export const historyEntrySchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    user_id: { type: 'integer', nullable: true },
    user_name: { type: 'string' },
    resource: { type: 'string' },
    record_key: { type: 'string' },
    record_label: { type: 'string' },
    action: { type: 'string', enum: [...HISTORY_ACTIONS] },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string' },
          before: { nullable: true },
          after: { nullable: true },
          secret: { type: 'boolean', description: 'Mot de passe modifié : aucune valeur n’est conservée' },
        },
      },
    },
    snapshot: {
      type: 'object',
      additionalProperties: true,
      description: 'Valeurs après la modification (avant, pour une suppression), sans les mots de passe',
    },
    batch_id: {
      type: 'string',
      nullable: true,
      description: 'Commun aux entrées d’une action groupée ou d’un import',
    },
  },
};

export const historyListResponse = {
  200: {
    description: 'Entrées, les plus récentes d’abord ; le total est dans X-Total-Count',
    type: 'array',
    items: historyEntrySchema,
  },
};

const paging: Record<string, JsonSchema> = {
  skip: { type: 'integer', minimum: 0, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: MAX_LIST_LIMIT, default: DEFAULT_LIST_LIMIT },
};

export const historyPagingQuery: JsonSchema = { type: 'object', properties: paging };

export const historyJournalQuery: JsonSchema = {
  type: 'object',
  properties: {
    ...paging,
    resource: { type: 'string', description: 'Nom de la zone (activities, users…)' },
    user_id: { type: 'integer' },
    action: { type: 'string', enum: [...HISTORY_ACTIONS] },
    record_key: { type: 'string' },
    batch_id: { type: 'string' },
    from: { type: 'string', description: 'Date ISO (incluse)' },
    to: { type: 'string', description: 'Date ISO (incluse : une date seule couvre toute la journée)' },
  },
};

export const restoreBodySchema: JsonSchema = {
  type: 'object',
  properties: {
    updated_at: {
      type: 'string',
      format: 'date-time',
      description: 'Version actuelle de l’enregistrement ; 409 si elle a changé entre-temps',
    },
  },
};

/** The error bodies a route may answer, in FastAPI's shape (`detail`: a sentence or field errors). */
export function errorResponses(descriptions: Record<number, string>): Record<number, JsonSchema> {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [
      status,
      { description, type: 'object', properties: { detail: {}, field: { type: 'string' } } },
    ]),
  );
}
