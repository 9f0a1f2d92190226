import { Fragment } from 'react';
import { splitByRanges } from '../highlight';

export type HighlightedTextProps = { text: string; ranges?: readonly (readonly [number, number])[] };

/** Text with the matched ranges in <mark>; React escapes every piece (no innerHTML). */
export const HighlightedText = ({ text, ranges = [] }: HighlightedTextProps) => (
  <>
    {splitByRanges(text, ranges).map((segment, index) =>
      segment.isMatch ? (
        <mark key={index} className="disclosure-mark">
          {segment.text}
        </mark>
      ) : (
        <Fragment key={index}>{segment.text}</Fragment>
      ),
    )}
  </>
);
