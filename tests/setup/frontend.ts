import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// One patience for every front-end test: findBy and waitFor keep looking for this long, so a busy
// machine (2 cores shared by several suites) that renders slowly fails no test that renders at all.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
});
