import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addServiceCompany, clickUntilShown, completeFirmStep, requestAndFillCode, submitLastProfileTab } from '../account/account-fixtures';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { E2E_COMMERCE_STAFF_PHONE } from '../staff';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

// The specs share one server: put its clock back so that this file's "hours later" does not reach the next file.
afterAll(async () => {
  await fetch(`${baseUrl}/api/dev/clock/reset`, { method: 'POST' });
});

/** A small valid PDF, as a registry result. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Registers `phone` and completes the profile (law firm, no client company, password). */
const registerUser = async (page: Page, phone: string, accountType: RegExp) => {
  await page.goto('/register');
  await page.getByTestId('phone').fill(phone);
  await requestAndFillCode(page, baseUrl, phone);
  await page.getByTestId('register-submit').click();
  await page.getByTestId('profile-tab-1').waitFor();
  await completeFirmStep(page, accountType, 'Harbour Law LLP');
  await addServiceCompany(page, '00001');
  await clickUntilShown(page, 'service-company-save', 'profile-tab-3');
  await submitLastProfileTab(page, 'secret123');
};

/** Plays the payer: opens what the QR encodes (the sandbox cashier) and presses its pay button. */
const payInSandbox = async (payer: Page, cashierUrl: string) => {
  await payer.goto(cashierUrl);
  await payer.getByTestId('sandbox-amount').waitFor();
  await saveScreenshot(payer, 'commerce-sandbox-cashier');
  await payer.locator('button[value=pay]').click();
  await expect.poll(() => payer.getByTestId('sandbox-result').textContent()).toMatch(/200/);
};

/** Each test registers one or two users (captcha, SMS code, profile) and pays: more than the suite's default 60 s on a busy machine. */
const FLOW_TIMEOUT_MS = 180_000;

