/**
 * A first line of text in index.html's root, "EduAdmin · Chargement…", shown from the first paint
 * until the app mounts and replaces it: on a slow connection the page says what is coming instead
 * of staying blank while the scripts download. The words are the French messages' own.
 */
import type { Plugin } from 'vite';
import { app } from '../i18n/fr/app';

const ROOT = '<div id="root"></div>';

/** index.html with the splash in its root element (unchanged if the root is not found empty). */
export function withStartupSplash(html: string): string {
  // Padding, not margin: a margin would collapse through the body, which moved up when the app
  // replaced the line (a layout shift Lighthouse counted on every page).
  const splash =
    `<p style="margin:0;padding:3em 0;text-align:center;font:400 1rem/1.5 Roboto,Helvetica,Arial,sans-serif;` +
    `color:rgba(0,0,0,0.6)">${app.title} · ${app.loading}</p>`;
  return html.replace(ROOT, `<div id="root">${splash}</div>`);
}

export function startupSplash(): Plugin {
  return { name: 'eduadmin-startup-splash', transformIndexHtml: withStartupSplash };
}
