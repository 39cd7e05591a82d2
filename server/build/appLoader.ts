/**
 * index.html's loader: a small inline script that asks for the app's main code, at once, except
 * on a phone's signed-in cold load of a list address, where it holds that code back until the cold
 * start has painted the list's first page (src/app/loaderContract.ts). The build's main script and its
 * preloads leave the page's markup for the loader's data attributes (`data-entry`, `data-preloads`),
 * so its text does not change from one build to the next, nor does its hash in the server's
 * content security policy (server/http/inlineScripts.ts).
 */
import type { Plugin } from 'vite';

/** What the loader is built from: the app's side of it is src/app/loaderContract.ts. */
export interface LoaderContract {
  /** The global it leaves its start function under while it holds the app back. */
  heldStartGlobal: string;
  /** The longest it holds the app back. */
  holdLimitMs: number;
  /** What it asks before holding back: the media query of a phone, the session's storage key, a list address. */
  phoneQuery: string;
  tokenKey: string;
  listHash: string;
}

const MAIN_SCRIPT =
  /<script type="module" crossorigin src="([^"]+)"><\/script>((?:\s*<link rel="modulepreload" crossorigin href="[^"]+">)*)\s*/;
const VIEWPORT = /<meta name="viewport"[^>]*>/;

/** The loader's code: the same for every build. */
export function loaderScript(contract: LoaderContract): string {
  const { phoneQuery, tokenKey, listHash } = contract;
  const global = JSON.stringify(contract.heldStartGlobal);
  return (
    `(()=>{const app=document.currentScript.dataset;let started=false;` +
    `const start=()=>{if(started)return;started=true;delete window[${global}];` +
    `for(const href of app.preloads.split(" ").filter(Boolean)){const link=document.createElement("link");` +
    `link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}` +
    `const script=document.createElement("script");script.type="module";script.crossOrigin="";` +
    `script.src=app.entry;document.head.append(script)};let hold=false;` +
    `try{hold=matchMedia(${JSON.stringify(phoneQuery)}).matches&&!!localStorage.getItem(${JSON.stringify(tokenKey)})` +
    `&&new RegExp(${JSON.stringify(listHash)}).test(location.hash)}catch{}` +
    `if(hold){window[${global}]=start;setTimeout(start,${contract.holdLimitMs})}else start()})();`
  );
}

/**
 * The built index.html with its main script and that script's preloads replaced by the loader,
 * placed after the viewport tag (a phone's width is its own only from there) and before every
 * other script. Unchanged when the page has no main script or no viewport tag.
 */
export function withAppLoader(html: string, contract: LoaderContract): string {
  const main = MAIN_SCRIPT.exec(html);
  if (!main || !VIEWPORT.test(html)) return html;
  const preloads = [...main[2].matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  const loader =
    `<script data-entry="${main[1]}" data-preloads="${preloads.join(' ')}">` +
    `${loaderScript(contract)}</script>`;
  return html.replace(main[0], '').replace(VIEWPORT, (viewport) => `${viewport}\n    ${loader}`);
}

export function appLoader(contract: LoaderContract): Plugin {
  return {
    name: 'eduadmin-app-loader',
    transformIndexHtml: {
      order: 'post',
      // Only a build's page: the development server keeps its plain main script.
      handler: (html, context) => (context.bundle ? withAppLoader(html, contract) : html),
    },
  };
}