describe('[commerce] memberships and registry orders', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('[commerce] zh-CN: a free user buys VIP through the sandbox and a VIP-only filter then works', async () => {
    const { page, context, errors } = await chromium.open({ baseUrl, language: 'zh-CN', acceptCookies: true });
    await registerUser(page, `6${String(Date.now()).slice(-7)}`, /^(律师事务所|Law firm)$/);

    await page.goto('/disData/notice/list');
    await page.getByTestId('disclosure-open-vip').waitFor();
    await page.goto('/manage/vip/index');
    await page.getByTestId('vip-status').waitFor();
    expect(await findRawKeys(page)).toEqual([]);
    await saveScreenshot(page, 'commerce-vip-page-zh-CN');
    // the page's own button (the side menu has one too)
    await page.getByRole('main').getByRole('button', { name: '开通 VIP' }).click();
    await page.getByTestId('plan-vip-monthly').click();
    await saveScreenshot(page, 'commerce-vip-plans-zh-CN');
    await page.getByRole('button', { name: /支付/ }).click();
    const qr = page.getByTestId('payment-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe('180');
    await saveScreenshot(page, 'commerce-vip-qr-zh-CN');

    const payer = await context.newPage();
    await payInSandbox(payer, (await qr.getAttribute('data-code-url')) ?? '');
    // the dialog's 1.5 s poll sees payStatus '1': success message, dialog closes, the page shows VIP
    await page.getByTestId('payment-panel').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => page.getByTestId('vip-status').textContent(), { timeout: 20_000 }).toMatch(/VIP 会员/);
    await saveScreenshot(page, 'commerce-vip-active-zh-CN');

    await page.goto('/disData/notice/list');
    await page.getByTestId('disclosure-industry').waitFor();
    expect(await page.getByTestId('disclosure-open-vip').count()).toBe(0);
    expect(await page.locator('[data-testid=disclosure-industry].ant-select-disabled').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('[commerce] en: a company-particulars search is ordered, paid, delivered by staff and downloaded', async () => {
    const buyer = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await registerUser(buyer.page, `7${String(Date.now()).slice(-7)}`, /^Law firm$/);

    await buyer.page.goto('/disData/hkSearch/com');
    await buyer.page.getByTestId('product-hk-com-particulars').click();
    await buyer.page.getByLabel('Company number').fill('0000001');
    await buyer.page.getByLabel('English name').fill('HARBOUR TEST LIMITED');
    await saveScreenshot(buyer.page, 'commerce-registry-search-en');
    await buyer.page.getByRole('button', { name: 'Add to cart' }).click();
    await buyer.page.getByText('Cart (1)').waitFor();
    await buyer.page.goto('/manage/sCart/index');
    await expect.poll(() => buyer.page.getByTestId('cart-total').textContent(), { timeout: 10_000 }).toMatch(/52\.00/);
    await saveScreenshot(buyer.page, 'commerce-cart-en');
    await buyer.page.getByRole('button', { name: 'Check out' }).click();
    await buyer.page.getByLabel('Contact name').fill('Ann Lee');
    await buyer.page.getByLabel('Phone').fill('85291234567');
    await buyer.page.getByLabel('Email').fill('ann@example.com');
    await saveScreenshot(buyer.page, 'commerce-checkout-en');
    await buyer.page.getByRole('button', { name: 'Place order and pay' }).click();
    const qr = buyer.page.getByTestId('payment-qr');
    await qr.waitFor();
    const payer = await buyer.context.newPage();
    await payInSandbox(payer, (await qr.getAttribute('data-code-url')) ?? '');
    await buyer.page.waitForURL(/\/manage\/order\/detail\?orderId=/, { timeout: 20_000 });
    await buyer.page.getByTestId('timeline-fulfilling').waitFor();
    const orderId = new URL(buyer.page.url()).searchParams.get('orderId') ?? '';
    await saveScreenshot(buyer.page, 'commerce-order-fulfilling-en');

    // staff upload the PDF and deliver
    const staff = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await registerUser(staff.page, E2E_COMMERCE_STAFF_PHONE, /^Law firm$/);
    await staff.page.goto('/admin/orders');
    const card = staff.page.locator('.ant-card', { hasText: 'HARBOUR TEST LIMITED' }).first();
    await card.waitFor();
    await card.locator('input[type=file]').setInputFiles({ name: 'company-particulars.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card.getByText('company-particulars.pdf').waitFor();
    await saveScreenshot(staff.page, 'commerce-admin-queue-en');
    await card.getByRole('button', { name: 'Mark delivered' }).click();
    await card.waitFor({ state: 'detached' });

    // the buyer sees the timeline and downloads the file
    await buyer.page.reload();
    await buyer.page.getByTestId('timeline-delivered').waitFor();
    expect(await findRawKeys(buyer.page)).toEqual([]);
    await saveScreenshot(buyer.page, 'commerce-order-delivered-en');
    const [download] = await Promise.all([buyer.page.waitForEvent('download'), buyer.page.getByTestId('order-file-download').click()]);
    expect(download.suggestedFilename()).toBe('company-particulars.pdf');
    expect(orderId).not.toBe('');
    expect(buyer.errors).toEqual([]);
  });

  it('[commerce] zh-HK: an order left undelivered is cancelled and refunded after 24 hours on the test clock', async () => {
    const { page, context } = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    await registerUser(page, `8${String(Date.now()).slice(-7)}`, /^律師事務所$/);
    await page.goto('/disData/hkSearch/bankruptcy');
    await page.getByLabel(/要查冊的名稱/).fill('陳大文');
    await page.getByRole('button', { name: '加入購物車' }).click();
    await page.goto('/manage/sCart/buyInfo');
    await page.getByLabel('聯絡人姓名').fill('陳大文');
    await page.getByLabel('電話').fill('85291234560');
    await page.getByRole('button', { name: '提交訂單並付款' }).click();
    const qr = page.getByTestId('payment-qr');
    await qr.waitFor();
    await payInSandbox(await context.newPage(), (await qr.getAttribute('data-code-url')) ?? '');
    await page.waitForURL(/\/manage\/order\/detail\?orderId=/, { timeout: 20_000 });
    await page.getByTestId('timeline-fulfilling').waitFor();

    // 24 hours later on the app clock, the due jobs run: cancelled, then refunded
    for (const call of [{ path: '/api/dev/clock', body: { advanceSeconds: 24 * 3600 + 60 } }, { path: '/api/dev/jobs/run', body: {} }, { path: '/api/dev/jobs/run', body: {} }]) {
      const response = await fetch(`${baseUrl}${call.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body) });
      expect(response.ok).toBe(true);
    }
    await page.reload();
    await page.getByTestId('timeline-refunded').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('已取消並退款');
    await saveScreenshot(page, 'commerce-order-refunded-zh-HK');
  });
});
