/**
 * One child process of a test run. It is started in its own process group (detached) so that a
 * timeout or a cancel kills the whole tree: Vitest and Playwright start workers and browsers that
 * would otherwise outlive their parent and keep the CPU busy.
 */
import { spawn } from 'node:child_process';
import { CappedOutput } from './outputBuffer';

export interface ProcessCommand {
  file: string;
  args: readonly string[];
}

export type ProcessEnd = 'exit' | 'timeout' | 'cancelled' | 'spawnError';

export interface ProcessOutcome {
  end: ProcessEnd;
  returnCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** Why the process could not start (end = spawnError). */
  error?: string;
}

export interface ProcessOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Bytes kept from the start and from the end of each stream. */
  outputHead: number;
  outputTail: number;
  /** Time between SIGTERM and SIGKILL. */
  killGraceMs: number;
}

export interface RunningProcess {
  pid: number | undefined;
  cancel(): void;
  done: Promise<ProcessOutcome>;
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

export function startProcess(command: ProcessCommand, options: ProcessOptions): RunningProcess {
  const stdout = new CappedOutput(options.outputHead, options.outputTail);
  const stderr = new CappedOutput(options.outputHead, options.outputTail);
  let end: ProcessEnd = 'exit';
  let spawnError: string | undefined;
  const timers: NodeJS.Timeout[] = [];

  const child = spawn(command.file, [...command.args], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => stdout.append(chunk));
  child.stderr?.on('data', (chunk: Buffer) => stderr.append(chunk));

  const stop = (reason: ProcessEnd) => {
    if (end !== 'exit' || child.exitCode !== null || child.signalCode !== null) return;
    end = reason;
    killGroup(child.pid, 'SIGTERM');
    timers.push(setTimeout(() => killGroup(child.pid, 'SIGKILL'), options.killGraceMs));
  };

  timers.push(setTimeout(() => stop('timeout'), options.timeoutMs));

  const done = new Promise<ProcessOutcome>((resolve) => {
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      timers.forEach(clearTimeout);
      // Whatever is left of the group (a worker ignoring SIGTERM, a server a test forgot) goes too.
      killGroup(child.pid, 'SIGKILL');
      resolve({
        end,
        returnCode: code,
        signal: signal ?? null,
        stdout: stdout.toString(),
        stderr: stderr.toString(),
        ...(spawnError !== undefined ? { error: spawnError } : {}),
      });
    };
    child.on('error', (error) => {
      // Only a failed spawn has no pid; other errors are followed by 'close' as usual.
      if (child.pid !== undefined) return;
      end = 'spawnError';
      spawnError = error.message;
      finish(null, null);
    });
    child.on('exit', () => {
      // Orphaned workers of a finished run would hold the pipes open: end the group.
      timers.push(setTimeout(() => killGroup(child.pid, 'SIGKILL'), 1000));
    });
    child.on('close', finish);
  });

  return { pid: child.pid, cancel: () => stop('cancelled'), done };
}
