/**
 * Driving react-admin under fake timers: the clock moves in small steps inside act(), so React
 * renders between timers as it would with a real clock (notification durations, transitions).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function installFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}

export async function advance(ms: number, stepMs = 10): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += stepMs) await act(() => vi.advanceTimersByTimeAsync(stepMs));
}

/** Moves the clock until `check` passes; returns the time it took. */
export async function advanceUntil(check: () => void, limitMs = 5000, stepMs = 10): Promise<number> {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += stepMs) {
    try {
      check();
      return elapsed;
    } catch {
      await act(() => vi.advanceTimersByTimeAsync(stepMs));
    }
  }
  check();
  return limitMs;
}
