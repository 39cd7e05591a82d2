/** Durations and dates as the dashboard shows them, in the user's language. */
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

export function useFormatSeconds() {
  const translate = useTranslate();
  return useCallback(
    (seconds: number | null | undefined): string => {
      if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) {
        return translate('testDashboard.history.none');
      }
      if (seconds < 60) {
        return translate('testDashboard.duration.seconds', { value: Math.round(seconds * 10) / 10 });
      }
      const whole = Math.round(seconds);
      return translate('testDashboard.duration.minutes', {
        minutes: Math.floor(whole / 60),
        seconds: whole % 60,
      });
    },
    [translate],
  );
}

export function useFormatDate() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useCallback(
    (iso: string | null | undefined): string => {
      const date = iso ? new Date(iso) : undefined;
      if (!date || Number.isNaN(date.getTime())) return translate('testDashboard.history.none');
      return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
    },
    [locale, translate],
  );
}

/** The catalogue's names travel in French; the page shows the user's language when it knows the id. */
export function useTestName() {
  const translate = useTranslate();
  return useCallback(
    (id: string, serverName: string | undefined) =>
      translate(`testDashboard.catalog.${id}.name`, { _: serverName || id }),
    [translate],
  );
}
