import { API_ERROR_TOAST_MS } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DECISION,
  REPLY_POLICY,
  applyNetworkFailure,
  applyReplyPolicy,
  isSuccessCode,
  resolveReplyPolicy,
  validationDetailsOf,
  type ReplyEffects,
} from './errorPolicy';

const fakeEffects = (): ReplyEffects & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    toast: vi.fn((text: string, durationMs: number) => calls.push(`toast:${text}:${durationMs}`)),
    translate: vi.fn((key: string) => `t(${key})`),
    resetSessionAndLogin: vi.fn(() => calls.push('resetSessionAndLogin')),
    reloadUserInfoAndConfirm: vi.fn((message: string) => calls.push(`reloadUserInfoAndConfirm:${message}`)),
    openVipDialog: vi.fn(() => calls.push('openVipDialog')),
    openCompanyVipDialog: vi.fn(() => calls.push('openCompanyVipDialog')),
    openUsageLimitDialog: vi.fn((limit: number | undefined) => calls.push(`openUsageLimitDialog:${limit}`)),
    openCompanyLimitDialog: vi.fn((limit: number | undefined) => calls.push(`openCompanyLimitDialog:${limit}`)),
    goToLogin: vi.fn(() => calls.push('goToLogin')),
  };
};

const reply = (errCode: number, resultMsg = 'server says no', resultData: unknown = null) => ({ errCode, resultMsg, resultData });

describe('resolveReplyPolicy (spec §8)', () => {
  it.each([
    [0, 'none', 'success'],
    [-12, 'none', 'success'],
    [-14, 'none', 'success'],
    [-15, 'none', 'success'],
    [9999, 'redirect', 'resetSession'],
    [9998, 'redirect', 'resetSession'],
    [9997, 'dialog', 'reloadUserInfo'],
    [9996, 'silent', 'reject'],
    [506, 'silent', 'reject'],
    [-9, 'toast', 'maxUsers'],
    [-10, 'dialog', 'vipDialog'],
    [-11, 'dialog', 'companyVipDialog'],
    [1999, 'dialog', 'usageLimitDialog'],
    [203, 'dialog', 'companyLimitDialog'],
    [2000, 'dialog', 'companyLimitDialog'],
    [-1, 'toast', 'message'],
    [-4, 'toast', 'message'],
    [400, 'toast', 'message'],
    [404, 'toast', 'message'],
    [502, 'toast', 'message'],
    [999, 'toast', 'message'],
  ])('errCode %i for a signed-in user: %s / %s', (errCode, display, action) => {
    expect(resolveReplyPolicy(errCode, { isVisitor: false })).toEqual({ display, action });
  });

  it.each([1999, 203, 2000, -10, -11])('sends a visitor who hits quota or membership code %i to the login page', (errCode) => {
    expect(resolveReplyPolicy(errCode, { isVisitor: true })).toEqual({ display: 'redirect', action: 'loginPrompt' });
  });

  it.each([0, 9999, 9996, 42])('gives visitors the same policy as users for %i', (errCode) => {
    expect(resolveReplyPolicy(errCode, { isVisitor: true })).toEqual(resolveReplyPolicy(errCode, { isVisitor: false }));
  });

  it('uses the default for codes not in the table', () => {
    expect(REPLY_POLICY[12345]).toBeUndefined();
    expect(resolveReplyPolicy(12345, { isVisitor: false })).toEqual(DEFAULT_DECISION);
  });

  it.each([
    [0, true],
    [-12, true],
    [-14, true],
    [-15, true],
    [-1, false],
    [9999, false],
  ])('isSuccessCode(%i) is %s', (errCode, expected) => {
    expect(isSuccessCode(errCode)).toBe(expected);
  });
});

