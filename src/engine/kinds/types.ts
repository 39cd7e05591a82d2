/**
 * What a field kind looks like in the app: its input, how its value reads (list column, read-only
 * value) and its list filter. The shared facts (placement, validation, secrecy) live in
 * resources/kit/kinds; these descriptors only render.
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
  common: { source: string; alwaysOn: true };
}

export interface UiKind<F extends FieldDeclaration> {
  /** Null when the kind has no input (a computed value). */
  input(args: InputArgs<F>): ReactElement | null;
  display(args: DisplayArgs<F>): ReactElement;
  filter(args: FilterArgs<F>): ReactElement;
}

export type UiKindRegistry = { [K in FieldKind]: UiKind<FieldOf<K>> };
