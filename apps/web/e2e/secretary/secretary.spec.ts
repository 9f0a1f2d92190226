import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clickUntilShown, pickOption, pickStock, pickUntilShown, requestAndFillCode, submitLastProfileTab } from '../account/account-fixtures';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { E2E_SECRETARY_STAFF_PHONE } from '../staff';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

// The specs share one server: put its clock back so that this file's "hours later" does not reach the next file.
afterAll(async () => {
  await fetch(`${baseUrl}/api/dev/clock/reset`, { method: 'POST' });
});

const post = async (path: string, body: Record<string, unknown>, token?: string) =>
  (await (await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) })).json()) as {
    errCode: number;
    resultData: { list?: { title: string; titleEn: string | null; source: number }[]; now?: string };
  };

/** Registers `phone` as a listed-company user of Tencent (00700) with a password. */
const registerTencentSecretary = async (page: Page, phone: string) => {
  await page.goto('/register');
  await page.getByTestId('phone').fill(phone);
  await requestAndFillCode(page, baseUrl, phone);
  await page.getByTestId('register-submit').click();
  await page.getByTestId('profile-tab-1').waitFor();
  await pickUntilShown(page, 'account-type', /^(上市公司|Listed company)$/, 'stock-picker');
  await pickStock(page, '00700');
  await clickUntilShown(page, 'profile-company-next', 'profile-tab-3');
  await submitLastProfileTab(page, 'secret123');
};

const fillDate = async (page: Page, testId: string, value: string) => {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
};

