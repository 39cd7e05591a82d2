import { describe, expect, it } from 'vitest';
import { isProtectedPath } from '../../../src/app/routes/paths';

describe('isProtectedPath', () => {
  const areas = ['users', 'hashtags'];

  it('protects home, the declared areas, /media and /tests, and nothing else', () => {
    for (const path of ['/', '/users', '/users/3/edit', '/hashtags/été/edit', '/media', '/tests']) {
      expect(isProtectedPath(path, areas)).toBe(true);
    }
    for (const path of ['/nulle-part', '/userss', '/login']) expect(isProtectedPath(path, areas)).toBe(false);
  });
});
