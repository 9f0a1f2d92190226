import type { PreviewBlock } from '@app/contracts';
import type { CSSProperties } from 'react';

const runsOf = (runs: PreviewBlock['runs']) =>
  (runs ?? []).map((run, index) => (
    <span key={index} style={{ fontWeight: run.bold ? 600 : undefined, whiteSpace: 'pre-wrap' }}>
      {run.text}
    </span>
  ));

const ALIGN: Record<string, CSSProperties['textAlign']> = { left: 'left', center: 'center', right: 'right', justify: 'justify' };

/** The document model as a page preview (the same blocks the Word and PDF files are drawn from). */
export const DocumentPreview = ({ blocks }: { blocks: PreviewBlock[] }) => (
  <div data-testid="document-preview" style={{ background: '#fff', border: '1px solid #e5e5e5', padding: '32px 40px', maxWidth: 820, fontSize: 14, lineHeight: 1.6 }}>
    {blocks.map((block, index) => {
      const lang = block.script === 'zh-CN' ? 'zh-CN' : block.script === 'zh-HK' ? 'zh-HK' : 'en';
      switch (block.kind) {
        case 'pageBreak':
          return <hr key={index} style={{ borderTop: '2px dashed #bbb', margin: '24px 0' }} />;
        case 'disclaimer':
          return (
            <p key={index} lang={lang} style={{ fontSize: 12, fontStyle: 'italic', textAlign: 'justify' }}>
              {runsOf(block.runs)}
            </p>
          );
        case 'heading':
          return (
            <p key={index} lang={lang} style={{ fontWeight: 600, fontSize: block.level === 1 ? 18 : block.level === 2 ? 16 : 14, textAlign: ALIGN[block.align ?? 'center'] }}>
              {runsOf(block.runs)}
            </p>
          );
        case 'pair':
          return (
            <div key={index} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, marginBottom: 8 }}>
              <div lang="en">{runsOf(block.runs)}</div>
              <div lang={lang}>{runsOf(block.right)}</div>
            </div>
          );
        case 'signature':
          return (
            <div key={index} lang={lang} style={{ marginTop: 32 }}>
              <div style={{ borderTop: '1px solid #333', width: 220 }} />
              {(block.runs ?? []).map((run, line) => (
                <div key={line}>{run.text}</div>
              ))}
            </div>
          );
        case 'table':
          return (
            <table key={index} style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 12 }}>
              <tbody>
                {(block.rows ?? []).map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      <td key={cellIndex} style={{ border: '1px solid #ccc', padding: 4, fontWeight: rowIndex === 0 ? 600 : undefined }}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        default:
          return (
            <p key={index} lang={lang} style={{ textAlign: ALIGN[block.align ?? 'justify'] }}>
              {runsOf(block.runs)}
            </p>
          );
      }
    })}
  </div>
);
