import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { fr } from '../../../i18n/fr';
import { checkImageFile } from '../../../src/features/media/fileChecks';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('client-side checks of an image before upload', () => {
  it('accepts JPEG, PNG, WebP and GIF by MIME type and extension', () => {
    expect(checkImageFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkImageFile(file('a.JPEG', 'image/jpeg'))).toBeNull();
    expect(checkImageFile(file('a.png', 'image/png'))).toBeNull();
    expect(checkImageFile(file('a.webp', 'image/webp'))).toBeNull();
    expect(checkImageFile(file('a.gif', 'image/gif'))).toBeNull();
    // Some systems give no MIME type: the extension decides, the server checks the bytes.
    expect(checkImageFile(file('a.png', ''))).toBeNull();
  });

  it('refuses other types, whatever the name or the MIME type claims', () => {
    expect(checkImageFile(file('a.svg', 'image/svg+xml'))).toBe('type');
    expect(checkImageFile(file('a.png', 'application/pdf'))).toBe('type');
    expect(checkImageFile(file('image', 'image/png'))).toBe('type');
    expect(checkImageFile(file('a.bmp', ''))).toBe('type');
  });

  it('refuses empty files and files over 10 MB', () => {
    expect(checkImageFile(file('a.png', 'image/png', 0))).toBe('empty');
    expect(checkImageFile(file('a.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
    expect(checkImageFile(file('a.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe('size');
  });
});

describe('media messages', () => {
  const keys = (messages: object, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
    );

  it('has the same keys in English as in French', () => {
    expect(keys(en.media).sort()).toEqual(keys(fr.media).sort());
  });
});
