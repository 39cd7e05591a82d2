/**
 * Every declared area, for the screens that read one area's links to the others (the records
 * pointing to the edited one).
 */
import { createContext, useContext } from 'react';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';

export const AllDeclarationsContext = createContext<readonly ResourceDeclaration[]>([]);

export function useAllDeclarations(): readonly ResourceDeclaration[] {
  return useContext(AllDeclarationsContext);
}