describe('[secretary] the annual cycle of a listed company', () => {
  it('[secretary] zh-HK → en: start FY2025 for Tencent, see deadlines with rules, assign a person, get the reminder by SMS and in the message centre, complete and archive', { timeout: 240_000 }, async () => {
    const { page, errors } = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    const phone = `6${String(Date.now()).slice(-7)}`;
    await registerTencentSecretary(page, phone);
    // Until memberships are sold (commerce), the development tool makes the company a member with the secretary on.
    expect((await post('/dev/secretary/companyMember', { phone: `852${phone}` })).errCode).toBe(0);
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';

    // Start the FY2025 annual cycle (zh-HK) and see the suggested deadlines with their rules.
    await page.goto('/disAi/index');
    await page.getByTestId('secretary-home').waitFor();
    // The page settles first: its user info, lists and bell (the membership's source-11 message arrived before it opened).
    await page.waitForLoadState('networkidle');
    await page.getByTestId('start-matter').click();
    await page.getByTestId('start-company').click();
    await pickOption(page, '00700');
    await pickUntilShown(page, 'start-template', '年度匯報周期', 'input-financialYearEnd');
    await fillDate(page, 'input-financialYearEnd', '2025-12-31');
    await fillDate(page, 'input-boardMeetingDate', '2026-03-25');
    await fillDate(page, 'input-agmDate', '2026-05-28');
    await page.getByRole('checkbox', { name: '短訊' }).check();
    await clickUntilShown(page, 'start-preview', 'start-preview-table');
    const preview = page.getByTestId('start-preview-table');
    await expect.poll(() => preview.innerText()).toContain('MB 13.49(1)');
    const previewText = await preview.innerText();
    expect(previewText).toContain('全年業績公告');
    expect(previewText).toContain('2026-03-31');
    expect(previewText).toContain('2026-03-13'); // board meeting notice, MB 13.43
    expect(previewText).toContain('不會順延'); // ESG report due Sunday 31 May 2026
    await saveScreenshot(page, 'secretary-start-preview-zh-HK');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByTestId('matter-detail').waitFor();
    const tasks = page.getByTestId('matter-tasks');
    await expect.poll(() => tasks.innerText()).toContain('MB 13.46(1)(a)');

    // Assign the lead person of the annual results task from the organisation's people.
    const resultsRow = tasks.locator('tr', { hasText: '全年業績公告' });
    await resultsRow.getByTestId('edit-task').click();
    await page.getByTestId('task-lead').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => resultsRow.getByTestId('task-lead-name').innerText()).not.toBe('—');
    await saveScreenshot(page, 'secretary-matter-zh-HK');

    // Advance the app clock to 09:30 HKT on the day of the next reminder ahead (1 day before the next internal deadline;
    // FY2025's earlier deadlines are past on the server's date, so nothing is sent for them, except a task whose
    // statutory deadline is still to come).
    const matterId = new URL(page.url()).searchParams.get('id') ?? '';
    type Task = { internalDate: string | null; names: { zhHK: string; en: string }; period: string | null; reminderOffsets: number[] };
    const detail = (await post('/au/secretary/matter/detail', { id: matterId }, token)).resultData as unknown as { tasks: Task[] };
    const clock = (await (await fetch(`${baseUrl}/api/dev/clock`)).json()) as { resultData: { now: string } };
    const dayMs = 86_400_000;
    const reminderDay = (task: Task) => new Date(Date.parse(`${task.internalDate}T00:00:00Z`) - Math.max(...task.reminderOffsets) * dayMs);
    const ahead = detail.tasks
      .filter((task) => task.internalDate && task.reminderOffsets.length > 0 && reminderDay(task).getTime() > Date.parse(clock.resultData.now) + dayMs)
      .sort((a, b) => reminderDay(a).getTime() - reminderDay(b).getTime())[0];
    const target = reminderDay(ahead).getTime() + 90 * 60_000; // 01:30 UTC = 09:30 HKT
    expect((await post('/dev/clock', { advanceSeconds: Math.ceil((target - Date.parse(clock.resultData.now)) / 1000) })).errCode).toBe(0);
    expect((await post('/dev/jobs/run', {})).errCode).toBe(0);

    // The SMS is in the development outbox, once; the message centre has it too (the background runner may be the one sending it).
    // Told apart by its internal deadline as well as its name: on some dates another task of the same name (last
    // month's return, whose statutory deadline has not passed yet) is reminded of as soon as the matter starts.
    const reminderSms = async () => {
      const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox?limit=100`)).json()) as { resultData: { list: { recipient: string; body: string }[] } };
      return outbox.resultData.list.filter((entry) => entry.recipient.includes(phone) && entry.body.includes(ahead.names.zhHK) && entry.body.includes(ahead.internalDate ?? ''));
    };
    await expect.poll(async () => (await reminderSms()).length, { timeout: 30_000 }).toBe(1);
    expect((await post('/dev/jobs/run', {})).errCode).toBe(0);
    expect(await reminderSms()).toHaveLength(1);
    const centre = await post('/au/messageInfo/list', { page: 1, limit: 10 }, token);
    expect(centre.resultData.list?.some((message) => message.source === 15 && message.titleEn?.includes(ahead.names.en))).toBe(true);
    await page.reload();
    await page.getByTestId('matter-deliveries').waitFor();
    await expect.poll(() => page.getByTestId('matter-deliveries').innerText()).toContain('已發出');
    await saveScreenshot(page, 'secretary-reminder-sent-zh-HK');

    // Complete and archive, in English.
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseUrl }]);
    await page.reload();
    await page.getByTestId('matter-detail').waitFor();
    const englishTasks = page.getByTestId('matter-tasks');
    const row = englishTasks.locator('tr', { hasText: 'Annual results announcement' });
    await row.getByTestId('complete-task').click();
    await expect.poll(() => row.innerText()).toContain('Done');

    // Attach a document to the task from this computer (into the file store), see it listed, download the same bytes.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await page.getByTestId('document-target').click();
    await pickOption(page, 'Annual results announcement');
    await page.getByTestId('matter-documents').locator('input[type=file]').setInputFiles({ name: 'Results board pack.pdf', mimeType: 'application/pdf', buffer: pdf });
    // (the whole card: an upload refused shows its reason there)
    await expect.poll(() => page.getByTestId('matter-documents').innerText(), { timeout: 20_000 }).toContain('Results board pack.pdf');
    expect(await page.getByTestId('document-list').innerText()).toContain('Annual results announcement');
    const href = (await page.getByTestId('document-download').first().getAttribute('href')) ?? '';
    const download = await page.request.get(new URL(href, baseUrl).toString());
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    await saveScreenshot(page, 'secretary-document-en');

    await page.getByTestId('archive-matter').click();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('matter-detail').innerText()).toContain('This matter is archived');
    await page.goto('/disAi/item/bdList');
    await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).toContain('00700');
    await saveScreenshot(page, 'secretary-archived-en');
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('[secretary] staff edit a matter template in three languages, with validation (zh-HK)', { timeout: 120_000 }, async () => {
    const { page, errors } = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    await registerTencentSecretary(page, E2E_SECRETARY_STAFF_PHONE);
    await page.goto('/admin/secretaryTemplates');
    const table = page.getByTestId('template-table');
    await expect.poll(() => table.innerText(), { timeout: 30_000 }).toContain('設立押記');
    expect(await table.innerText()).toContain('[M] ×'); // unverified rules are counted and tagged
    await table.locator('tr', { hasText: '設立押記' }).getByTestId('edit-template').click();
    const english = page.getByTestId('template-names-en');
    await english.fill('');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-modal').innerText(), { timeout: 15_000 }).toContain('每種語言均須填寫。');
    await saveScreenshot(page, 'secretary-template-invalid-zh-HK');
    await english.fill('Charge created (staff)');
    await page.getByTestId('template-names-zhHK').fill('設立押記（員工修改）');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => table.innerText(), { timeout: 30_000 }).toContain('設立押記（員工修改）');
    expect(await table.locator('tr', { hasText: '設立押記（員工修改）' }).innerText()).toContain('員工已修改');
    await saveScreenshot(page, 'secretary-templates-zh-HK');
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
