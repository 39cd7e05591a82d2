/**
 * The extra actions a declaration names for one place (list toolbar, selected rows, edited record),
 * resolved to the components registered with the engine, each with its translated label.
 */
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { ActionsDeclaration, ResourceDeclaration } from '../../resources/kit/defineResource';
import { actionLabelKey } from '../../resources/kit/labels';
import type { EngineComponents } from './types';

export function DeclaredActions({
  declaration,
  components,
  place,
}: {
  declaration: ResourceDeclaration;
  components: EngineComponents;
  place: keyof ActionsDeclaration;
}) {
  const translate = useTranslate();
  return (
    <>
      {(declaration.actions?.[place] ?? []).map((name) => {
        const Action = components.actions?.[name];
        if (!Action) {
          console.warn(`[engine] ${declaration.name}: action "${name}" is not registered`);
          return <Fragment key={name} />;
        }
        return (
          <Action
            key={name}
            declaration={declaration}
            label={translate(actionLabelKey(declaration.name, name))}
          />
        );
      })}
    </>
  );
}
