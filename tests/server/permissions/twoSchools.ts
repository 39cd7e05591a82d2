/**
 * Two schools, a staff member of the first signed in, and what the tables hold: the escalation
 * tests try the side doors (import, restore, undo, journal, trash, test runner) as that person and
 * check both the refusal and that not one row changed.
 */
import { createRecord, signedInAccount, type TestServer } from '../support/testServer';

export type Rec = Record<string, unknown>;
type Api = TestServer['api'];

export const STAFF = { email: 'personnel.alpha@ecole.fr', password: 'Personnel-Alpha-1' };

export interface TwoSchools {
  alpha: Rec;
  beta: Rec;
  /** Requests as the staff member of `alpha`. */
  staff: Api;
}

let uai = 0;
/** A valid UAI of its own for each school a test file creates. */
const nextUai = () => `07${String(++uai).padStart(5, '0')}A`;

export async function school(api: Api, name: string): Promise<Rec> {
  return createRecord(api, 'etablissements', { name, uai: nextUai(), type: 'college' });
}

export async function twoSchools(server: TestServer): Promise<TwoSchools> {
  const alpha = await school(server.api, 'Collège Alpha');
  const beta = await school(server.api, 'Collège Bêta');
  const { api: staff } = await signedInAccount(server, {
    first_name: 'Paul',
    last_name: 'Personnel',
    ...STAFF,
    etablissement_id: alpha.id,
  });
  return { alpha, beta, staff };
}

let pupils = 0;
/** A pupil (or another role) of a school, created by the administrator. */
export async function person(api: Api, etablissement: Rec, role = 'student', name = 'Élève'): Promise<Rec> {
  pupils += 1;
  return createRecord(api, 'users', {
    first_name: name,
    last_name: `Numéro ${pupils}`,
    email: `personne.${pupils}@ecole.fr`,
    role,
    etablissement_id: etablissement.id,
    password: 'Motdepasse-123',
  });
}

/**
 * Every row of the tables a side door could change, the journal and the trash included: equal
 * before and after a refused call means nothing was written.
 */
export async function everything(server: TestServer): Promise<Record<string, unknown[]>> {
  const tables = ['users', 'classes', 'etablissements', '_history', '_trash', '_trash_values'];
  const all: Record<string, unknown[]> = {};
  for (const table of tables) {
    all[table] = await server.app.db.all(`SELECT * FROM "${table}" ORDER BY 1`);
  }
  return all;
}
