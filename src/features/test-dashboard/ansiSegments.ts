/**
 * Terminal output with its colours, made safe to show: anser splits it into text runs with their
 * colours, and the runs are rendered as React text (escaped), never as HTML.
 */
import Anser from 'anser';
import type { CSSProperties } from 'react';

export interface AnsiSegment {
  text: string;
  style: CSSProperties;
}

/** anser gives colours as "r, g, b"; anything else is ignored. */
const rgb = (value: string | undefined) =>
  value && /^\d{1,3}, \d{1,3}, \d{1,3}$/.test(value) ? `rgb(${value})` : undefined;

export function ansiSegments(text: string): AnsiSegment[] {
  return Anser.ansiToJson(text, { json: true, remove_empty: true }).map((entry) => {
    const decorations = new Set(entry.decorations ?? []);
    const lines = [
      decorations.has('underline') && 'underline',
      decorations.has('strikethrough') && 'line-through',
    ]
      .filter(Boolean)
      .join(' ');
    const style: CSSProperties = {
      color: rgb(entry.fg_truecolor || entry.fg),
      backgroundColor: rgb(entry.bg_truecolor || entry.bg),
      fontWeight: decorations.has('bold') ? 700 : undefined,
      fontStyle: decorations.has('italic') ? 'italic' : undefined,
      opacity: decorations.has('dim') ? 0.7 : undefined,
      textDecoration: lines || undefined,
    };
    return { text: entry.content, style };
  });
}
