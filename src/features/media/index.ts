/** The media feature: the manager page (route /media) and the image input of resource forms. */
export { MediaManagerPage } from './MediaManagerPage';
export { MediaImageInput, type MediaImageInputProps } from './MediaImageInput';
