/**
 * A console.error during a test fails it: React warnings and unhandled errors must not pile up
 * silently. A test that expects an error log spies on console.error itself with
 * vi.spyOn(console, 'error').mockImplementation(...), which stands in for this guard for that test.
 */
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    errors = [];
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
