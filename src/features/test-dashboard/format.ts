/** Durations and dates as the dashboard shows them, in the user's language. */
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** "1,3 s" in French, "1.3 s" in English; whole minutes without "0 s". */
export function useFormatSeconds() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (seconds: number | null | undefined): string => {
      if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) {
        return translate('testDashboard.history.none');
      }
      if (seconds < 60) {
        const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(seconds);
        return translate('testDashboard.duration.seconds', { value });
      }
      const whole = Math.round(seconds);
      const minutes = Math.floor(whole / 60);
      if (whole % 60 === 0) return translate('testDashboard.duration.wholeMinutes', { minutes });
      return translate('testDashboard.duration.minutes', { minutes, seconds: whole % 60 });
    },
    [locale, translate],
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
