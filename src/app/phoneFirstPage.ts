/**
 * A list's first page painted as plain lines on a phone while the app's code is held back
 * (loaderContract.ts): each record's name where the app's list shows it (ResourceList's SimpleList),
 * under the same blue bar, with a grey box where the search comes. The sizes are those MUI gives
 * the app's list page at a phone's width (bar 48 px, toolbar 56 px, search 52 px, lines of 48 px
 * whose text starts 16 px into the card): the app's own lines come in the same place. The app's
 * first render replaces the whole page; what it brings is new to the page, so the browser counts
 * no layout shift whatever the difference.
 */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { representRecord } from '../../resources/kit/fields';
import { afterNextPaint } from '../engine/nextPaint';
import { heldStart } from './heldStart';
import { BLUE, PAGE_BACKGROUND } from './palette';

const FONT = 'Roboto,Helvetica,Arial,sans-serif';
const BAR_SHADOW = '0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)';
const SEARCH_ROW_PX = 52;

function element(tag: string, css: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.style.cssText = css;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The search box, empty: the app's shows the same until its input is in (ListFilterForm). */
function searchBox(): HTMLElement {
  const row = element('div', `height:${SEARCH_ROW_PX}px;padding-top:8px;box-sizing:border-box`);
  row.append(
    element(
      'div',
      `height:${SEARCH_ROW_PX - 12}px;margin-right:15px;background:rgba(0,0,0,.04);border-radius:4px 4px 0 0;` +
        'border-bottom:1px solid rgba(0,0,0,.42)',
    ),
  );
  return row;
}

/** Replaces what `root` shows (the loading line) with the page. */
function paintPhoneFirstPage(root: HTMLElement, names: readonly string[]): void {
  const frame = element(
    'div',
    `min-height:100vh;padding:56px 8px 0;box-sizing:border-box;background:${PAGE_BACKGROUND};` +
      `font:400 1rem/1.5 ${FONT};letter-spacing:.00938em;color:rgba(0,0,0,.87)`,
  );
  // White under the toolbar, the search and the lines, as the app's list page is.
  const column = element('div', 'padding-top:56px;background:#fff');
  // Assistive technology waits for the app's page, which replaces this one a moment later.
  frame.setAttribute('aria-busy', 'true');
  frame.append(
    element(
      'div',
      `position:fixed;top:0;left:0;right:0;height:48px;background:${BLUE.main};box-shadow:${BAR_SHADOW}`,
    ),
  );
  column.append(searchBox());
  const lines = element('ul', 'list-style:none;margin:0;padding:16px 0 8px');
  for (const name of names) lines.append(element('li', 'padding:12px 16px', name));
  column.append(lines);
  frame.append(column);
  root.replaceChildren(frame);
}

/**
 * Paints the cold start's page once it is in and settles once that is on screen; paints nothing
 * for an empty or failed page (the app shows those as usual) nor once the loader has started the
 * app on its own (`start` is no longer the one it holds out).
 */
export async function paintFirstPage(
  page: Promise<Response>,
  declaration: ResourceDeclaration,
  start: () => void,
): Promise<void> {
  const response = await page;
  const rows: unknown = response.ok ? await response.clone().json() : undefined;
  const root = document.getElementById('root');
  if (!root || heldStart() !== start || !Array.isArray(rows) || rows.length === 0) return;
  paintPhoneFirstPage(
    root,
    rows.map((row) => representRecord(declaration, Object(row) as Record<string, unknown>)),
  );
  await afterNextPaint();
}
