import { SUCCESS_LIKE_ERR_CODES, type Envelope, type ValidationDetail } from '@app/contracts';
import { API_ERROR_TOAST_MS } from '@app/domain';

/**
 * The one display policy for API replies (spec §8, EXAMPLES §5). The table
 * says what a reply code means to the user; `applyReplyPolicy` performs it
 * through effects the app registers (toasts, dialogs, navigation), so this
 * file stays free of React and of any module.
 */

/** How a reply is shown. */
export type ReplyDisplay = 'none' | 'toast' | 'dialog' | 'redirect' | 'silent';

/** What the app does with a reply. */
export type ReplyAction =
  | 'success'
  | 'resetSession'
  | 'reloadUserInfo'
  | 'reject'
  | 'maxUsers'
  | 'vipDialog'
  | 'companyVipDialog'
  | 'usageLimitDialog'
  | 'companyLimitDialog'
  | 'loginPrompt'
  | 'message';

export type ReplyDecision = { display: ReplyDisplay; action: ReplyAction };

type PolicyEntry = ReplyDecision & { forVisitor?: ReplyDecision };

const SUCCESS: PolicyEntry = { display: 'none', action: 'success' };
const RESET_SESSION: PolicyEntry = { display: 'redirect', action: 'resetSession' };
const REJECT_SILENTLY: PolicyEntry = { display: 'silent', action: 'reject' };
const LOGIN_PROMPT: ReplyDecision = { display: 'redirect', action: 'loginPrompt' };

/** Spec §8, code by code. Codes not listed get DEFAULT_DECISION. */
export const REPLY_POLICY: Readonly<Record<number, PolicyEntry>> = {
  ...Object.fromEntries(SUCCESS_LIKE_ERR_CODES.map((code) => [code, SUCCESS])),
  9999: RESET_SESSION,
  9998: RESET_SESSION,
  9997: { display: 'dialog', action: 'reloadUserInfo' },
  9996: REJECT_SILENTLY,
  506: REJECT_SILENTLY,
  [-9]: { display: 'toast', action: 'maxUsers' },
  // a visitor cannot buy a membership before signing in
  [-10]: { display: 'dialog', action: 'vipDialog', forVisitor: LOGIN_PROMPT },
  [-11]: { display: 'dialog', action: 'companyVipDialog', forVisitor: LOGIN_PROMPT },
  1999: { display: 'dialog', action: 'usageLimitDialog', forVisitor: LOGIN_PROMPT },
  203: { display: 'dialog', action: 'companyLimitDialog', forVisitor: LOGIN_PROMPT },
  2000: { display: 'dialog', action: 'companyLimitDialog', forVisitor: LOGIN_PROMPT },
};

/** Everything else: a warning toast with the server's message. */
export const DEFAULT_DECISION: ReplyDecision = { display: 'toast', action: 'message' };

/** Looks up the policy of a reply code; visitors get the visitor variant where one exists. */
export const resolveReplyPolicy = (errCode: number, context: { isVisitor: boolean }): ReplyDecision => {
  const entry = REPLY_POLICY[errCode];
  if (!entry) return DEFAULT_DECISION;
  if (context.isVisitor && entry.forVisitor) return entry.forVisitor;
  return { display: entry.display, action: entry.action };
};

/** True when the reply counts as success (spec §8: 0, -12, -14, -15). */
export const isSuccessCode = (errCode: number): boolean => resolveReplyPolicy(errCode, { isVisitor: false }).action === 'success';

/** The side effects the app provides; the policy decides which one runs. */
export type ReplyEffects = {
  /** Shows a warning toast for `durationMs`. */
  toast: (text: string, durationMs: number) => void;
  /** Translates a key of the `errors` namespace. */
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** Makes `translate` ready (the `errors` namespace is not on the first page); awaited before any effect runs. */
  prepare?: () => Promise<void>;
  /** Clears the token and goes to /login, keeping the current path as redirect. */
  resetSessionAndLogin: () => void;
  /** Reloads user info, then confirms "approved, sign in again". */
  reloadUserInfoAndConfirm: (message: string) => void;
  openVipDialog: () => void;
  openCompanyVipDialog: () => void;
  /** Daily search quota reached; `limit` from the reply when it carries one. */
  openUsageLimitDialog: (limit: number | undefined) => void;
  /** Daily company look-up quota reached. */
  openCompanyLimitDialog: (limit: number | undefined) => void;
  /** A visitor hit a quota: sign in first. */
  goToLogin: () => void;
};

export type ApplyOptions = {
  /** The caller shows `resultData.details` next to its fields: no toast for those replies. */
  fieldErrors?: boolean;
};

/** Reads `resultData.details` of a validation reply, when present. */
export const validationDetailsOf = (resultData: unknown): ValidationDetail[] | undefined => {
  if (!resultData || typeof resultData !== 'object') return undefined;
  const details = (resultData as { details?: unknown }).details;
  if (!Array.isArray(details)) return undefined;
  const valid = details.filter(
    (detail): detail is ValidationDetail =>
      !!detail && typeof detail === 'object' && typeof (detail as ValidationDetail).path === 'string' && typeof (detail as ValidationDetail).message === 'string',
  );
  return valid.length > 0 ? valid : undefined;
};

/** Reads a numeric `resultData.limit` (quota replies), when present. */
const limitOf = (resultData: unknown): number | undefined => {
  if (!resultData || typeof resultData !== 'object') return undefined;
  const limit = Number((resultData as { limit?: unknown }).limit);
  return Number.isFinite(limit) && limit > 0 ? limit : undefined;
};

/** Performs the decision for one reply. */
export const applyReplyPolicy = (
  decision: ReplyDecision,
  reply: Envelope<unknown>,
  effects: ReplyEffects,
  options: ApplyOptions = {},
): void => {
  switch (decision.action) {
    case 'success':
    case 'reject':
      return;
    case 'resetSession':
      effects.resetSessionAndLogin();
      return;
    case 'reloadUserInfo':
      effects.reloadUserInfoAndConfirm(effects.translate('codes.AUTH_USER_INFO_CHANGED'));
      return;
    case 'maxUsers':
      effects.toast(effects.translate('codes.ORGANISATION_USER_LIMIT'), API_ERROR_TOAST_MS);
      return;
    case 'vipDialog':
      effects.openVipDialog();
      return;
    case 'companyVipDialog':
      effects.openCompanyVipDialog();
      return;
    case 'usageLimitDialog':
      effects.openUsageLimitDialog(limitOf(reply.resultData));
      return;
    case 'companyLimitDialog':
      effects.openCompanyLimitDialog(limitOf(reply.resultData));
      return;
    case 'loginPrompt':
      effects.goToLogin();
      return;
    case 'message':
      if (options.fieldErrors && validationDetailsOf(reply.resultData)) return;
      effects.toast(reply.resultMsg?.trim() || effects.translate('network.generic'), API_ERROR_TOAST_MS);
      return;
  }
};

/** Why a request got no reply. */
export type NetworkFailure = 'timeout' | 'unavailable';

/** Toast for a request that got no reply (spec §8: timeout or server unavailable, 1.5 s). */
export const applyNetworkFailure = (failure: NetworkFailure, effects: Pick<ReplyEffects, 'toast' | 'translate'>): void => {
  effects.toast(effects.translate(failure === 'timeout' ? 'network.timeout' : 'network.unavailable'), API_ERROR_TOAST_MS);
};
