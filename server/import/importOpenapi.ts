/** JSON schemas of the import route, for the OpenAPI document only (the contract is importContract.ts). */
import { IMPORT_MAX_ROWS } from '../../resources/contracts/importContract';

type JsonSchema = Record<string, unknown>;

export const importRequestSchema: JsonSchema = {
  type: 'object',
  required: ['rows', 'mode'],
  properties: {
    rows: {
      type: 'array',
      maxItems: IMPORT_MAX_ROWS,
      items: { type: 'object', additionalProperties: { type: 'string' } },
    },
    mode: {
      type: 'string',
      enum: ['all', 'valid'],
      description:
        '« all » : rien n’est écrit si une ligne est en erreur ; « valid » : les lignes valides sont écrites',
    },
    dry_run: { type: 'boolean', default: false, description: 'Aperçu : rapport complet, rien n’est écrit' },
  },
};

export const importReportSchema: JsonSchema = {
  type: 'object',
  properties: {
    dry_run: { type: 'boolean' },
    batch_id: {
      type: 'string',
      nullable: true,
      description: 'Identifiant commun des entrées d’historique écrites',
    },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    errors: { type: 'integer', description: 'Lignes en erreur' },
    estimated_seconds: {
      type: 'integer',
      description: 'Aperçu seulement : durée estimée de l’écriture de ces lignes, en secondes',
    },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer', description: 'Numéro de la ligne dans rows, à partir de 1' },
          verdict: { type: 'string', enum: ['create', 'update', 'unchanged', 'error'] },
          key: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
          errors: {
            type: 'array',
            items: { type: 'object', properties: { field: { type: 'string' }, msg: { type: 'string' } } },
          },
        },
      },
    },
  },
};
