/**
 * The resource engine: turns declarations (resources/*.ts) into react-admin <Resource> elements
 * with generated list, create and edit screens, an icon, and how a record is named. A declaration
 * may replace a whole screen by a component registered in `components.screens`, or remove the
 * create/edit screen (`false`).
 */
import type { ComponentType, ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { representRecord } from '../../resources/kit/fields';
import { ResourceCreate } from './form/ResourceCreate';
import { ResourceEdit } from './form/ResourceEdit';
import { iconFor } from './icons';
import { ResourceList } from './list/ResourceList';
import type { EngineComponents, ScreenProps } from './types';

export type { EngineComponents, EngineDataProvider, EngineFieldProps, EngineInputProps } from './types';

function screen(
  name: string | false | undefined,
  Generated: ComponentType<ScreenProps>,
  props: ScreenProps,
): ReactElement | undefined {
  if (name === false) return undefined;
  if (name) {
    const Custom = props.components.screens?.[name];
    if (Custom) return <Custom />;
    console.warn(
      `[engine] ${props.declaration.name}: screen "${name}" is not registered, using the generated one`,
    );
  }
  return <Generated {...props} />;
}

export function renderResources(
  declarations: readonly ResourceDeclaration[],
  components: EngineComponents = {},
): ReactElement[] {
  return declarations.map((declaration) => {
    const props: ScreenProps = { declaration, components };
    const screens = declaration.screens ?? {};
    return (
      <Resource
        key={declaration.name}
        name={declaration.name}
        icon={iconFor(declaration.icon)}
        recordRepresentation={(record) => representRecord(declaration, record)}
        options={{ hideFromMenu: declaration.hideFromMenu === true, menuOrder: declaration.menuOrder }}
        list={screen(screens.list, ResourceList, props)}
        create={screen(screens.create, ResourceCreate, props)}
        edit={screen(screens.edit, ResourceEdit, props)}
      />
    );
  });
}
