/**
 * A polyglot-compatible lookup for code that runs outside React (the server, the schema compiler):
 * dotted keys, `%{name}` interpolation, `smart_count` plurals, and the key itself when a message is
 * missing.
 */
export type Messages = { [key: string]: string | Messages };

export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The form of a `singular |||| plural` message that `smart_count` asks for, by the language's own
 * rule as polyglot chooses it (French: 0 and 1 take the singular; English: only 1 does).
 */
function pluralForm(message: string, count: unknown, locale: string): string {
  const forms = message.split('||||').map((form) => form.trim());
  if (forms.length < 2 || typeof count !== 'number') return message;
  return new Intl.PluralRules(locale).select(count) === 'one' ? forms[0] : forms[1];
}

export function makeTranslate(messages: Messages, locale = 'fr') {
  return (key: string, options: Record<string, unknown> = {}): string => {
    const found = lookup(messages, key) ?? (typeof options._ === 'string' ? options._ : key);
    const message = pluralForm(found, options.smart_count, locale);
    return message.replace(/%\{(\w+)\}/g, (whole, name: string) =>
      name in options ? String(options[name]) : whole,
    );
  };
}
