import type { Locale } from '@app/contracts';
import QRCode from 'qrcode';
import type { SandboxTradeRow } from './commerce.repository';

const texts = {
  en: { title: 'Payment sandbox', intro: 'This page plays the payer\'s side of WeChat Pay / Alipay for development and demonstrations. No real money moves.', scanned: 'Scanned', order: 'Merchant order', amount: 'Amount', method: 'Method', state: 'State', pay: 'Pay', fail: 'Fail', sent: 'Paid. A signed notification was sent to the shop\'s callback; it answered {{status}}.', failed: 'The payment failed. WeChat Pay does not notify failures; the shop sees it when it asks.', unknown: 'Unknown order.', wechat: 'WeChat Pay', alipay: 'Alipay', notSent: 'The notification could not be delivered ({{error}}); the shop finds the payment when it asks.' },
  'zh-CN': { title: '支付沙箱', intro: '本页面在开发及演示时扮演微信支付／支付宝的付款人一方，不会产生真实扣款。', scanned: '已扫描', order: '商户订单号', amount: '金额', method: '支付方式', state: '状态', pay: '支付', fail: '支付失败', sent: '已支付。已向商户回调发送签名通知，回调应答 {{status}}。', failed: '支付失败。微信支付不通知失败，商户查询时可见。', unknown: '未知订单。', wechat: '微信支付', alipay: '支付宝', notSent: '通知未能送达（{{error}}），商户查询时会发现该笔付款。' },
  'zh-HK': { title: '付款沙盒', intro: '此頁面於開發及示範時扮演微信支付／支付寶的付款人一方，不會產生真實扣款。', scanned: '已掃描', order: '商戶訂單號', amount: '金額', method: '付款方式', state: '狀態', pay: '付款', fail: '付款失敗', sent: '已付款。已向商戶回調發送簽署通知，回調回應 {{status}}。', failed: '付款失敗。微信支付不會通知失敗，商戶查詢時可見。', unknown: '未知訂單。', wechat: '微信支付', alipay: '支付寶', notSent: '通知未能送達（{{error}}），商戶查詢時會發現此筆付款。' },
} as const;

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => escape(params[name] ?? whole));

const page = (locale: Locale, body: string) => `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${texts[locale].title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:460px;margin:24px auto;padding:0 16px;color:#222}h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#666}button{font-size:16px;padding:8px 20px;margin-right:8px;border-radius:6px;border:1px solid #ccc;cursor:pointer}button[value=pay]{background:#07c160;color:#fff;border-color:#07c160}.note{background:#fffbe6;border:1px solid #ffe58f;padding:8px;border-radius:6px}</style></head><body>${body}</body></html>`;

/** The cashier: what was scanned, with "pay" and "fail" (development only). */
export const sandboxCashierPage = async (locale: Locale, trade: SandboxTradeRow | undefined, actionUrl: string, scannedUrl: string) => {
  const text = texts[locale];
  if (!trade) return page(locale, `<h1>${text.title}</h1><p>${text.unknown}</p>`);
  const qr = await QRCode.toString(scannedUrl, { type: 'svg', width: 120, margin: 1 });
  return page(
    locale,
    `<h1>${text.title}</h1><p class="note">${text.intro}</p><dl><dt>${text.method}</dt><dd>${trade.payWay === 2 ? text.alipay : text.wechat}</dd><dt>${text.order}</dt><dd>${escape(trade.outTradeNo)}</dd><dt>${text.amount}</dt><dd data-testid="sandbox-amount">${escape(trade.currency)} ${(trade.amountMinor / 100).toFixed(2)}</dd><dt>${text.state}</dt><dd data-testid="sandbox-state">${escape(trade.state)}</dd><dt>${text.scanned}</dt><dd>${qr}</dd></dl>
<form method="post" action="${escape(actionUrl)}"><input type="hidden" name="outTradeNo" value="${escape(trade.outTradeNo)}"><input type="hidden" name="language" value="${locale}"><button name="outcome" value="pay">${text.pay}</button><button name="outcome" value="fail">${text.fail}</button></form>`,
  );
};

/** What happened after the payer pressed a button. */
export const sandboxResultPage = (locale: Locale, outcome: 'sent' | 'failed' | 'notSent' | 'unknown', params: Record<string, string> = {}) =>
  page(locale, `<h1>${texts[locale].title}</h1><p data-testid="sandbox-result">${fill(texts[locale][outcome], params)}</p>`);
