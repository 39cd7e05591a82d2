/**
 * JSON schemas of a resource's routes, generated from its declaration. Request bodies are the
 * validation schema itself (validateRecord.ts) converted by zod, for the OpenAPI document only (the
 * handlers validate); parameters are also checked by Fastify; responses describe the stored record
 * from the same field schemas.
 */
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { isSecret } from '../../resources/kit/fields';
import { toJsonSchema } from '../../resources/kit/jsonSchema';
import { kindOf } from '../../resources/kit/kinds';
import type { JsonSchema } from '../../resources/kit/kinds/types';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../../resources/contracts/listLimits';
import { fieldSchema, type SchemaMode } from '../../resources/kit/schema';
import { optionCodes } from '../config/optionLists';
import { ERROR_MESSAGE_KEYWORD } from '../http/validationErrors';
import { t } from '../http/messages';
import type { ResourceModel } from './model';
import { recordValidationSchema } from './validateRecord';

const TIMESTAMP: JsonSchema = { type: 'string', format: 'date-time', readOnly: true };

/** The body of a create (`create`) or an update (`edit`): exactly what validation accepts. */
export function bodySchema(model: ResourceModel, mode: SchemaMode): JsonSchema {
  const schema = toJsonSchema(recordValidationSchema(model, mode));
  if (mode === 'edit') {
    const properties = schema.properties as Record<string, JsonSchema>;
    // The key, for the update that names it in the body rather than in the path.
    properties[model.key] ??= { type: model.keyType === 'text' ? 'string' : 'integer' };
    // The version read, checked against the stored one (409 when someone saved in between).
    properties.updated_at = { type: 'string', format: 'date-time' };
  }
  return schema;
}

/** A stored key of `resource`: its type as the server gives it back. */
function keySchema(models: Map<string, ResourceModel>, resource: string): JsonSchema {
  return models.get(resource)?.keyType === 'text' ? { type: 'string' } : { type: 'integer' };
}

function storedValueSchema(field: FieldDeclaration, models: Map<string, ResourceModel>): JsonSchema {
  const kind = kindOf(field);
  if (kind.storage === 'computed') return kind.jsonSchema(field);
  // Keys are given back in the type the target stores them in, which only the models know.
  if (kind.storage === 'targetKey' && 'target' in field) return keySchema(models, field.target);
  if (kind.storage === 'linkTable' && 'target' in field)
    return { type: 'array', items: keySchema(models, field.target) };
  return toJsonSchema(fieldSchema(field, 'create', t, { optionCodes }));
}

/** A record as the server returns it: secrets never are. */
export function recordSchema(model: ResourceModel, models: Map<string, ResourceModel>): JsonSchema {
  const properties: Record<string, JsonSchema> = { [model.key]: keySchema(models, model.name) };
  for (const field of model.declaration.fields) {
    if (isSecret(field)) continue;
    const schema = storedValueSchema(field, models);
    properties[field.name] = { ...schema, ...(field.readOnly ? { readOnly: true } : {}), nullable: true };
  }
  properties.created_at = TIMESTAMP;
  properties.updated_at = TIMESTAMP;
  return { type: 'object', properties };
}

/**
 * The list's parameters, checked by Fastify (areaValidation.ts) with the messages named here. Sort,
 * order and filters are checked by the list query itself, whose messages name the field.
 */
export function listQuerySchema(model: ResourceModel): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    skip: {
      type: 'integer',
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      default: 0,
      [ERROR_MESSAGE_KEYWORD]: t('server.query.skip'),
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_LIST_LIMIT,
      default: DEFAULT_LIST_LIMIT,
      [ERROR_MESSAGE_KEYWORD]: t('server.query.limit', { min: 1, max: MAX_LIST_LIMIT }),
    },
    sort: { type: 'string', description: `Un de : ${[...model.sortable.keys()].join(', ')}` },
    order: { type: 'string', description: 'asc ou desc' },
    q: { type: 'string', description: `Recherche dans : ${model.search.join(', ')}` },
  };
  for (const name of model.filterable.keys()) {
    properties[name] ??= { description: 'Filtre (répéter le paramètre pour « l’un de »)' };
  }
  return { type: 'object', properties };
}

export const idsBodySchema: JsonSchema = {
  type: 'object',
  properties: { ids: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } } },
  required: ['ids'],
};
