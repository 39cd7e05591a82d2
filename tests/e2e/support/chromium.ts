/**
 * Debian's Chromium, never a downloaded browser, with the flags this closed network needs (no
 * background connections, no component updates): shared by the browser tests and the page bench.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
