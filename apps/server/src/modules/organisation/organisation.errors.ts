import { AppError } from '../../lib/errors';

/** A VALIDATION_FAILED error for one field, with a `validation.*` message key. */
export const fieldError = (path: string, message: string) => new AppError('VALIDATION_FAILED', { details: [{ path, message }] });

/** The constraint name of a unique violation (SQLSTATE 23505), if `error` is one; one reader for all modules. */
export { uniqueViolationOf } from '../../db/unique-violations';
