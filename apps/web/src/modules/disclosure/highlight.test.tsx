import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './components/HighlightedText';
import { splitByRanges } from './highlight';

describe(splitByRanges.name, () => {
  it('cuts the text at [start, end) ranges', () => {
    expect(splitByRanges('盈利警告及業務最新情況', [[0, 4]])).toEqual([
      { text: '盈利警告', isMatch: true },
      { text: '及業務最新情況', isMatch: false },
    ]);
    expect(splitByRanges('Profit Warning and Business Update', [[7, 14], [28, 34]])).toEqual([
      { text: 'Profit ', isMatch: false },
      { text: 'Warning', isMatch: true },
      { text: ' and Business ', isMatch: false },
      { text: 'Update', isMatch: true },
    ]);
  });

  it('sorts and merges overlapping ranges and clamps them to the text', () => {
    expect(splitByRanges('abcdef', [[3, 10], [1, 2], [1, 4]])).toEqual([
      { text: 'a', isMatch: false },
      { text: 'bcdef', isMatch: true },
    ]);
  });

  it('ignores empty, inverted and out-of-range ranges', () => {
    expect(splitByRanges('abc', [[2, 2], [2, 1], [9, 12], [-5, -1]])).toEqual([{ text: 'abc', isMatch: false }]);
  });

  it('returns one empty piece for empty text', () => {
    expect(splitByRanges('', [[0, 3]])).toEqual([{ text: '', isMatch: false }]);
  });
});

describe('HighlightedText', () => {
  it('wraps each match in <mark> and keeps the rest as text', () => {
    const { container } = render(<HighlightedText text="Final Results and Final Dividend" ranges={[[0, 5], [18, 23]]} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Final', 'Final']);
    expect(container.textContent).toBe('Final Results and Final Dividend');
  });

  it('renders markup in titles as text, never as HTML', () => {
    const { container } = render(<HighlightedText text={'<img src=x onerror="alert(1)"> notice'} ranges={[[0, 4]]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img');
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> notice');
  });
});
