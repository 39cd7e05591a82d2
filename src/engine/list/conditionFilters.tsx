/**
 * The filters every list gets from its declaration beside the declared ones: from and to on numbers
 * and dates (`<field>_gte`, `<field>_lte`), empty or filled on optional fields (`<field>_empty`), as
 * the list contract names them (resources/contracts/listQuery.ts). They are added from the filter
 * button, so a list's filter bar stays as declared until someone wants one.
 */
import { useTranslate, useTranslateLabel } from 'react-admin';
import type { ReactElement } from 'react';
import { conditionParameter, listRules, type FilterOperator } from '../../../resources/contracts/listQuery';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { DeferredFilter } from './DeferredFilter';
import { filteredFields, listedFields } from './listDefaults';

const LABELS: Record<FilterOperator, string> = {
  gte: 'engine.filters.from',
  lte: 'engine.filters.to',
  empty: 'engine.filters.emptiness',
};

/** "Date de début : à partir de": the field's own label, then what the filter asks of it. */
function ConditionLabel({
  resource,
  field,
  operator,
}: {
  resource: string;
  field: string;
  operator: FilterOperator;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const label = translateLabel({ source: field, resource });
  return <>{translate(LABELS[operator], { field: typeof label === 'string' ? label : field })}</>;
}

/** The input of a bound: the field's own filter, under the parameter's name. */
function boundField(field: FieldDeclaration, parameter: string): FieldDeclaration {
  return { ...field, name: parameter };
}

/** The input of an emptiness test: yes (empty), no (filled) or no choice. */
function emptinessField(parameter: string): FieldDeclaration {
  return { name: parameter, kind: 'boolean' };
}

export function conditionFilters(
  declaration: ResourceDeclaration,
): ReactElement<{ source: string; alwaysOn?: boolean; field?: FieldDeclaration }>[] {
  const rules = listRules(declaration);
  const offered = new Set([...listedFields(declaration), ...filteredFields(declaration)]);
  const filters: ReactElement<{ source: string; alwaysOn?: boolean; field?: FieldDeclaration }>[] = [];
  for (const field of declaration.fields) {
    if (!offered.has(field)) continue;
    const operators: FilterOperator[] = [
      ...(rules.ranged?.has(field.name) ? (['gte', 'lte'] as const) : []),
      ...(rules.emptiable?.has(field.name) ? (['empty'] as const) : []),
    ];
    for (const operator of operators) {
      const parameter = conditionParameter(field.name, operator);
      const label = <ConditionLabel resource={declaration.name} field={field.name} operator={operator} />;
      filters.push(
        operator === 'empty' ? (
          <DeferredFilter
            key={parameter}
            source={parameter}
            alwaysOn={false}
            field={emptinessField(parameter)}
            resource={declaration.name}
            label={label}
            trueLabel="engine.filters.empty"
            falseLabel="engine.filters.filled"
          />
        ) : (
          <DeferredFilter
            key={parameter}
            source={parameter}
            alwaysOn={false}
            field={boundField(field, parameter)}
            resource={declaration.name}
            label={label}
          />
        ),
      );
    }
  }
  return filters;
}
