/**
 * What may wait for the frame after the one that shows a screen: a list's thumbnails. Lazy images
 * in view are asked for during the layout that places them, before that layout is even on screen:
 * a page of thumbnails (half a megabyte) then downloads while the rows are being shown, and on a
 * slow connection shares the line with what the rows need.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './nextPaint';

/** False until the frame that shows the calling component has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && startTransition(() => setPainted(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
