/** JSON schemas of a resource's routes, generated from its declaration for the OpenAPI document only. */
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../../resources/contracts/listLimits';
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import type { ResourceModel } from './model';

type JsonSchema = Record<string, unknown>;

function valueSchema(field: FieldDeclaration, keyOf: (resource: string) => JsonSchema): JsonSchema {
  switch (field.kind) {
    case 'number':
      return { type: 'number', minimum: field.min, maximum: field.max };
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return field.values ? { type: 'string', enum: [...field.values] } : { type: 'string' };
    case 'reference':
      return keyOf(field.target);
    case 'referenceList':
      return { type: 'array', items: keyOf(field.target) };
    case 'objectList':
      return {
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries(field.fields.map((f) => [f.name, valueSchema(f, keyOf)])),
        },
      };
    case 'computed':
      return { type: 'integer', readOnly: true };
    default:
      return {
        type: 'string',
        minLength: 'minLength' in field ? field.minLength : undefined,
        maxLength: 'maxLength' in field ? field.maxLength : undefined,
      };
  }
}

function clean(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined));
}

export function recordSchema(model: ResourceModel, models: Map<string, ResourceModel>): JsonSchema {
  const keyOf = (resource: string): JsonSchema =>
    models.get(resource)?.keyType === 'text' ? { type: 'string' } : { type: 'integer' };
  const properties: Record<string, JsonSchema> = { [model.key]: keyOf(model.name) };
  for (const field of model.declaration.fields) {
    const schema = clean(valueSchema(field, keyOf));
    if (field.kind === 'password') schema.writeOnly = true;
    if (field.readOnly) schema.readOnly = true;
    properties[field.name] = { ...schema, nullable: true };
  }
  properties.created_at = { type: 'string', format: 'date-time', readOnly: true };
  properties.updated_at = { type: 'string', format: 'date-time', readOnly: true };
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
