/** The engine's contracts with the app shell, the features and the data provider. */
import type { ComponentType } from 'react';
import type { DataProvider, Identifier } from 'react-admin';
import type {
  FieldDeclaration,
  MediaImageField,
  ResourceDeclaration,
} from '../../resources/kit/defineResource';

/**
 * Props of a custom input. The registry is typed for the media image input (the kind-wide
 * escape hatch); an input named by a field's `component` receives that field, whatever its kind.
 */
export interface EngineInputProps<F extends FieldDeclaration = MediaImageField> {
  source: string;
  field: F;
  resource: string;
  label?: string;
  helperText?: string;
  isRequired?: boolean;
}

/** Props of a custom list column named by a field's `component`. */
export interface EngineFieldProps {
  source: string;
  field: FieldDeclaration;
  resource: string;
  label?: string;
}

/**
 * Props of an extra action a declaration names (`actions`). It is rendered inside react-admin's
 * context of where it appears: the list (useListContext, with the selected ids for a bulk action)
 * or the edited record (useRecordContext).
 */
export interface EngineActionProps {
  declaration: ResourceDeclaration;
  /**
   * Its label, translated from `resources.{name}.actions.{action}` (humanised while untranslated:
   * react-admin's buttons would show a missing key as is).
   */
  label: string;
}

/** Escape hatches: components the declarations name, supplied by src/app. */
export interface EngineComponents {
  inputs?: Record<string, ComponentType<EngineInputProps>>;
  fields?: Record<string, ComponentType<EngineFieldProps>>;
  /** Whole screens; they receive the generated screen's props and its building blocks. */
  screens?: Record<string, ComponentType<CustomScreenProps>>;
  actions?: Record<string, ComponentType<EngineActionProps>>;
}

/** The data provider's custom methods the engine calls (src/providers/data/dataProvider.ts). */
export interface EngineDataProvider extends DataProvider {
  toggleActive: (
    resource: string,
    params: { ids: Identifier[]; active: boolean },
  ) => Promise<{ data: Identifier[] }>;
  getOptions: (path: string) => Promise<unknown[]>;
}

/** What every generated screen knows about its area. */
export interface ScreenProps {
  declaration: ResourceDeclaration;
  components: EngineComponents;
}

/** The generated screens' building blocks (./blocks.ts): whole screens, columns, filters, form, inputs. */
export type ScreenBlocks = typeof import('./blocks');

/** What a custom screen receives: the generated screen's props, and its building blocks to reuse. */
export interface CustomScreenProps extends ScreenProps {
  blocks: ScreenBlocks;
}
