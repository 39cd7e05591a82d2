/**
 * Spec 9 forces the API address to HTTPS in production. With the default same-origin API the API
 * address is the page's own, so the page itself moves to HTTPS before anything is sent (the sign-in
 * form included). Loopback hosts are exempt: `npm start` serves plain HTTP on 127.0.0.1.
 */

export interface PageLocation {
  protocol: string;
  hostname: string;
  href: string;
  replace(url: string): void;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** The HTTPS address of this page when it must move there, otherwise null. */
export function httpsTarget(
  location: Pick<PageLocation, 'protocol' | 'hostname' | 'href'>,
  production: boolean,
) {
  if (!production || location.protocol !== 'http:' || LOOPBACK.test(location.hostname)) return null;
  return `https:${location.href.slice('http:'.length)}`;
}

/** Sends the browser to the HTTPS address when needed; true when it did (the app must not start). */
export function redirectToHttps(location: PageLocation, production: boolean): boolean {
  const target = httpsTarget(location, production);
  if (target === null) return false;
  location.replace(target);
  return true;
}
