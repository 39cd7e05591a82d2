/**
 * Lists loaded for forms come in several shapes: `{code, label}` (our config endpoints), plain
 * strings, or records. Anything else is skipped, and a non-array answer gives no choice (spec 5).
 */
export interface Choice {
  id: string;
  name: string;
}

function fromObject(item: Record<string, unknown>): Choice | undefined {
  const id = item.code ?? item.value ?? item.id ?? item.name;
  const name = item.label ?? item.name ?? item.title ?? id;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') return undefined;
  return { id: String(id), name: String(name) };
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
