import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config';

describe('build-time configuration (spec 9)', () => {
  it('forces the API address to HTTPS in a production build only', () => {
    expect(readConfig({ VITE_API_URL: 'http://api.edu.fr/', PROD: true }).apiUrl).toBe('https://api.edu.fr');
    expect(readConfig({ VITE_API_URL: 'http://api.edu.fr', PROD: false }).apiUrl).toBe('http://api.edu.fr');
    expect(readConfig({ VITE_API_URL: 'https://api.edu.fr', PROD: true }).apiUrl).toBe('https://api.edu.fr');
  });

  it('defaults to the same origin and to localhost hosts for the test dashboard', () => {
    expect(readConfig({})).toEqual({ apiUrl: '', testDashboardHosts: ['localhost', '127.0.0.1'] });
    expect(readConfig({ VITE_TEST_DASHBOARD_HOSTS: ' 10.0.0.5 , dev.local ' }).testDashboardHosts).toEqual([
      '10.0.0.5',
      'dev.local',
    ]);
  });
});
