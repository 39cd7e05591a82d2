/** The media manager (/media). STUB until the media feature lands. */
export { MediaManagerPage } from './MediaManagerPage';
