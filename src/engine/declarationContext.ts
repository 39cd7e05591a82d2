/**
 * The declaration of the area a generated screen shows, for the components deep inside react-admin's
 * screens (toolbar buttons) that receive no props from the engine.
 */
import { createContext, useContext } from 'react';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';

export const DeclarationContext = createContext<ResourceDeclaration | undefined>(undefined);

export function useDeclaration(): ResourceDeclaration | undefined {
  return useContext(DeclarationContext);
}
