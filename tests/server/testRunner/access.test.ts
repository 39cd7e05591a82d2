import { describe, expect, it } from 'vitest';
import { isAllowedClient, isRunnerEnabled, parseAllowedIps } from '../../../server/testRunner/access';

describe('who may reach the test runner', () => {
  it('lets the machine itself in, in every spelling of loopback', () => {
    for (const ip of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1']) {
      expect(isAllowedClient(ip, undefined, [])).toBe(true);
    }
  });

  it('refuses any other address unless TEST_RUNNER_ALLOWED_IPS lists it', () => {
    expect(isAllowedClient('192.168.1.20', undefined, [])).toBe(false);
    expect(isAllowedClient('::ffff:192.168.1.20', undefined, [])).toBe(false);
    expect(isAllowedClient(undefined, undefined, [])).toBe(false);
    const allowed = parseAllowedIps(' 192.168.1.20 , 10.0.0.5,');
    expect(allowed).toEqual(['192.168.1.20', '10.0.0.5']);
    expect(isAllowedClient('::ffff:192.168.1.20', undefined, allowed)).toBe(true);
    expect(isAllowedClient('192.168.1.21', undefined, allowed)).toBe(false);
  });

  it('refuses a remote visitor forwarded by a proxy running on the machine', () => {
    expect(isAllowedClient('127.0.0.1', '203.0.113.9', [])).toBe(false);
    expect(isAllowedClient('127.0.0.1', ['127.0.0.1', '203.0.113.9, 127.0.0.1'], [])).toBe(false);
    expect(isAllowedClient('127.0.0.1', '10.0.0.5, 127.0.0.1', ['10.0.0.5'])).toBe(true);
  });

  it('is off in production unless ENABLE_TEST_RUNNER=1', () => {
    expect(isRunnerEnabled(false, {})).toBe(true);
    expect(isRunnerEnabled(true, {})).toBe(false);
    expect(isRunnerEnabled(true, { ENABLE_TEST_RUNNER: 'true' })).toBe(false);
    expect(isRunnerEnabled(true, { ENABLE_TEST_RUNNER: '1' })).toBe(true);
  });
});
