import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type IRunOptions,
} from 'docx';
import type { DocumentScriptName } from '@app/contracts';
import { columnWeights, type Block, type DocumentModel, type Run } from './document-model';
import { fitWithin, type LetterheadArtwork } from './letterhead-image';

/**
 * Word output (docx): the letterhead's header image in the header of every
 * page, the logo on the first page, page numbers in the footer; Latin text in
 * Times New Roman and CJK in the regional face Word users have (§3.3: the
 * eastAsia font slot and language decide how Chinese renders).
 */

const EAST_ASIA: Record<DocumentScriptName, { font: string; lang: string }> = {
  en: { font: 'PMingLiU', lang: 'zh-HK' },
  'zh-HK': { font: 'PMingLiU', lang: 'zh-HK' },
  'zh-CN': { font: 'SimSun', lang: 'zh-CN' },
};

/** Content width of A4 with 2 cm margins, in pixels at 96 dpi (docx image sizes are pixels). */
const CONTENT_WIDTH_PX = 642;
/** The same width in twips (A4 11906 less two 1134 margins), for table grid columns. */
const CONTENT_WIDTH_TWIPS = 11906 - 2 * 1134;
const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT, justify: AlignmentType.JUSTIFIED } as const;

const textRuns = (runs: readonly Run[], script: DocumentScriptName, extra: Partial<IRunOptions> = {}): TextRun[] =>
  runs.flatMap((run) =>
    run.text.split('\n').map(
      (line, index) =>
        new TextRun({
          text: line,
          bold: run.bold,
          break: index > 0 ? 1 : undefined,
          font: { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: EAST_ASIA[script].font },
          language: { value: 'en-GB', eastAsia: EAST_ASIA[script].lang },
          ...extra,
        }),
    ),
  );

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER };

/** Consecutive side-by-side blocks as one borderless two-column table. */
const pairTable = (pairs: Extract<Block, { kind: 'pair' }>[]): Table =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: pairs.map(
      (pair) =>
        new TableRow({
          children: [
            new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: [new Paragraph({ spacing: { after: 120 }, children: textRuns(pair.runs, 'en', { bold: pair.bold || undefined }) })] }),
            new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: [new Paragraph({ spacing: { after: 120 }, children: textRuns(pair.right, pair.rightScript, { bold: pair.bold || undefined }) })] }),
          ],
        }),
    ),
  });

const blockChildren = (block: Exclude<Block, { kind: 'pair' }>): FileChild[] => {
  switch (block.kind) {
    case 'pageBreak':
      return [new Paragraph({ pageBreakBefore: true, children: [] })];
    case 'disclaimer':
      return [new Paragraph({ alignment: AlignmentType.JUSTIFIED, spacing: { after: 160 }, children: textRuns(block.runs, block.script, { italics: true, size: 18 }) })];
    case 'heading':
      return [
        new Paragraph({
          alignment: ALIGN[block.align ?? 'center'],
          spacing: { before: 120, after: 120 },
          children: textRuns(block.runs, block.script, { bold: true, size: block.level === 1 ? 28 : block.level === 2 ? 24 : 22 }),
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ alignment: ALIGN[block.align ?? 'justify'], spacing: { after: 160 }, children: textRuns(block.runs, block.script, { size: 22 }) })];
    case 'signature':
      return [
        new Paragraph({ spacing: { before: 480 }, children: textRuns([{ text: '______________________________' }], block.script) }),
        ...block.runs.map((run) => new Paragraph({ children: textRuns([run], block.script, { size: 22 }) })),
      ];
    case 'table': {
      const weights = columnWeights(block.rows);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const percent = weights.map((weight) => Math.round((100 * weight) / total));
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          columnWidths: weights.map((weight) => Math.round((CONTENT_WIDTH_TWIPS * weight) / total)),
          rows: block.rows.map(
            (row, rowIndex) =>
              new TableRow({
                tableHeader: rowIndex === 0,
                children: row.map((cell, cellIndex) => new TableCell({ width: { size: percent[cellIndex], type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: textRuns([{ text: cell, bold: rowIndex === 0 }], block.script, { size: 20 }) })] })),
              }),
          ),
        }),
      ];
    }
  }
};

/** The Word file of a document model on a letterhead (or none). */
export const renderDocx = async (model: DocumentModel, letterhead: LetterheadArtwork, footerScript: DocumentScriptName): Promise<Buffer> => {
  const children: FileChild[] = [];
  if (letterhead) {
    const size = fitWithin(letterhead.logo, 200, 64);
    children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [new ImageRun({ type: letterhead.logo.type, data: letterhead.logo.data, transformation: size })] }));
  }
  let pairs: Extract<Block, { kind: 'pair' }>[] = [];
  const flushPairs = () => {
    if (pairs.length) children.push(pairTable(pairs), new Paragraph({ children: [] }));
    pairs = [];
  };
  for (const block of model.blocks) {
    if (block.kind === 'pair') {
      pairs.push(block);
      continue;
    }
    flushPairs();
    children.push(...blockChildren(block));
  }
  flushPairs();

  const header = letterhead
    ? new Header({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new ImageRun({ type: letterhead.header.type, data: letterhead.header.data, transformation: fitWithin(letterhead.header, CONTENT_WIDTH_PX, 110) })] })] })
    : undefined;
  const pageWords = footerScript === 'en' ? ['Page ', ' of '] : footerScript === 'zh-HK' ? ['第 ', ' 頁，共 '] : ['第 ', ' 页，共 '];
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ children: [pageWords[0], PageNumber.CURRENT, pageWords[1], PageNumber.TOTAL_PAGES, footerScript === 'en' ? '' : ' 頁'.replace('頁', footerScript === 'zh-HK' ? '頁' : '页')], size: 16 }),
        ],
      }),
    ],
  });
  const document = new Document({
    title: model.title,
    creator: 'Compliance Desk',
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134, header: 567, footer: 567 } } },
        headers: header ? { default: header } : undefined,
        footers: { default: footer },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
};
