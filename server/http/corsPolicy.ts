/**
 * Which other origins may call the API. The app is served from the API's own origin and needs no
 * CORS at all, so production allows none unless CORS_ORIGINS names them; development reflects
 * other origins (a Vite dev server on another port). `null` (sandboxed frames, file: pages) is
 * never allowed: any page can claim it.
 */
export type CorsOrigins = string[] | true | false;

type OriginCallback = (error: Error | null, allow: boolean) => void;

export function corsOriginCheck(allowed: CorsOrigins) {
  return (origin: string | undefined, callback: OriginCallback): void => {
    if (origin === undefined) return callback(null, false);
    if (origin === 'null') return callback(null, false);
    if (allowed === true) return callback(null, true);
    if (allowed === false) return callback(null, false);
    callback(null, allowed.includes(origin));
  };
}
