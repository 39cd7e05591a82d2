/** Whether a list is shown on a phone, asked outside React (the boot path's early reads). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../../../../src/engine/list/phoneMedia';
import { isPhoneScreen } from '../../../../src/engine/list/phoneScreen';

/** A browser whose screen matches only the queries `matching` accepts. */
function screenMatching(matching: (query: string) => boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: matching(query), media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a phone screen', () => {
  it("is MUI's below-sm width", () => {
    expect(PHONE_MEDIA_QUERY).toBe('(max-width:599.95px)');
  });

  it('is a phone when the browser matches the phone query', () => {
    screenMatching((query) => query === PHONE_MEDIA_QUERY);
    expect(isPhoneScreen()).toBe(true);
  });

  it('is not a phone when the browser does not match it', () => {
    screenMatching((query) => query !== PHONE_MEDIA_QUERY);
    expect(isPhoneScreen()).toBe(false);
  });

  it('is not a phone where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(isPhoneScreen()).toBe(false);
  });
});
