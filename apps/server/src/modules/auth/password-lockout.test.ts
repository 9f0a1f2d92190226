import { describe, expect, it } from 'vitest';
import { PASSWORD_LOCK_MS, PASSWORD_MAX_FAILURES, createPasswordLockout } from './password-lockout';

const MINUTE_MS = 60_000;

describe('password lockout (per account, in memory)', () => {
  it('locks on the fifth wrong password within the window and unlocks after 15 minutes', () => {
    let now = 0;
    const lockout = createPasswordLockout(() => now);
    for (let failure = 1; failure < PASSWORD_MAX_FAILURES; failure += 1) expect(lockout.recordFailure('u1')).toBeUndefined();
    expect(lockout.recordFailure('u1')).toBe(15);
    expect(lockout.lockedFor('u2')).toBeUndefined();
    now += 14 * MINUTE_MS + 1;
    expect(lockout.lockedFor('u1')).toBe(1);
    now = PASSWORD_LOCK_MS + 1;
    expect(lockout.lockedFor('u1')).toBeUndefined();
    // a new window starts after the lock
    expect(lockout.recordFailure('u1')).toBeUndefined();
  });

  it('forgets failures older than the window and after a reset', () => {
    let now = 0;
    const lockout = createPasswordLockout(() => now);
    for (let failure = 1; failure < PASSWORD_MAX_FAILURES; failure += 1) lockout.recordFailure('u1');
    now += PASSWORD_LOCK_MS;
    expect(lockout.recordFailure('u1')).toBeUndefined();
    for (let failure = 1; failure < PASSWORD_MAX_FAILURES - 1; failure += 1) lockout.recordFailure('u1');
    lockout.reset('u1');
    expect(lockout.recordFailure('u1')).toBeUndefined();
  });
});
