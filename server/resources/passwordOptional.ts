/**
 * A resource model whose secret (password) fields are optional on create. Restoring a deleted account and
 * importing accounts create records without a password: the history never holds one and a CSV
 * file need not. Such an account cannot sign in until someone sets its password.
 */
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { isSecret } from '../../resources/kit/fields';
import type { ResourceModel } from './model';

// One derived model per model, so validateRecord compiles its schema once, not per call.
const derived = new WeakMap<ResourceModel, ResourceModel>();

function optional(field: FieldDeclaration): FieldDeclaration {
  return isSecret(field) ? { ...field, required: false, requiredOnCreate: false } : field;
}

export function passwordOptional(model: ResourceModel): ResourceModel {
  if (!model.declaration.fields.some(isSecret)) return model;
  let found = derived.get(model);
  if (!found) {
    found = {
      ...model,
      declaration: { ...model.declaration, fields: model.declaration.fields.map(optional) },
    };
    derived.set(model, found);
  }
  return found;
}
