import type { ErrorCode } from '@app/contracts';
import { AppError } from '../lib/errors';

/**
 * The answer (spec §8) to a unique-key race on each unique index of the schema: two requests both
 * passed the "does it exist?" check and the database refused the second write (SQLSTATE 23505).
 * Every unique index of schema.ts and disclosure.schema.ts is listed (unique-violations.test.ts
 * checks), so no race answers 500. Writes that never race on user input (random token hashes, seeds
 * and importers) answer the generic duplicate too.
 */
export const UNIQUE_VIOLATION_CODES = {
  // accounts: spec §8 204 phone exists, 205 e-mail exists
  users_phone_key: 'ACCOUNT_PHONE_EXISTS',
  users_email_key: 'ACCOUNT_EMAIL_EXISTS',
  users_login_name_key: 'RECORD_DUPLICATE',
  users_open_id_key: 'RECORD_DUPLICATE',
  users_union_id_key: 'RECORD_DUPLICATE',
  sessions_token_hash_key: 'RECORD_DUPLICATE',
  wechat_logins_state_hash_key: 'RECORD_DUPLICATE',
  // 'Record exists. Do not duplicate.'
  company_departments_organisation_name_key: 'RECORD_DUPLICATE',
  service_companies_one_default_key: 'RECORD_DUPLICATE',
  service_companies_user_stock_code_key: 'RECORD_DUPLICATE',
  service_companies_user_company_no_key: 'RECORD_DUPLICATE',
  focus_companies_user_stock_key: 'RECORD_DUPLICATE',
  footprints_user_item_key: 'RECORD_DUPLICATE',
  favorites_folders_user_name_key: 'RECORD_DUPLICATE',
  collected_items_folder_item_key: 'RECORD_DUPLICATE',
  quota_usages_subject_kind_day_key: 'RECORD_DUPLICATE',
  system_parameters_type_key_key: 'RECORD_DUPLICATE',
  // reference data written by seeds and importers
  listed_companies_market_stock_code_key: 'RECORD_DUPLICATE',
  daily_prices_market_stock_code_trade_date_key: 'RECORD_DUPLICATE',
  documents_md5_key_key: 'RECORD_DUPLICATE',
  documents_source_source_id_key: 'RECORD_DUPLICATE',
} as const satisfies Record<string, ErrorCode>;

export type UniqueConstraintName = keyof typeof UNIQUE_VIOLATION_CODES;

/**
 * The constraint name of a unique violation (SQLSTATE 23505) in `error` or its causes (Drizzle wraps
 * the driver's error; node-postgres and PGlite both carry `code` and `constraint`), if it is one.
 */
export const uniqueViolationOf = (error: unknown): string | undefined => {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 10; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
};

/**
 * The spec answer to a unique violation as an AppError, or undefined when `error` is not one.
 * `overrides` gives a call its own code for a constraint (registration answers 201 for the phone).
 */
export const uniqueViolationError = (error: unknown, overrides: Partial<Record<UniqueConstraintName, ErrorCode>> = {}): AppError | undefined => {
  const constraint = uniqueViolationOf(error);
  if (constraint === undefined) return undefined;
  const code: ErrorCode = overrides[constraint as UniqueConstraintName] ?? UNIQUE_VIOLATION_CODES[constraint as UniqueConstraintName] ?? 'RECORD_DUPLICATE';
  return new AppError(code, { cause: error });
};
