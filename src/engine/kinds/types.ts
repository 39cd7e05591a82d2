/**
 * What a field kind looks like in the app: how its value reads (list column, read-only value), its
 * list filter and its input, each in a registry of its own (displays.tsx, filters.tsx, inputs.tsx)
 * so a screen loads only the code of what it shows. The shared facts (placement, validation,
 * secrecy) live in resources/kit/kinds; these only render. Each registry is typed over FieldKind:
 * a kind added to the vocabulary without its UI does not compile.
 */
import type { ReactElement } from 'react';
import type { FieldDeclaration, FieldKind, ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { FieldOf } from '../../../resources/kit/kinds/types';
import type { SchemaMode } from '../../../resources/kit/schema';
import type { EngineComponents } from '../types';

export interface InputContext {
  declaration: ResourceDeclaration;
  mode: SchemaMode;
  components: EngineComponents;
  /** Set for the fields of a list of objects: the list's name. */
  listField?: string;
}

/** The props every input gets, whatever its kind. */
export interface CommonInputProps {
  source: string;
  label?: string;
  helperText?: string;
  isRequired: boolean;
}

export interface InputArgs<F extends FieldDeclaration> {
  ctx: InputContext;
  field: F;
  common: CommonInputProps;
  /** The declared default, given to the inputs of a list's items (a new item has no record). */
  defaultValue: unknown;
  /** The input of a nested field (an object list's items). */
  inputFor(ctx: InputContext, field: FieldDeclaration): ReactElement | null;
}

export interface DisplayArgs<F extends FieldDeclaration> {
  field: F;
  source: string;
  resource: string;
}

export interface FilterArgs<F extends FieldDeclaration> {
  field: F;
  resource: string;
  common: { source: string; alwaysOn: boolean };
}

/** How each kind's value reads: list cells and read-only values. */
export type DisplayRegistry = {
  [K in FieldKind]: (args: DisplayArgs<FieldOf<K>>) => ReactElement;
};

/** Each kind's list filter. */
export type FilterRegistry = {
  [K in FieldKind]: (args: FilterArgs<FieldOf<K>>) => ReactElement;
};

/** Each kind's form input; null when the kind has none (a computed value). */
export type InputRegistry = {
  [K in FieldKind]: (args: InputArgs<FieldOf<K>>) => ReactElement | null;
};
