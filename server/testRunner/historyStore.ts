/**
 * Every execution in SQLite (table test_executions, owned by the test runner): the spec's history
 * fields plus when it was queued, the signal that ended it and who asked for it.
 */
import type { Database } from 'better-sqlite3';
import type {
  ExecutionStatus,
  ExecutionSummary,
  TestExecution as ExecutionRecord,
} from '../../resources/contracts/testDashboardContract';

export type { ExecutionRecord, ExecutionStatus, ExecutionSummary };

export const ACTIVE_STATUSES: readonly ExecutionStatus[] = ['queued', 'running'];

const SUMMARY_COLUMNS =
  'execution_id, test_id, test_name, status, queued_at, started_at, completed_at, duration, return_code, signal, command, requested_by';

export class HistoryStore {
  constructor(private readonly db: Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS test_executions (
        execution_id TEXT PRIMARY KEY,
        test_id TEXT NOT NULL,
        test_name TEXT NOT NULL,
        status TEXT NOT NULL,
        queued_at TEXT NOT NULL,
        started_at TEXT,
        completed_at TEXT,
        duration REAL,
        return_code INTEGER,
        signal TEXT,
        stdout TEXT NOT NULL DEFAULT '',
        stderr TEXT NOT NULL DEFAULT '',
        command TEXT NOT NULL,
        requested_by TEXT
      );
      CREATE INDEX IF NOT EXISTS test_executions_by_time ON test_executions (queued_at DESC);
      CREATE INDEX IF NOT EXISTS test_executions_by_test ON test_executions (test_id, queued_at DESC);
    `);
  }

  insertQueued(
    record: Pick<
      ExecutionRecord,
      'execution_id' | 'test_id' | 'test_name' | 'queued_at' | 'command' | 'requested_by'
    >,
  ): void {
    this.db
      .prepare(
        `INSERT INTO test_executions (execution_id, test_id, test_name, status, queued_at, command, requested_by)
         VALUES (@execution_id, @test_id, @test_name, 'queued', @queued_at, @command, @requested_by)`,
      )
      .run(record);
  }

  markRunning(executionId: string, startedAt: string): void {
    this.db
      .prepare(`UPDATE test_executions SET status = 'running', started_at = ? WHERE execution_id = ?`)
      .run(startedAt, executionId);
  }

  finish(
    executionId: string,
    result: Pick<
      ExecutionRecord,
      'status' | 'completed_at' | 'duration' | 'return_code' | 'signal' | 'stdout' | 'stderr'
    >,
  ): void {
    this.db
      .prepare(
        `UPDATE test_executions SET status = @status, completed_at = @completed_at, duration = @duration,
           return_code = @return_code, signal = @signal, stdout = @stdout, stderr = @stderr
         WHERE execution_id = @execution_id`,
      )
      .run({ ...result, execution_id: executionId });
  }

  get(executionId: string): ExecutionRecord | undefined {
    return this.db.prepare(`SELECT * FROM test_executions WHERE execution_id = ?`).get(executionId) as
      ExecutionRecord | undefined;
  }

  /** Newest first; rowid breaks ties between runs queued in the same millisecond. */
  list(options: { limit: number; testId?: string; status?: ExecutionStatus }): ExecutionRecord[] {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (options.testId !== undefined) {
      conditions.push('test_id = ?');
      values.push(options.testId);
    }
    if (options.status !== undefined) {
      conditions.push('status = ?');
      values.push(options.status);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    return this.db
      .prepare(`SELECT * FROM test_executions ${where} ORDER BY queued_at DESC, rowid DESC LIMIT ?`)
      .all(...values, options.limit) as ExecutionRecord[];
  }

  /** The latest finished execution of each test (for the list's "last run" column). */
  lastFinishedByTest(): Map<string, ExecutionSummary> {
    const rows = this.db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM test_executions WHERE rowid IN (
           SELECT (SELECT rowid FROM test_executions u
                   WHERE u.test_id = t.test_id AND u.status NOT IN ('queued', 'running')
                   ORDER BY u.queued_at DESC, u.rowid DESC LIMIT 1)
           FROM (SELECT DISTINCT test_id FROM test_executions) t)`,
      )
      .all() as ExecutionSummary[];
    return new Map(rows.map((row) => [row.test_id, row]));
  }

  /** Keeps the newest `keep` finished executions: outputs are large and the table would only grow. */
  prune(keep: number): number {
    return this.db
      .prepare(
        `DELETE FROM test_executions WHERE status NOT IN ('queued', 'running') AND rowid NOT IN (
           SELECT rowid FROM test_executions ORDER BY queued_at DESC, rowid DESC LIMIT ?)`,
      )
      .run(keep).changes;
  }

  /** Runs left queued or running by a previous server process can never finish. */
  markInterrupted(completedAt: string, note: string): number {
    return this.db
      .prepare(
        `UPDATE test_executions SET status = 'interrupted', completed_at = ?, stderr = stderr || ?
         WHERE status IN ('queued', 'running')`,
      )
      .run(completedAt, note).changes;
  }
}
