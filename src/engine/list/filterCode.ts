/**
 * The filters' code (kinds/filters.tsx), loaded by the first list that shows its filters, after its
 * rows: a list's first render does not wait for it, and every later list has it at once.
 */
type FilterOf = typeof import('../kinds/filters').filterOf;

let loaded: FilterOf | undefined;
let loading: Promise<FilterOf> | undefined;

export function loadFilterCode(): Promise<FilterOf> {
  if (!loading) {
    const attempt = import('../kinds/filters').then((module) => (loaded = module.filterOf));
    // A failed load is tried again by the next filter that asks.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

export function loadedFilterCode(): FilterOf | undefined {
  return loaded;
}