describe('applyReplyPolicy', () => {
  it.each([
    [9999, 'resetSessionAndLogin'],
    [9998, 'resetSessionAndLogin'],
    [9997, 'reloadUserInfoAndConfirm:t(codes.AUTH_USER_INFO_CHANGED)'],
    [-10, 'openVipDialog'],
    [-11, 'openCompanyVipDialog'],
    [-9, `toast:t(codes.ORGANISATION_USER_LIMIT):${API_ERROR_TOAST_MS}`],
  ])('errCode %i runs %s', (errCode, expected) => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(errCode, { isVisitor: false }), reply(errCode), effects);
    expect(effects.calls).toEqual([expected]);
  });

  it.each([0, -12, -15, 9996, 506])('errCode %i shows nothing', (errCode) => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(errCode, { isVisitor: false }), reply(errCode), effects);
    expect(effects.calls).toEqual([]);
  });

  it('passes the free limit of a quota reply to the usage-limit dialog', () => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(1999, { isVisitor: false }), reply(1999, 'quota', { limit: 10 }), effects);
    expect(effects.calls).toEqual(['openUsageLimitDialog:10']);
  });

  it('opens the usage-limit dialog without a limit when the reply has none (the dialog uses the default)', () => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(1999, { isVisitor: false }), reply(1999), effects);
    expect(effects.calls).toEqual(['openUsageLimitDialog:undefined']);
  });

  it.each([203, 2000])('opens the company-limit dialog for %i', (errCode) => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(errCode, { isVisitor: false }), reply(errCode, 'limit', { limit: '10' }), effects);
    expect(effects.calls).toEqual(['openCompanyLimitDialog:10']);
  });

  it('sends a visitor at a quota to the login page instead of a dialog', () => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(1999, { isVisitor: true }), reply(1999), effects);
    expect(effects.calls).toEqual(['goToLogin']);
  });

  it('shows other errors as a warning toast with resultMsg for 1.5 s', () => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(-4, { isVisitor: false }), reply(-4, 'Error verification code.'), effects);
    expect(effects.calls).toEqual(['toast:Error verification code.:1500']);
    expect(API_ERROR_TOAST_MS).toBe(1500);
  });

  it("falls back to 'Error' when resultMsg is empty", () => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(-1, { isVisitor: false }), reply(-1, '  '), effects);
    expect(effects.calls).toEqual(['toast:t(network.generic):1500']);
  });

  it('leaves validation details to a form that shows them per field', () => {
    const effects = fakeEffects();
    const details = { details: [{ path: 'name', message: 'Please enter your name.' }] };
    applyReplyPolicy(resolveReplyPolicy(400, { isVisitor: false }), reply(400, 'Some fields are not valid', details), effects, { fieldErrors: true });
    expect(effects.calls).toEqual([]);
  });

  it('still toasts a validation reply without details, even for a form', () => {
    const effects = fakeEffects();
    applyReplyPolicy(resolveReplyPolicy(400, { isVisitor: false }), reply(400, 'Bad request'), effects, { fieldErrors: true });
    expect(effects.calls).toEqual(['toast:Bad request:1500']);
  });
});

describe('applyNetworkFailure', () => {
  it.each([
    ['timeout', 'toast:t(network.timeout):1500'],
    ['unavailable', 'toast:t(network.unavailable):1500'],
  ] as const)('%s shows its toast for 1.5 s', (failure, expected) => {
    const effects = fakeEffects();
    applyNetworkFailure(failure, effects);
    expect(effects.calls).toEqual([expected]);
  });
});

describe('validationDetailsOf', () => {
  it.each([
    [null, undefined],
    ['text', undefined],
    [{}, undefined],
    [{ details: 'x' }, undefined],
    [{ details: [] }, undefined],
    [{ details: [{ path: 1, message: 'x' }] }, undefined],
    [{ details: [{ path: 'phone', message: 'bad' }] }, [{ path: 'phone', message: 'bad' }]],
  ])('reads %j as %j', (resultData, expected) => {
    expect(validationDetailsOf(resultData)).toEqual(expected);
  });
});
