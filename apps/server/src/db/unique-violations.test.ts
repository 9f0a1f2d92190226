import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { UNIQUE_VIOLATION_CODES, uniqueViolationError, uniqueViolationOf } from './unique-violations';

const uniqueIndexNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .flatMap((table) => getTableConfig(table).indexes.filter((index) => index.config.unique).map((index) => index.config.name));

describe('unique-key races', () => {
  it('gives every unique index of the schema its spec answer', () => {
    expect(uniqueIndexNames.length).toBeGreaterThan(10);
    expect(uniqueIndexNames.filter((name) => !(name! in UNIQUE_VIOLATION_CODES))).toEqual([]);
  });

  it('reads the constraint through wrapped errors (Drizzle wraps the driver error)', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_key' });
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(uniqueViolationOf(wrapped)).toBe('users_email_key');
    expect(uniqueViolationError(wrapped)?.errCode).toBe(205);
    expect(uniqueViolationError(Object.assign(new Error('x'), { code: '23505', constraint: 'users_phone_key' }), { users_phone_key: 'AUTH_PHONE_REGISTERED' })?.errCode).toBe(201);
    expect(uniqueViolationError(Object.assign(new Error('x'), { code: '23505', constraint: 'some_future_key' }))?.code).toBe('RECORD_DUPLICATE');
    expect(uniqueViolationError(new Error('other'))).toBeUndefined();
  });
});
