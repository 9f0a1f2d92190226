import type { CalculationResult, Figure } from '@app/domain';

/** Turns one cell into CSV text (quoted when needed). */
const csvCell = (value: Figure | undefined): string => {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows of cells as CSV text. */
export const rowsToCsv = (rows: readonly (readonly (Figure | undefined)[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\n');

/** The result as CSV rows: section, key, figure, value, rule, confidence. */
export const resultToCsv = (result: CalculationResult<unknown>, input: Record<string, unknown>): string => {
  const rows: (Figure | undefined)[][] = [['section', 'key', 'figure', 'value', 'rule', 'confidence']];
  for (const [key, value] of Object.entries(input)) rows.push(['input', key, '', typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as Figure), '', '']);
  if (result.value !== null && typeof result.value === 'object') {
    for (const [key, value] of Object.entries(result.value as Record<string, unknown>))
      rows.push(['value', key, '', typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as Figure), '', '']);
  }
  for (const step of result.steps) {
    const figures = Object.entries(step.figures);
    if (figures.length === 0) rows.push(['step', step.key, '', '', step.rule, step.confidence]);
    for (const [name, value] of figures) rows.push(['step', step.key, name, value, step.rule, step.confidence]);
  }
  for (const [section, notes] of [
    ['assumption', result.assumptions],
    ['warning', result.warnings],
    ['error', result.errors],
  ] as const)
    for (const note of notes) rows.push([section, note.code, note.field ?? '', note.params ? JSON.stringify(note.params) : '', note.rule ?? '', note.confidence ?? '']);
  return rowsToCsv(rows);
};

/** Offers `text` as a file download. */
export const downloadText = (fileName: string, text: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
