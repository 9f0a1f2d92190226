import { AppError } from '../../lib/errors';

/** A VALIDATION_FAILED error for one field, with a `validation.*` message key. */
export const fieldError = (path: string, message: string) => new AppError('VALIDATION_FAILED', { details: [{ path, message }] });

/** The constraint name of a unique violation (SQLSTATE 23505) in `error` or its causes, if it is one. */
export const uniqueViolationOf = (error: unknown): string | undefined => {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
};
