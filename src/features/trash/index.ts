/** The trash ("Corbeille", route /trash): deleted records, restored or purged. */
export { TrashPage, type TrashPageProps } from './TrashPage';
