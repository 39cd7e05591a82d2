/**
 * What the page's style sheets lay out on a screen of a given width, where jsdom cannot: its
 * getComputedStyle ignores `@media (min-width:…)` rules, and it measures no box. Here the rules
 * emotion wrote are read as a browser cascades them (the last matching declaration wins; each
 * component's styles are one class of its own, so specificity does not decide), media queries on
 * the width evaluated for that width; and a width declaration is turned into pixels.
 */

function mediaMatches(mediaText: string, width: number): boolean {
  const conditions = [...mediaText.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return mediaText.trim() === '' || /\b(all|screen)\b/.test(mediaText);
  return conditions.every(([, side, px]) => (side === 'max' ? width <= Number(px) : width >= Number(px)));
}

function declared(rules: CSSRuleList, element: Element, property: string, width: number): string | undefined {
  let value: string | undefined;
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      if (mediaMatches(rule.media.mediaText, width))
        value = declared(rule.cssRules, element, property, width) ?? value;
    } else if (rule instanceof CSSStyleRule) {
      let matches = false;
      try {
        matches = element.matches(rule.selectorText);
      } catch {
        // A selector jsdom does not know (a browser-only pseudo-class) matches nothing here.
      }
      const found = matches ? rule.style.getPropertyValue(property) : '';
      if (found) value = found;
    }
  }
  return value;
}

/** The value of a CSS property the style sheets give `element` on a screen `width` px wide. */
export function styleAt(element: Element, property: string, width: number): string | undefined {
  let value: string | undefined;
  for (const sheet of Array.from(document.styleSheets))
    value = declared(sheet.cssRules, element, property, width) ?? value;
  return value;
}

const ROOT_FONT_PX = 16;

/** A length (`12rem`, `100%`, `16px`, `calc(50% - 8px)`) in pixels inside a box `containerPx` wide. */
export function lengthPx(length: string, containerPx: number): number {
  const term = (text: string): number => {
    const [, number, unit] = /^(-?[\d.]+)(px|rem|%)$/.exec(text.trim()) ?? [];
    if (number === undefined) throw new Error(`length not understood: ${text}`);
    const value = Number(number);
    return unit === 'px' ? value : unit === 'rem' ? value * ROOT_FONT_PX : (value / 100) * containerPx;
  };
  const calc = /^calc\((.+)\s([+-])\s(.+)\)$/.exec(length.trim());
  if (!calc) return term(length);
  return calc[2] === '+' ? term(calc[1]) + term(calc[3]) : term(calc[1]) - term(calc[3]);
}
