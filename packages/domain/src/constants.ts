/** Business constants of spec §9, one place for server and web. */

/** Request timeout of the web client (ms). */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Toast durations (ms): general, API errors. */
export const TOAST_MS = 3000;
export const API_ERROR_TOAST_MS = 1500;
/** Cookie lifetimes (days). */
export const COOKIE_CONSENT_DAYS = 99_999;
export const LANGUAGE_COOKIE_DAYS = 730;
export const LIST_LANGUAGE_COOKIE_DAYS = 365;
/** Session token lifetimes (days): 'notKeepSigned' and the default. */
export const TOKEN_DAYS_NOT_KEEP_SIGNED = 3;
export const TOKEN_DAYS_KEEP_SIGNED = 7;
/** The visitor token (spec §4). */
export const VISITOR_TOKEN = 'sightseer';
/** SMS resend countdown (s). */
export const SMS_RESEND_SECONDS = 60;
/** Payment status poll (ms) and QR size (px). */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_QR_SIZE = 180;
/** Follow-the-official-account prompt: delay, poll interval, poll count. */
export const FOLLOW_PROMPT_DELAY_MS = 180_000;
export const FOLLOW_POLL_MS = 2000;
export const FOLLOW_POLL_MAX = 150;
/** New-user window deciding the perfect-info step (ms, 7 days). */
export const NEW_USER_WINDOW_MS = 604_800_000;
/** Header message list: fetch 5, hover list shows 3, badge overflows above 99. */
export const HEADER_MESSAGE_FETCH = 5;
export const HEADER_MESSAGE_SHOWN = 3;
export const UNREAD_BADGE_MAX = 99;
/** Service-company lists: dialogs read 1000, the switcher 10 per tab. */
export const SERVICE_COMPANY_DIALOG_LIMIT = 1000;
export const SERVICE_COMPANY_SWITCHER_PAGE = 10;
/** Favourites list default limit. */
export const FAVOURITES_DEFAULT_LIMIT = 1000;
/** Free-tier daily caps (defaults; configurable on the server). */
export const FREE_SEARCH_LIMIT = 10;
export const FREE_COMPANY_LIMIT = 10;
/** Upload and download limits. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const BULK_DOWNLOAD_MAX_COMPANIES = 10;
export const REGISTRY_APPLICATION_MAX_FILES = 90;
/** Recycle bin retention (days). */
export const RECYCLE_BIN_DAYS = 30;
/** Field limits of spec §5/§9. */
export const FieldLimits = {
  short: 20,
  companyName: 30,
  long: 200,
  organisationName: 60,
  favouritesName: 24,
  passwordMin: 6,
  passwordMax: 18,
} as const;
/** Layout (spec §2/§9): sidebar widths and breakpoints (px). */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_MIDDLE_WIDTH = 200;
export const BREAKPOINT_COLLAPSE = 989;
export const BREAKPOINT_MIDDLE = 1189;
/** Slider captcha geometry (px). */
export const SliderCaptcha = { width: 400, height: 155, piece: 44, radius: 10 } as const;
/** Date-range presets of list filters (spec §9). */
export const DATE_RANGE_PRESETS = ['2d', '3d', '1w', '1m', '1y', '2y', '3y', '4y', '5y'] as const;
/** Average share price periods in trading days (spec §9). */
export const AVERAGE_PRICE_PERIODS = [5, 10, 15, 20, 30, 60, 90] as const;
/** Disclosure history starts (spec §9). */
export const HK_HISTORY_START = '1999-04-01';
export const A_SHARE_HISTORY_START = '2000-01-18';

/** Spec §9 listType → orgType mapping; entries the spec does not show fall back to 4. */
export const orgTypeForListType = (listType: number): number => {
  const known: Record<number, number> = { 0: 4, 1: 4, 2: 6, 3: 5, 4: 7, 5: 10, 6: 9, 7: 8 };
  if (listType in known) return known[listType];
  if (listType >= 15 && listType <= 22) return listType - 3;
  return 4;
};
