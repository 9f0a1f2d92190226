import type { Locale } from '@app/contracts';

const TEXT = {
  en: {
    simulatorTitle: 'WeChat (simulated)',
    simulatorNote: 'Development only: this page plays the part of WeChat. In production the user scans a QR code with the WeChat app.',
    nickName: 'Test identity (nickname)',
    allow: 'Allow sign-in',
    done: 'WeChat confirmed. You can return to the sign-in window.',
    failed: 'This WeChat sign-in has expired. Please go back and scan again.',
  },
  'zh-CN': {
    simulatorTitle: '微信（模拟）',
    simulatorNote: '仅供开发使用：本页面模拟微信。正式环境中，用户使用微信扫描二维码。',
    nickName: '测试身份（昵称）',
    allow: '允许登录',
    done: '微信已确认，请返回登录窗口。',
    failed: '本次微信登录已过期，请返回重新扫码。',
  },
  'zh-HK': {
    simulatorTitle: '微信（模擬）',
    simulatorNote: '只供開發使用：本頁面模擬微信。正式環境中，用戶以微信掃描二維碼。',
    nickName: '測試身分（暱稱）',
    allow: '允許登入',
    done: '微信已確認，請返回登入視窗。',
    failed: '本次微信登入已過期，請返回重新掃描。',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (locale: Locale, title: string, body: string) =>
  `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
  `<body style="font-family:system-ui,sans-serif;display:flex;justify-content:center;padding:24px;color:#1f1f1f"><main style="max-width:320px;text-align:center">${body}</main></body></html>`;

/** The simulated WeChat confirmation page (development only). */
export const simulatorPage = (locale: Locale, state: string, redirectUri: string) => {
  const text = TEXT[locale];
  return page(
    locale,
    text.simulatorTitle,
    `<h2 style="color:#07c160">${text.simulatorTitle}</h2><p style="font-size:13px;color:#666">${text.simulatorNote}</p>` +
      `<form method="get" action="/api/dev/wechat/confirm"><input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">` +
      `<label>${text.nickName}<br><input name="nickName" value="WeChat user" maxlength="40" style="margin:8px 0;padding:6px;width:90%"></label><br>` +
      `<button type="submit" style="background:#07c160;color:#fff;border:0;padding:10px 24px;border-radius:4px;font-size:15px">${text.allow}</button></form>`,
  );
};

/** What the browser shows after WeChat redirects back. */
export const callbackPage = (locale: Locale, done: boolean) => {
  const text = TEXT[locale];
  return page(locale, text.simulatorTitle, `<p data-status="${done ? 'done' : 'failed'}">${done ? text.done : text.failed}</p>`);
};
