import type { Locale } from '@app/contracts';

const TEXT = {
  en: {
    simulatorTitle: 'WeChat (simulated)',
    simulatorNote: 'Development only: this page plays the part of WeChat. In production the user scans a QR code with the WeChat app.',
    nickName: 'Test identity (nickname)',
    allow: 'Allow sign-in',
    done: 'WeChat confirmed. You can return to the sign-in window.',
    failed: 'This WeChat sign-in has expired. Please go back and scan again.',
    officialAccountTitle: 'Official account (simulated)',
    officialAccountNote: 'Development only: follow or unfollow the official account as a test identity; /au/saasuser/flag answers from this.',
    officialAccountLink: 'Follow the official account as a test identity',
    following: 'follows the official account.',
    notFollowing: 'does not follow the official account.',
    follow: 'Follow',
    unfollow: 'Unfollow',
    miniProgramTitle: 'Mini-program (simulated)',
    miniProgramNote: 'Development only: in production this code opens the WeChat mini-program.',
    miniProgramPage: 'Page',
    miniProgramScene: 'Scene',
    miniProgramDefaultPage: '(home page)',
  },
  'zh-CN': {
    simulatorTitle: '微信（模拟）',
    simulatorNote: '仅供开发使用：本页面模拟微信。正式环境中，用户使用微信扫描二维码。',
    nickName: '测试身份（昵称）',
    allow: '允许登录',
    done: '微信已确认，请返回登录窗口。',
    failed: '本次微信登录已过期，请返回重新扫码。',
    officialAccountTitle: '公众号（模拟）',
    officialAccountNote: '仅供开发使用：以测试身份关注或取消关注公众号；/au/saasuser/flag 据此回答。',
    officialAccountLink: '以测试身份关注公众号',
    following: '已关注公众号。',
    notFollowing: '未关注公众号。',
    follow: '关注',
    unfollow: '取消关注',
    miniProgramTitle: '小程序（模拟）',
    miniProgramNote: '仅供开发使用：正式环境中，此码会打开微信小程序。',
    miniProgramPage: '页面',
    miniProgramScene: '场景值',
    miniProgramDefaultPage: '（首页）',
  },
  'zh-HK': {
    simulatorTitle: '微信（模擬）',
    simulatorNote: '只供開發使用：本頁面模擬微信。正式環境中，用戶以微信掃描二維碼。',
    nickName: '測試身分（暱稱）',
    allow: '允許登入',
    done: '微信已確認，請返回登入視窗。',
    failed: '本次微信登入已過期，請返回重新掃描。',
    officialAccountTitle: '公眾號（模擬）',
    officialAccountNote: '只供開發使用：以測試身分關注或取消關注公眾號；/au/saasuser/flag 據此回答。',
    officialAccountLink: '以測試身分關注公眾號',
    following: '已關注公眾號。',
    notFollowing: '未關注公眾號。',
    follow: '關注',
    unfollow: '取消關注',
    miniProgramTitle: '小程式（模擬）',
    miniProgramNote: '只供開發使用：正式環境中，此碼會開啟微信小程式。',
    miniProgramPage: '頁面',
    miniProgramScene: '場景值',
    miniProgramDefaultPage: '（首頁）',
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
      `<button type="submit" style="background:#07c160;color:#fff;border:0;padding:10px 24px;border-radius:4px;font-size:15px">${text.allow}</button></form>` +
      `<p style="font-size:13px"><a href="/api/dev/wechat/officialAccount" target="_blank" rel="noopener">${text.officialAccountLink}</a></p>`,
  );
};

const GREEN_BUTTON = 'background:#07c160;color:#fff;border:0;padding:8px 18px;border-radius:4px;font-size:14px;margin:4px';

/** The simulated official account: a test identity follows or unfollows it (development only). */
export const officialAccountPage = (locale: Locale, nickName: string, following: boolean) => {
  const text = TEXT[locale];
  const name = escapeHtml(nickName);
  return page(
    locale,
    text.officialAccountTitle,
    `<h2 style="color:#07c160">${text.officialAccountTitle}</h2><p style="font-size:13px;color:#666">${text.officialAccountNote}</p>` +
      `<form method="get" action="/api/dev/wechat/officialAccount"><label>${text.nickName}<br><input name="nickName" value="${name}" maxlength="40" style="margin:8px 0;padding:6px;width:90%"></label><br>` +
      `<button type="submit" name="follow" value="true" style="${GREEN_BUTTON}">${text.follow}</button>` +
      `<button type="submit" name="follow" value="false" style="${GREEN_BUTTON};background:#999">${text.unfollow}</button></form>` +
      `<p data-following="${following}">${name} ${following ? text.following : text.notFollowing}</p>`,
  );
};

/** Where the simulator's mini-program codes lead: shows the page and scene the mini-program would open. */
export const miniProgramPage = (locale: Locale, scene: string, miniPage: string | undefined) => {
  const text = TEXT[locale];
  return page(
    locale,
    text.miniProgramTitle,
    `<h2 style="color:#07c160">${text.miniProgramTitle}</h2><p style="font-size:13px;color:#666">${text.miniProgramNote}</p>` +
      `<p>${text.miniProgramPage}: <code>${miniPage ? escapeHtml(miniPage) : text.miniProgramDefaultPage}</code></p><p>${text.miniProgramScene}: <code>${escapeHtml(scene)}</code></p>`,
  );
};

/** What the browser shows after WeChat redirects back. */
export const callbackPage = (locale: Locale, done: boolean) => {
  const text = TEXT[locale];
  return page(locale, text.simulatorTitle, `<p data-status="${done ? 'done' : 'failed'}">${done ? text.done : text.failed}</p>`);
};
