/**
 * What a missing message shows. An area's labels (`resources.*`) fall back to a humanised name, as
 * react-admin already does for a field without a label (`first_name` -> "First name"), so a new
 * declaration is usable before it is translated. Any other missing key is a message the server
 * sent as is (not a key): it is shown as is.
 */

/** `satisfaction-templates` -> "Satisfaction templates", `startsOn` -> "Starts on". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The text shown for a key that has no message in the current language. */
export function missingKey(key: string): string {
  if (!key.startsWith('resources.')) return key;
  const parts = key.split('.');
  // `resources.{area}.name` names the area; every other key ends with the name of what it labels.
  const name = parts.length === 3 && parts[2] === 'name' ? parts[1] : parts[parts.length - 1];
  return humanize(name);
}

/**
 * react-admin asks for some labels with the key itself as default (`{ _: key }`: enum choices,
 * labels given as keys), which would show the raw key: such a default is dropped for area labels so
 * that missingKey humanises them.
 */
export function withoutKeyAsDefault(key: string, options?: Record<string, unknown>) {
  if (!options || options._ !== key || !key.startsWith('resources.')) return options;
  const { _: _keyAsDefault, ...rest } = options;
  return rest;
}
