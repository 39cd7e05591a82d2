/**
 * JSON schemas of a resource's routes for the OpenAPI document only (app.ts accepts every body and
 * the handlers validate). Request bodies are the validation schema itself (validateRecord.ts)
 * converted by zod; responses describe the stored record from the same field schemas.
 */
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { isSecret } from '../../resources/kit/fields';
import { toJsonSchema } from '../../resources/kit/jsonSchema';
import { kindOf } from '../../resources/kit/kinds';
import type { JsonSchema } from '../../resources/kit/kinds/types';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../../resources/kit/listLimits';
import { fieldSchema, type SchemaMode } from '../../resources/kit/schema';
import { optionCodes } from '../config/optionLists';
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

export function listQuerySchema(model: ResourceModel): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    skip: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIST_LIMIT, default: DEFAULT_LIST_LIMIT },
    sort: { type: 'string', enum: [...model.sortable.keys()] },
    order: { type: 'string', enum: ['asc', 'desc'] },
    q: { type: 'string', description: `Recherche dans : ${model.search.join(', ')}` },
  };
  for (const name of model.filterable.keys()) {
    properties[name] ??= { type: 'string', description: 'Filtre (répéter le paramètre pour « l’un de »)' };
  }
  return { type: 'object', properties };
}

export const idsBodySchema: JsonSchema = {
  type: 'object',
  properties: { ids: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } } },
  required: ['ids'],
};
