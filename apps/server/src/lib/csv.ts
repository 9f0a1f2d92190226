/** CSV reading shared by the importers (daily prices, Companies Registry files). */

/**
 * Splits CSV text into records (RFC 4180 quoting, CRLF or LF, a leading BOM
 * ignored), each with the line it starts on; blank lines are skipped.
 * @throws the error `formatError` makes when a quote is never closed.
 */
export const splitCsvRecords = (text: string, formatError: (message: string) => Error): { line: number; values: string[] }[] => {
  const records: { line: number; values: string[] }[] = [];
  let values: string[] = [];
  let field = '';
  let isQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    values.push(field);
    if (values.some((value) => value.trim() !== '')) records.push({ line: recordLine, values });
    values = [];
    field = '';
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index];
    if (isQuoted) {
      if (character === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') isQuoted = false;
      else {
        if (character === '\n') line += 1;
        field += character;
      }
    } else if (character === '"') isQuoted = true;
    else if (character === ',') {
      values.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && body[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += character;
  }
  if (isQuoted) throw formatError(`Unclosed quote in the record starting on line ${recordLine}.`);
  endRecord();
  return records;
};
