/**
 * The progress line of a screen, or of a part of one, while it waits: named for assistive
 * technology (« Chargement… »), as every progress indicator must be (axe: aria-progressbar-name).
 * React-admin's line, so it still shows only after a second's wait.
 */
import { LinearProgress, useTranslate } from 'react-admin';

export function LoadingLine() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('app.loading')} />;
}
