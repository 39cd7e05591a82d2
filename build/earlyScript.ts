/**
 * The boot path's early script (src/boot/early.ts) as a second entry of the build, run by index.html
 * on its own: it must not wait for react-admin and MUI to download and evaluate, which it would as
 * one more import of the main entry (a module runs only once its whole import graph is in), nor
 * would it run sooner as a second module script of index.html (Vite bundles those into one entry).
 * The plugin adds the entry and puts its script, `async`, with preloads of what it imports, first
 * in index.html's head: the browser opens a handful of connections per server, and its reads
 * would otherwise queue behind the app's chunks. (Before the viewport tag, a phone might be taken
 * for a wide screen if the script ran at once: that only costs the reads a phone does not need.)
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

const ENTRY_NAME = 'early';
const SOURCE = 'src/boot/early.ts';

export function earlyScript(): Plugin {
  let base = '/';
  return {
    name: 'eduadmin-early-script',
    config(config) {
      const input = config.build?.rolldownOptions?.input;
      if (input !== undefined) return undefined;
      return { build: { rolldownOptions: { input: { index: 'index.html', [ENTRY_NAME]: SOURCE } } } };
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const script = (src: string): HtmlTagDescriptor => ({
          tag: 'script',
          // async: it runs as soon as it is in, not after the document and the main script.
          attrs: { type: 'module', async: true, crossorigin: true, src },
          injectTo: 'head-prepend',
        });
        if (!context.bundle) return [script(`${base}${SOURCE}`)];
        const entry = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === ENTRY_NAME,
        );
        if (!entry || entry.type !== 'chunk') return [];
        // Every module it imports, however deep, so the browser asks for them all at once.
        const imported = new Set<string>();
        const visit = (file: string) => {
          const chunk = context.bundle?.[file];
          if (imported.has(file) || !chunk || chunk.type !== 'chunk') return;
          imported.add(file);
          chunk.imports.forEach(visit);
        };
        entry.imports.forEach(visit);
        const preloads = [...imported].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head-prepend',
        }));
        return [script(`${base}${entry.fileName}`), ...preloads];
      },
    },
  };
}
