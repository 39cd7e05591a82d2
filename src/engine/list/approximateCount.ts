/** An estimated count as people say it: two significant digits, grouped as the locale groups them. */
export function approximateCount(count: number, locale: string): string {
  const rounded = Number(count.toPrecision(2));
  return new Intl.NumberFormat(locale).format(rounded);
}
