import type { DocumentScriptName, PreviewBlock } from '@app/contracts';

/**
 * The document model: what a template builds (a pure function of template,
 * inputs, language and company) and what the Word and PDF renderers and the
 * on-screen preview draw. Every block carries the script of its text, so the
 * renderers choose the regional CJK face (secretary-documents-files §3.2).
 */
export type Run = { text: string; bold?: boolean };

export type Block =
  | { kind: 'disclaimer'; runs: Run[]; script: DocumentScriptName }
  | { kind: 'heading'; runs: Run[]; level: 1 | 2 | 3; align?: 'left' | 'center'; script: DocumentScriptName }
  | { kind: 'paragraph'; runs: Run[]; align?: 'left' | 'center' | 'right' | 'justify'; script: DocumentScriptName }
  /** Side by side (EN | 中文): `runs` on the left in English, `right` in `rightScript`. */
  | { kind: 'pair'; runs: Run[]; right: Run[]; rightScript: DocumentScriptName; bold?: boolean }
  /** A grid; the first row is the header. */
  | { kind: 'table'; rows: string[][]; script: DocumentScriptName }
  /** A signature line: a rule to sign on, then the lines under it (name, title). */
  | { kind: 'signature'; runs: Run[]; script: DocumentScriptName }
  | { kind: 'pageBreak' };

/** A whole document: its title (for the file name and the record) and its blocks. */
export type DocumentModel = { title: string; blocks: Block[] };

/** How wide a text reads: CJK characters count twice (they are about twice as wide as Latin letters). */
const displayLength = (text: string): number => {
  let length = 0;
  for (const character of text) length += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(character) ? 2 : 1;
  return length;
};

/**
 * Relative column widths of a table from its content, the way browsers size automatic
 * tables: every column gets at least its longest word (so no word is split), then the
 * room left goes to the columns in proportion to how much more their longest cell
 * wants. Lengths are in average Latin characters; `available` is the page width in
 * them (A4 at 9 pt holds about 100). Both renderers use it, so Word and PDF agree.
 */
export const columnWeights = (rows: readonly string[][], available = 100): number[] => {
  const columns = Math.max(...rows.map((row) => row.length), 1);
  // Three characters stand for the cell padding (and bold headers running wider).
  const sizes = Array.from({ length: columns }, (_unused, index) => {
    const cells = rows.map((row) => row[index] ?? '');
    // Chinese breaks between any two characters; only Latin words must fit whole.
    const longestWord = Math.max(...cells.flatMap((cell) => cell.split(/[\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/)).map(displayLength), 2);
    const longest = Math.max(...cells.map(displayLength), 2);
    const minimum = Math.min(longestWord, 24) + 3;
    return { minimum, preferred: Math.max(Math.min(longest, 40) + 3, minimum) };
  });
  const preferred = sizes.reduce((sum, size) => sum + size.preferred, 0);
  const minimum = sizes.reduce((sum, size) => sum + size.minimum, 0);
  if (preferred <= available || minimum >= available) return sizes.map((size) => (preferred <= available ? size.preferred : size.minimum));
  const share = (available - minimum) / (preferred - minimum);
  return sizes.map((size) => size.minimum + (size.preferred - size.minimum) * share);
};

/** The plain text of a block's runs. */
export const textOf = (runs: readonly Run[]): string => runs.map((run) => run.text).join('');

/** The blocks as the preview schema carries them. */
export const previewOf = (blocks: readonly Block[]): PreviewBlock[] =>
  blocks.map((block) => {
    switch (block.kind) {
      case 'pageBreak':
        return { kind: 'pageBreak' };
      case 'pair':
        return { kind: 'pair', runs: block.runs, right: block.right, script: block.rightScript };
      case 'table':
        return { kind: 'table', rows: block.rows, script: block.script };
      case 'heading':
        return { kind: 'heading', runs: block.runs, level: block.level, align: block.align, script: block.script };
      case 'paragraph':
        return { kind: 'paragraph', runs: block.runs, align: block.align, script: block.script };
      default:
        return { kind: block.kind, runs: block.runs, script: block.script };
    }
  });

/** Every text of the model in reading order (tests and e-mail bodies). */
export const plainTextOf = (model: DocumentModel): string =>
  model.blocks
    .map((block) => {
      if (block.kind === 'pageBreak') return '';
      if (block.kind === 'table') return block.rows.map((row) => row.join(' | ')).join('\n');
      if (block.kind === 'pair') return `${textOf(block.runs)} | ${textOf(block.right)}`;
      return textOf(block.runs);
    })
    .join('\n');
