import { describe, expect, it } from 'vitest';
import { canOpenTestDashboard } from '../../../src/app/routes/testDashboardHost';
import { isProtectedPath } from '../../../src/app/routes/paths';

describe('canOpenTestDashboard', () => {
  const hosts = ['localhost', '127.0.0.1', '192.168.1.20', '[::1]'];

  it('accepts the configured hosts only, whatever their case', () => {
    expect(canOpenTestDashboard('localhost', hosts)).toBe(true);
    expect(canOpenTestDashboard('LOCALHOST', hosts)).toBe(true);
    expect(canOpenTestDashboard('192.168.1.20', hosts)).toBe(true);
    expect(canOpenTestDashboard('[::1]', hosts)).toBe(true);
    expect(canOpenTestDashboard('eduadmin.fr', hosts)).toBe(false);
    expect(canOpenTestDashboard('localhost.eduadmin.fr', hosts)).toBe(false);
    expect(canOpenTestDashboard('localhost', [])).toBe(false);
  });
});

describe('isProtectedPath', () => {
  const areas = ['users', 'hashtags'];

  it('protects home, the declared areas, /media and /tests, and nothing else', () => {
    for (const path of ['/', '/users', '/users/3/edit', '/hashtags/été/edit', '/media', '/tests']) {
      expect(isProtectedPath(path, areas)).toBe(true);
    }
    for (const path of ['/nulle-part', '/userss', '/login']) expect(isProtectedPath(path, areas)).toBe(false);
  });
});
