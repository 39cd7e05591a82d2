/** What an autocomplete says when nothing matches (MUI's own text is English). */
import { useTranslate } from 'react-admin';

export function NoOptions() {
  const translate = useTranslate();
  return <>{translate('ra.navigation.no_results')}</>;
}
