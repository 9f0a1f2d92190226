import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { E2E_STAFF_PHONE } from '../staff';
import { clickUntilShown, pickStock, pickUntilShown, requestAndFillCode, submitLastProfileTab } from './account-fixtures';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

/** A business card as a PNG, drawn by the browser so OCR reads real pixels. */
const drawBusinessCard = async (page: Page): Promise<Buffer> => {
  await page.setContent(
    `<div id="card" style="width:700px;height:400px;padding:40px;box-sizing:border-box;background:#fff;font-family:Arial,sans-serif;color:#000">
      <div style="font-size:44px;font-weight:bold">Chan Tai Man</div>
      <div style="font-size:30px;margin-top:12px">Company Secretary</div>
      <div style="font-size:30px;margin-top:12px">Harbour Listing Ltd</div>
      <div style="font-size:28px;margin-top:40px">Tel: +852 2123 4567</div>
      <div style="font-size:28px;margin-top:8px">Email: chan.taiman@harbour-listing.com</div>
    </div>`,
  );
  return page.locator('#card').screenshot({ type: 'png' });
};

/** Registers `phone` at /register and completes the profile as a listed-company user with a password. */
const registerListedUser = async (page: Page, phone: string, password: string) => {
  await page.goto('/register');
  await page.getByTestId('phone').fill(phone);
  await requestAndFillCode(page, baseUrl, phone);
  await page.getByTestId('register-submit').click();
  await page.getByTestId('profile-tab-1').waitFor();
  await pickUntilShown(page, 'account-type', /^(上市公司|Listed company)$/, 'stock-picker');
  await pickStock(page, '00001');
  await clickUntilShown(page, 'profile-company-next', 'profile-tab-3');
  await submitLastProfileTab(page, password);
};

describe('[account] certification: business card OCR → submit → staff review → message', () => {
  it('[account] zh-CN: a user certifies with a business card; staff rejects, the user resubmits, staff approves', async () => {
    const user = await chromium.open({ baseUrl, language: 'zh-CN', acceptCookies: true });
    const staff = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    const phone = `5${String(Date.now()).slice(-7)}`;

    await registerListedUser(user.page, phone, 'secret123');
    await user.page.goto('/manage/person/info');
    await user.page.getByTestId('person-phone').waitFor();
    expect(await findRawKeys(user.page)).toEqual([]);
    await saveScreenshot(user.page, 'account-person-info-zh-CN');

    // upload the card: OCR fills the form (tesseract.js, offline English data)
    const card = await drawBusinessCard(staff.page);
    await user.page.getByTestId('open-certification').click();
    const dialog = user.page.locator('.ant-modal');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: card });
    await expect.poll(() => dialog.getByTestId('certification-name').inputValue(), { timeout: 60_000 }).toMatch(/Chan Tai Man/i);
    expect(await dialog.getByTestId('certification-email').inputValue()).toMatch(/chan\.taiman@harbour-listing\.com/i);
    await dialog.getByTestId('certification-company').fill('Harbour Listing Ltd');
    await saveScreenshot(user.page, 'account-certification-form-zh-CN');
    await dialog.getByTestId('certification-submit').click();
    await dialog.getByTestId('certification-status-1').waitFor();
    await saveScreenshot(user.page, 'account-certification-under-review-zh-CN');

    // staff (a phone listed in STAFF_PHONES) rejects with a reason
    await registerListedUser(staff.page, E2E_STAFF_PHONE, 'staff1234');
    await staff.page.goto('/admin/certification');
    const row = staff.page.locator('.ant-table-row', { hasText: 'Harbour Listing Ltd' });
    await row.waitFor();
    await saveScreenshot(staff.page, 'account-certification-review-en');
    await row.getByRole('button', { name: 'Reject' }).click();
    await staff.page.locator('.ant-modal textarea').fill('The card does not show the company chop.');
    await staff.page.locator('.ant-modal .ant-btn-primary').click();
    // the request leaves the review queue and is listed as failed, with its reason
    await row.waitFor({ state: 'detached' });
    await staff.page.getByRole('button', { name: 'Certification failed' }).click();
    await row.getByText('The card does not show the company chop.').waitFor();

    // the user sees the reason, resubmits, and staff approves
    await user.page.reload();
    await user.page.getByTestId('open-certification').click();
    await user.page.getByText('The card does not show the company chop.').waitFor();
    await saveScreenshot(user.page, 'account-certification-failed-zh-CN');
    await user.page.getByTestId('certification-resubmit').click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: card });
    await expect.poll(() => dialog.getByTestId('certification-name').inputValue(), { timeout: 60_000 }).toMatch(/Chan Tai Man/i);
    await dialog.getByTestId('certification-company').fill('Harbour Listing Ltd');
    await dialog.getByTestId('certification-submit').click();
    await dialog.getByTestId('certification-status-1').waitFor();

    await staff.page.reload();
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached' });
    await staff.page.getByRole('button', { name: 'Certified', exact: true }).click();
    await row.waitFor();

    // the user is told in a message and the state reads "verified"
    await user.page.goto('/manage/person/info');
    await user.page.getByTestId('certification-state-2').waitFor();
    await saveScreenshot(user.page, 'account-certification-verified-zh-CN');
    const messages = await user.page.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1];
      const response = await fetch('/api/au/messageInfo/list', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${token}&page=1&limit=10` });
      return (await response.json()) as { resultData: { list: { title: string; content: string }[] } };
    });
    expect(messages.resultData.list.length).toBeGreaterThanOrEqual(2);
    expect(user.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await user.context.close();
    await staff.context.close();
  });
});
