/** JSON schemas of the saved views' routes, for the OpenAPI document only (the contract is savedViewContract.ts). */
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_PER_PAGE_MAX } from '../../resources/contracts/savedViewContract';

type JsonSchema = Record<string, unknown>;

const paramsSchema: JsonSchema = {
  type: 'object',
  description: 'La liste telle qu’elle était : filtres, tri, taille de page, colonnes affichées',
  properties: {
    filter: { type: 'object', additionalProperties: true, description: 'Valeurs des filtres de la liste' },
    sort: {
      type: 'object',
      nullable: true,
      properties: { field: { type: 'string' }, order: { type: 'string', enum: ['ASC', 'DESC'] } },
      description: 'null : le tri par défaut de la zone',
    },
    perPage: { type: 'integer', minimum: 1, maximum: SAVED_VIEW_PER_PAGE_MAX, nullable: true },
    columns: {
      type: 'array',
      items: { type: 'string' },
      nullable: true,
      description: 'Colonnes affichées, dans leur ordre ; null : celles par défaut',
    },
  },
};

const name = {
  type: 'string',
  maxLength: SAVED_VIEW_NAME_MAX,
  description: 'Unique pour la personne et la zone',
};
const sharedRole = {
  type: 'string',
  nullable: true,
  description:
    'Rôle avec lequel la vue est partagée (le sien ; un administrateur : n’importe lequel), ou null',
};

export const savedViewSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    resource: { type: 'string' },
    name: { type: 'string' },
    params: paramsSchema,
    shared_role: { type: 'string', nullable: true },
    owner_id: { type: 'integer' },
    owner_name: { type: 'string' },
    mine: { type: 'boolean', description: 'La personne qui demande en est l’auteur' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
};

export const newViewBody: JsonSchema = {
  type: 'object',
  required: ['resource', 'name', 'params'],
  properties: { resource: { type: 'string' }, name, params: paramsSchema, shared_role: sharedRole },
};

export const viewChangeBody: JsonSchema = {
  type: 'object',
  properties: { name, params: paramsSchema, shared_role: sharedRole },
};

export const idParam: JsonSchema = { type: 'object', properties: { id: { type: 'integer' } } };
