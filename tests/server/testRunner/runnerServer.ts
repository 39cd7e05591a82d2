/**
 * The real app (tests/server/support/testServer.ts) seen from the test runner's side: waiting for
 * an execution to end, and the processes still alive in a process group.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestServer } from '../support/testServer';

export interface ExecutionLine {
  execution_id: string;
  test_id: string;
  test_name: string;
  status: string;
  started_at: string | null;
  completed_at: string | null;
  duration: number | null;
  return_code: number | null;
  stdout: string;
  stderr: string;
  command: string;
}

export async function waitForEnd(server: TestServer, executionId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await server.api('GET', `/api/tests/executions/${executionId}`);
    expect(response.statusCode).toBe(200);
    const line = response.json() as ExecutionLine;
    if (line.status !== 'queued' && line.status !== 'running') return line;
    if (Date.now() > until) throw new Error(`execution ${executionId} still ${line.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Live (not zombie) processes whose process group is `pgid`. */
export function processesInGroup(pgid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z' && Number(group) === pgid) pids.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
