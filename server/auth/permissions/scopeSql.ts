/**
 * A person's rules on an area as one more condition of the list query (server/lists/listReader.ts
 * `ListScope`): CASL's rulesToCondition flattens the rules (later ones first, `cannot` as AND NOT),
 * and each rule's conditions become SQL on `t`, the area's table. The conditions are those
 * resources/kit/permissions.ts writes: equality, `$in`, and a path `{via}.{field}` through a
 * reference (a record that belongs to a scoped one).
 */
import { rulesToCondition } from '@casl/ability/extra';
import { ident } from '../../db/database';
import type { ListScope } from '../../lists/listReader';
import type { ResourceModel } from '../../resources/model';
import type { AppAbility } from './ability';

interface Fragment {
  sql: string;
  args: unknown[];
}

const NOTHING: Fragment = { sql: '1 = 0', args: [] };
const EVERYTHING: Fragment = { sql: '1 = 1', args: [] };

function join(parts: Fragment[], operator: 'AND' | 'OR'): Fragment {
  if (parts.length === 0) return operator === 'AND' ? EVERYTHING : NOTHING;
  return {
    sql: parts.map((part) => `(${part.sql})`).join(` ${operator} `),
    args: parts.flatMap((part) => part.args),
  };
}

/** `column` compared with a condition's value: a plain value, `{ $in }`, `{ $nin }`, `{ $eq }`, `{ $ne }`. */
function compare(column: string, value: unknown): Fragment {
  if (value === null) return { sql: `${column} IS NULL`, args: [] };
  if (typeof value !== 'object') return { sql: `${column} = ?`, args: [value] };
  const parts = Object.entries(value as Record<string, unknown>).map(([operator, operand]): Fragment => {
    switch (operator) {
      case '$eq':
        return compare(column, operand);
      case '$ne':
        return operand === null
          ? { sql: `${column} IS NOT NULL`, args: [] }
          : { sql: `(${column} IS NULL OR ${column} <> ?)`, args: [operand] };
      case '$in':
      case '$nin': {
        const list = operand as unknown[];
        const inList = list.length
          ? { sql: `${column} IN (${list.map(() => '?').join(', ')})`, args: [...list] }
          : NOTHING;
        return operator === '$in' ? inList : { sql: `NOT (${inList.sql})`, args: inList.args };
      }
      default:
        // The rules file only writes the operators above; another would be a rule the server cannot keep.
        throw new Error(`permission condition operator ${operator} has no SQL form`);
    }
  });
  return join(parts, 'AND');
}

/** One field of a rule's conditions: a column of `t`, or `{via}.{field}` through a reference. */
function fieldCondition(
  model: ResourceModel,
  models: ReadonlyMap<string, ResourceModel>,
  path: string,
  value: unknown,
): Fragment {
  const [via, field] = path.split('.');
  if (field === undefined) return compare(`t.${ident(path)}`, value);
  const reference = model.declaration.fields.find((f) => f.name === via);
  const owner = reference && 'target' in reference ? models.get(reference.target) : undefined;
  if (!owner) throw new Error(`permission condition ${path}: ${via} is not a reference of ${model.name}`);
  const inner = compare(`o.${ident(field)}`, value);
  return {
    sql: `t.${ident(via)} IN (SELECT o.${ident(owner.key)} FROM ${ident(owner.table)} o WHERE ${inner.sql})`,
    args: inner.args,
  };
}

/**
 * The rows of `model` the person may take `action` on, as a list scope: undefined when every row
 * (no condition), a condition that matches nothing when no rule allows the action.
 */
export function scopeOf(
  ability: AppAbility,
  action: string,
  model: ResourceModel,
  models: ReadonlyMap<string, ResourceModel>,
): ListScope | undefined {
  const condition = rulesToCondition(
    ability.rulesFor(action, model.name),
    (rule): Fragment => {
      const conditions = Object.entries((rule.conditions ?? {}) as Record<string, unknown>).map(
        ([path, value]) => fieldCondition(model, models, path, value),
      );
      const all = join(conditions, 'AND');
      return rule.inverted ? { sql: `NOT (${all.sql})`, args: all.args } : all;
    },
    { and: (parts) => join(parts, 'AND'), or: (parts) => join(parts, 'OR'), empty: () => EVERYTHING },
  );
  if (condition === null) return NOTHING;
  return condition === EVERYTHING ? undefined : condition;
}
