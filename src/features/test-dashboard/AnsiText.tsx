import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { ansiSegments } from './ansiSegments';

/** A terminal-like block showing `text` with its ANSI colours (as escaped text, never HTML). */
export function AnsiText({ text, label }: { text: string; label: string }) {
  const segments = useMemo(() => ansiSegments(text), [text]);
  return (
    <Box
      component="pre"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 2,
        maxHeight: '60vh',
        overflow: 'auto',
        bgcolor: '#1e1e1e',
        color: '#e0e0e0',
        borderRadius: 1,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {segments.map((segment, index) => (
        <span key={index} style={segment.style}>
          {segment.text}
        </span>
      ))}
    </Box>
  );
}
