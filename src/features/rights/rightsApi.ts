/** GET /api/permissions/matrix (admins only): the role × area × action matrix and the field rules. */
import type { PermissionsMatrix } from '../../../resources/contracts/permissionsContract';
import { request } from '../../providers/http/httpClient';

export const rightsKeys = { matrix: ['rights', 'matrix'] as const };

export async function fetchRightsMatrix(): Promise<PermissionsMatrix> {
  const { json } = await request<PermissionsMatrix>('/api/permissions/matrix');
  return json;
}
