/** Whether a list is shown on a phone (phoneMedia.ts), in a component and outside React. */
import useMediaQuery from '@mui/material/useMediaQuery';
import { PHONE_MEDIA_QUERY } from './phoneMedia';

/**
 * From the first render: without noSsr, useMediaQuery answers false once and the list would render
 * its table for one frame.
 */
export function useIsPhoneScreen(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });
}

/** The same answer outside React (false where the browser cannot tell). */
export function isPhoneScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;
}
