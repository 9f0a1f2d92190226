/** A piece of text, marked when it lies inside a matched range. */
export type TextSegment = { text: string; isMatch: boolean };

/**
 * Splits `text` at the server's [start, end) match ranges (UTF-16 offsets).
 * Ranges are clamped to the text, sorted and merged; empty or inverted ones
 * are ignored, so a stale or odd range never breaks the title.
 */
export const splitByRanges = (text: string, ranges: readonly (readonly [number, number])[]): TextSegment[] => {
  const cleaned = ranges
    .map(([start, end]) => [Math.max(0, Math.min(start, text.length)), Math.max(0, Math.min(end, text.length))] as [number, number])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of cleaned) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const segments: TextSegment[] = [];
  let position = 0;
  for (const [start, end] of merged) {
    if (start > position) segments.push({ text: text.slice(position, start), isMatch: false });
    segments.push({ text: text.slice(start, end), isMatch: true });
    position = end;
  }
  if (position < text.length || segments.length === 0) segments.push({ text: text.slice(position), isMatch: false });
  return segments;
};
