/** Numbers and dates read the French way in lists and read-only values, whatever the UI language. */
export const DATE_LOCALE = 'fr-FR';
