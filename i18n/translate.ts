/**
 * A polyglot-compatible lookup for code that runs outside React (the server, the schema compiler):
 * dotted keys, `%{name}` interpolation, and the key itself when a message is missing.
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

export function makeTranslate(messages: Messages) {
  return (key: string, options: Record<string, unknown> = {}): string => {
    const message = lookup(messages, key) ?? (typeof options._ === 'string' ? options._ : key);
    return message.replace(/%\{(\w+)\}/g, (whole, name: string) =>
      name in options ? String(options[name]) : whole,
    );
  };
}
