import { describe, expect, it } from 'vitest';
import { isTestDashboardHost } from '../../../src/features/test-dashboard/hostGuard';

describe('the test dashboard host restriction', () => {
  const allowed = ['localhost', '127.0.0.1', '192.168.1.20'];

  it('opens on localhost and on the configured addresses', () => {
    expect(isTestDashboardHost('localhost', allowed)).toBe(true);
    expect(isTestDashboardHost('127.0.0.1', allowed)).toBe(true);
    expect(isTestDashboardHost('192.168.1.20', allowed)).toBe(true);
    expect(isTestDashboardHost('LOCALHOST', allowed)).toBe(true);
    expect(isTestDashboardHost('[::1]', ['::1'])).toBe(true);
  });

  it('refuses every other host, including look-alikes', () => {
    expect(isTestDashboardHost('eduadmin.example.fr', allowed)).toBe(false);
    expect(isTestDashboardHost('localhost.evil.example', allowed)).toBe(false);
    expect(isTestDashboardHost('192.168.1.2', allowed)).toBe(false);
    expect(isTestDashboardHost('', allowed)).toBe(false);
    expect(isTestDashboardHost('localhost', [])).toBe(false);
  });
});
