/** The react-query keys of the media feature: one list per directory, all under one prefix. */
const ROOT = 'media';

export const mediaKeys = {
  all: [ROOT] as const,
  directory: (directory: string) => [ROOT, 'directory', directory] as const,
};
