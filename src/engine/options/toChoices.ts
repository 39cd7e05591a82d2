/**
 * Lists loaded for forms come in several shapes: `{code, label}` (our config endpoints), plain
 * strings, or records. Anything else is skipped, and a non-array answer gives no choice (spec 5).
 */
export interface Choice {
  id: string;
  name: string;
  /**
   * The i18n key of the label, when the list gives one (our config endpoints: their `label` is
   * French): shown in the chosen language by translatedChoices.
   */
  labelKey?: string;
}

function fromObject(item: Record<string, unknown>): Choice | undefined {
  const id = item.code ?? item.value ?? item.id ?? item.name;
  const name = item.label ?? item.name ?? item.title ?? id;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') return undefined;
  const choice: Choice = { id: String(id), name: String(name) };
  if (typeof item.labelKey === 'string' && item.labelKey !== '') choice.labelKey = item.labelKey;
  return choice;
}

/** The choices with their labels in the chosen language (the list's own label when untranslated). */
export function translatedChoices(
  choices: readonly Choice[],
  translate: (key: string, options?: Record<string, unknown>) => string,
): Choice[] {
  return choices.map((choice) =>
    choice.labelKey ? { ...choice, name: translate(choice.labelKey, { _: choice.name }) } : choice,
  );
}

export function toChoices(items: unknown): Choice[] {
  if (!Array.isArray(items)) return [];
  const choices: Choice[] = [];
  for (const item of items) {
    const choice =
      typeof item === 'string' || typeof item === 'number'
        ? { id: String(item), name: String(item) }
        : item && typeof item === 'object'
          ? fromObject(item as Record<string, unknown>)
          : undefined;
    if (choice && choice.id !== '') choices.push(choice);
  }
  return choices;
}
