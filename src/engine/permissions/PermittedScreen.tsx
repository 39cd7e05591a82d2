/**
 * A generated screen given its area's declaration as the signed-in person may see it (hidden
 * fields out of its columns, filters and export): waits for the person's rights the first time in
 * a session, one read (useAreaRights.ts). Every control of the screen then knows its answer from
 * its first render, so the toolbar paints with all its buttons and none arrives later to push the
 * filters onto another line.
 */
import { useMemo, type ComponentType } from 'react';
import { LoadingLine } from '../../layout/LoadingLine';
import { DeclarationContext } from '../declarationContext';
import type { ScreenProps } from '../types';
import { permittedDeclaration } from './permittedDeclaration';
import { useFieldRules } from './useFieldRules';

export function PermittedScreen({ Screen, ...props }: ScreenProps & { Screen: ComponentType<ScreenProps> }) {
  const { rules, isPending } = useFieldRules(props.declaration);
  const declaration = useMemo(
    () => permittedDeclaration(props.declaration, rules),
    [props.declaration, rules],
  );
  if (isPending) return <LoadingLine />;
  return (
    <DeclarationContext.Provider value={declaration}>
      <Screen {...props} declaration={declaration} />
    </DeclarationContext.Provider>
  );
}
