/**
 * A generated screen given its area's declaration as the signed-in person may see it (hidden
 * fields out of its columns, filters and export): waits for the person's rights the first time,
 * and for the answers the list toolbar's buttons ask (react-admin's CreateButton renders nothing
 * while its question is pending): asked here with the same public hook, they are known when the
 * toolbar first paints, so no button arrives later to push the filters onto another line.
 */
import { useMemo, type ComponentType } from 'react';
import { LinearProgress, useCanAccess } from 'react-admin';
import { DeclarationContext } from '../declarationContext';
import type { ScreenProps } from '../types';
import { permittedDeclaration } from './permittedDeclaration';
import { useFieldRules } from './useFieldRules';

export function PermittedScreen({ Screen, ...props }: ScreenProps & { Screen: ComponentType<ScreenProps> }) {
  const { rules, isPending } = useFieldRules(props.declaration);
  const resource = props.declaration.name;
  const toolbar = [
    useCanAccess({ action: 'create', resource }),
    useCanAccess({ action: 'import', resource }),
    useCanAccess({ action: 'export', resource }),
  ];
  const declaration = useMemo(
    () => permittedDeclaration(props.declaration, rules),
    [props.declaration, rules],
  );
  if (isPending || toolbar.some((answer) => answer.isPending)) return <LinearProgress />;
  return (
    <DeclarationContext.Provider value={declaration}>
      <Screen {...props} declaration={declaration} />
    </DeclarationContext.Provider>
  );
}
