/** The runner's French texts (details, output markers), read from i18n/ like every server message. */
import { testDashboard } from '../../i18n/fr/testDashboard';
import { makeTranslate } from '../../i18n/translate';

const translate = makeTranslate({ testDashboard });

/** A key under testDashboard.server, with polyglot-style %{name} values. */
export function serverMessage(key: keyof typeof testDashboard.server, values: Record<string, unknown> = {}) {
  return translate(`testDashboard.server.${key}`, values);
}

/** The French name and description of a catalogue entry (testDashboard.catalog.{id}). */
export function catalogText(id: string): { name: string; description: string } {
  const name = translate(`testDashboard.catalog.${id}.name`, { _: id });
  const description = translate(`testDashboard.catalog.${id}.description`, { _: '' });
  return { name, description };
}
