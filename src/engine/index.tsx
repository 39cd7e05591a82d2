/**
 * The resource engine: turns declarations (resources/*.ts) into react-admin <Resource> elements
 * with generated list, create and edit screens. STUB until the engine lands: guessers only.
 */
import { EditGuesser, ListGuesser, Resource } from 'react-admin';
import type { ReactElement } from 'react';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';

export function renderResources(declarations: readonly ResourceDeclaration[]): ReactElement[] {
  return declarations.map((declaration) => (
    <Resource key={declaration.name} name={declaration.name} list={ListGuesser} edit={EditGuesser} />
  ));
}
