import { sql, type SQL } from 'drizzle-orm';

/** Bulk writes through one JSON parameter (json_to_recordset), for the importers' repositories. */

/** Rows per statement: look-ups by key and multi-row inserts stay well under PostgreSQL's parameter limit. */
export const BATCH_ROWS = 500;

export const inBatches = <Item>(items: readonly Item[]): Item[][] => {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH_ROWS) batches.push(items.slice(start, start + BATCH_ROWS));
  return batches;
};

/** A column written from a JSON recordset: its name, its type in json_to_recordset, and its value. */
export type Column<Row> = [name: string, type: string, valueOf: (row: Row) => unknown];

/**
 * Rows as ONE json parameter read back by json_to_recordset: several times
 * faster than a parameter per value, above all on PGlite (see prices.repository).
 */
export const recordsetOf = <Row>(columns: Column<Row>[], rows: Row[]): SQL => {
  const records = rows.map((row) => Object.fromEntries(columns.map(([name, , valueOf]) => [name, valueOf(row)])));
  return sql`json_to_recordset(${JSON.stringify(records)}::json) as t(${sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '))})`;
};

/** INSERT … SELECT from a recordset; `casts` turns a recordset column into the stored type. */
export const insertFromRecordset = <Row>(table: string, columns: Column<Row>[], rows: Row[], casts: Record<string, string> = {}): SQL => {
  const names = columns.map(([name]) => name);
  return sql`insert into ${sql.raw(table)} (${sql.raw(names.join(', '))})
    select ${sql.raw(names.map((name) => casts[name] ?? `t.${name}`).join(', '))} from ${recordsetOf(columns, rows)}`;
};

/** UPDATE … FROM a recordset, matching `key`; `extra` adds set clauses (updated_at = now()). */
export const updateFromRecordset = <Row>(table: string, key: string, columns: Column<Row>[], rows: Row[], casts: Record<string, string> = {}, extra = ''): SQL => {
  const assignments = columns.filter(([name]) => name !== key).map(([name]) => `${name} = ${casts[name] ?? `t.${name}`}`);
  if (extra) assignments.push(extra);
  return sql`update ${sql.raw(table)} as target set ${sql.raw(assignments.join(', '))}
    from ${recordsetOf(columns, rows)} where target.${sql.raw(key)} = t.${sql.raw(key)}`;
};
