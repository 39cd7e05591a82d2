/**
 * The cold start script (src/coldStart.ts) as a second entry of the build, run by index.html on its
 * own: it must not wait for react-admin and MUI to download and evaluate, which it would as one
 * more import of the main entry (a module runs only once its whole import graph is in). The plugin
 * adds the entry and puts its script, with preloads of what it imports, in index.html's head, after
 * the loader that holds the app's main code back or asks for it (appLoader.ts).
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

const ENTRY_NAME = 'cold-start';
const SOURCE = 'src/coldStart.ts';

export function coldStartScript(): Plugin {
  let base = '/';
  return {
    name: 'eduadmin-cold-start-script',
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
          injectTo: 'head',
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
          injectTo: 'head',
        }));
        return [script(`${base}${entry.fileName}`), ...preloads];
      },
    },
  };
}
