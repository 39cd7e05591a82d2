/**
 * The areas' definitions react-admin reads (menu, titles, links, reference fields), known from the
 * first render and kept as they are. React-admin's own provider takes each area out and puts it
 * back when its router re-reads the `<Resource>` children, just after mount: a new set of equal
 * definitions, and the whole app rendered again (a long task once the rows are shown). The
 * declared areas never change while the app runs, so taking one out is ignored; an area react-admin
 * registers that is not declared (none today) is added as its provider would.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';

/** Same keys, same values: Resource.registerResource of the same props gives such a copy. */
function sameDefinition(a: ResourceDefinition | undefined, b: ResourceDefinition): boolean {
  if (!a) return false;
  const keys = Object.keys(b) as (keyof ResourceDefinition)[];
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
}

export function DeclaredDefinitions({
  definitions: declared,
  children,
}: {
  definitions: ResourceDefinitions;
  children: ReactNode;
}) {
  const [definitions, setDefinitions] = useState(declared);
  const register = useCallback((definition: ResourceDefinition) => {
    setDefinitions((current) =>
      sameDefinition(current[definition.name], definition)
        ? current
        : { ...current, [definition.name]: definition },
    );
  }, []);
  const unregister = useCallback(
    (definition: ResourceDefinition) => {
      if (definition.name in declared) return;
      setDefinitions((current) => {
        const { [definition.name]: _removed, ...rest } = current;
        return rest;
      });
    },
    [declared],
  );
  const value = useMemo(() => ({ definitions, register, unregister }), [definitions, register, unregister]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
