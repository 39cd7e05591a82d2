/** Many activities written in SQL, bypassing the server, for the list tests' deep and search pages. */
import type { Database } from '../../../server/db/database';

const MASS = 1300;

/** `MASS` activities titled "Exercice zorglub …", updated a minute apart in 700 steps. */
export async function insertMass(into: Database): Promise<void> {
  await into.transaction(async () => {
    for (let i = 0; i < MASS; i += 1) {
      const stamp = new Date(Date.UTC(2020, 0, 1) + (i % 700) * 60_000).toISOString();
      await into.run(
        'INSERT INTO activities (title, type, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        [`Exercice zorglub ${i}`, i % 3 ? 'quiz' : 'video', 'fr', stamp, stamp],
      );
    }
  });
}
