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
  // file store (issue 16): spec §8 'name already exists'
  file_nodes_live_name_key: 'FILES_NAME_EXISTS',
  file_versions_node_version_key: 'RECORD_DUPLICATE',
  file_permissions_folder_subject_key: 'RECORD_DUPLICATE',
  file_shares_token_hash_key: 'RECORD_DUPLICATE',
  // the job table: a keyed job scheduled twice is answered by its conflict clause, never raised
  jobs_kind_key_key: 'RECORD_DUPLICATE',
  // commerce (issue 13): the state machine's keys; a race on them means "already done", never a second credit
  commerce_products_code_key: 'RECORD_DUPLICATE',
  commerce_orders_order_no_key: 'RECORD_DUPLICATE',
  commerce_payments_out_trade_no_key: 'RECORD_DUPLICATE',
  commerce_payments_provider_txn_key: 'RECORD_DUPLICATE',
  commerce_refunds_out_refund_no_key: 'RECORD_DUPLICATE',
  commerce_memberships_order_id_key: 'RECORD_DUPLICATE',
  commerce_receipts_order_id_key: 'RECORD_DUPLICATE',
  commerce_sandbox_trades_out_trade_no_key: 'RECORD_DUPLICATE',
  commerce_notice_deliveries_key_channel_key: 'RECORD_DUPLICATE',
  // message centre and alerts (issue 17): one message per user and thing; following twice
  messages_user_id_dedupe_key_key: 'RECORD_DUPLICATE',
  alert_follows_user_kind_key: 'RECORD_DUPLICATE',
  alert_digests_user_day_key: 'RECORD_DUPLICATE',
  message_deliveries_message_channel_key: 'RECORD_DUPLICATE',
  // documents (issue 15): a letterhead name is unique in its organisation
  document_letterheads_organisation_name_key: 'RECORD_DUPLICATE',
  // secretary (issue 14): one reminder delivery per task, person, channel and day
  secretary_reminder_deliveries_once_key: 'RECORD_DUPLICATE',
  // public-source sync (issue 18): one running run per source; a second start is answered by its conflict clause
  sync_runs_one_running_key: 'RECORD_DUPLICATE',
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
