import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// One patience for every front-end test: findBy and waitFor keep looking for this long, so a busy
// machine that renders slowly fails no test that renders at all. With two full suites side by side
// on 2 shared cores, the first opening of a lazy screen (the import dialog, a CSV export) took
// 11-16 s: 10 s failed them; at a load of 12 on those 2 cores one wait took over 30 s. Only a
// failing test ever waits this long.
configure({ asyncUtilTimeout: 60_000 });

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
});
