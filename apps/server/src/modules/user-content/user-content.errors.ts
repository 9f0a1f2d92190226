/**
 * The constraint name of a unique violation (SQLSTATE 23505) in `error` or its
 * causes, if it is one: the unique indexes are the last guard against two
 * quick identical requests.
 */
export const uniqueViolationOf = (error: unknown): string | undefined => {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
};
