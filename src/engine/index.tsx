/**
 * The resource engine: turns declarations (resources/*.ts) into react-admin <Resource> elements
 * with generated list, create and edit screens, an icon, and how a record is named. A declaration
 * may replace a screen by a component registered in `components.screens`, which receives the
 * generated screen's props and may reuse its building blocks (exported below), or remove the
 * create/edit screen (`false`).
 */
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { LoadingLine } from '../layout/LoadingLine';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { representRecord } from '../../resources/kit/fields';
import { DeclarationContext } from './declarationContext';
import { iconFor } from './icons';
import { AllDeclarationsContext } from './related/allDeclarations';
import { loadedListScreen, loadListScreen } from './listScreen';
import { PermittedScreen } from './permissions/PermittedScreen';
import type { CustomScreenProps, EngineComponents, ScreenBlocks, ScreenProps } from './types';

// The generated screens (and the form library and zod schemas they bring) load on first use, so
// the first page load stays within its budget (bench/build.ts: 270 kB gzip).
const LazyResourceList = lazy(async () => ({ default: await loadListScreen() }));
const ResourceCreate = lazy(async () => ({
  default: (await import('./form/ResourceCreate')).ResourceCreate,
}));
const ResourceEdit = lazy(async () => ({ default: (await import('./form/ResourceEdit')).ResourceEdit }));

/** The list screen, rendered directly when its code is already in (see listScreen.ts). */
function ResourceList(props: ScreenProps) {
  // Chosen once per mount: switching from the lazy component to the loaded one would remount the list.
  const [Loaded] = useState(loadedListScreen);
  return Loaded ? <Loaded {...props} /> : <LazyResourceList {...props} />;
}

export type {
  EngineActionProps,
  EngineComponents,
  EngineDataProvider,
  EngineFieldProps,
  EngineInputProps,
  CustomScreenProps,
  ScreenBlocks,
  ScreenProps,
} from './types';

// The building blocks reach custom screens as a prop rather than as exports of this module: this
// module is part of the first load, and re-exporting them here would pull the list and form code
// into it (bench/build.ts: 300 kB gzip). They load with the first custom screen shown.
const withBlocks = new WeakMap<ComponentType<CustomScreenProps>, ComponentType<ScreenProps>>();

function customScreen(Custom: ComponentType<CustomScreenProps>): ComponentType<ScreenProps> {
  let Screen = withBlocks.get(Custom);
  if (!Screen) {
    Screen = lazy(async () => {
      const blocks: ScreenBlocks = await import('./blocks');
      return { default: (props: ScreenProps) => <Custom {...props} blocks={blocks} /> };
    });
    withBlocks.set(Custom, Screen);
  }
  return Screen;
}

function screen(
  name: string | false | undefined,
  Generated: ComponentType<ScreenProps>,
  props: ScreenProps,
  declarations: readonly ResourceDeclaration[],
): ReactElement | undefined {
  if (name === false) return undefined;
  const Custom = name ? props.components.screens?.[name] : undefined;
  const Screen = Custom ? customScreen(Custom) : Generated;
  if (name && !Custom)
    console.warn(
      `[engine] ${props.declaration.name}: screen "${name}" is not registered, using the generated one`,
    );
  return (
    <AllDeclarationsContext.Provider value={declarations}>
      <DeclarationContext.Provider value={props.declaration}>
        <Suspense fallback={<LoadingLine />}>
          <PermittedScreen Screen={Screen} {...props} />
        </Suspense>
      </DeclarationContext.Provider>
    </AllDeclarationsContext.Provider>
  );
}

export function renderResources(
  declarations: readonly ResourceDeclaration[],
  components: EngineComponents = {},
): ReactElement<ResourceProps>[] {
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
        list={screen(screens.list, ResourceList, props, declarations)}
        create={screen(screens.create, ResourceCreate, props, declarations)}
        edit={screen(screens.edit, ResourceEdit, props, declarations)}
      />
    );
  });
}
