import { describe, expect, it, vi, type Mock } from 'vitest';
import { httpsTarget, redirectToHttps, type PageLocation } from '../../../src/boot/httpsRedirect';

function fakeLocation(href: string): PageLocation & { replace: Mock<(url: string) => void> } {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    href: url.href,
    replace: vi.fn<(url: string) => void>(),
  };
}

describe('HTTPS in production for the same-origin API (spec 9)', () => {
  it('moves a production page served over http on a remote host to https, keeping path, query and hash', () => {
    const location = fakeLocation('http://admin.ecole.fr:8080/EduAdmin/?lang=fr#/activities/3');
    expect(redirectToHttps(location, true)).toBe(true);
    expect(location.replace).toHaveBeenCalledExactlyOnceWith(
      'https://admin.ecole.fr:8080/EduAdmin/?lang=fr#/activities/3',
    );
  });

  it('leaves loopback hosts on http, where npm start serves the app', () => {
    for (const href of [
      'http://127.0.0.1:8080/EduAdmin/',
      'http://localhost/EduAdmin/',
      'http://[::1]/EduAdmin/',
    ]) {
      const location = fakeLocation(href);
      expect(redirectToHttps(location, true)).toBe(false);
      expect(location.replace).not.toHaveBeenCalled();
    }
  });

  it('does nothing in development or when the page is already on https', () => {
    expect(httpsTarget(fakeLocation('http://admin.ecole.fr/EduAdmin/'), false)).toBeNull();
    expect(httpsTarget(fakeLocation('https://admin.ecole.fr/EduAdmin/'), true)).toBeNull();
  });
});
