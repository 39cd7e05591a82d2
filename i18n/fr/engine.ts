export const engine = {};
