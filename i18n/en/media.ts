export const media = {};
