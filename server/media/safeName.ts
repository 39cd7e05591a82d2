/**
 * File names are rebuilt, never trusted: the base of the client's name, stripped of any path,
 * accents and unusual characters, with the extension of the detected type. A name sent for
 * deletion must already have that shape, so `../` can never reach outside a media directory.
 */
import { isStoredName } from '../../resources/contracts/mediaRules';

export { isStoredName };

export function safeBaseName(original: string): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? '';
  const withoutExtension = lastSegment.replace(/\.[^.]*$/, '');
  const base = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80)
    .replace(/[-_]+$/, '');
  return base || 'image';
}
