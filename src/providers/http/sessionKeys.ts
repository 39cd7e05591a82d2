/**
 * Where the session lives in local storage: the token under `token` (spec 4, 9) and the signed-in
 * user beside it. Free of the DOM: index.html's loader is built knowing where to look.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
