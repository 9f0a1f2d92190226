import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/client';
import { users } from '../../../server/src/db/schema';
import { createAuthRepository } from '../../../server/src/modules/auth/auth.repository';
import { createSessionService } from '../../../server/src/modules/auth/session.service';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { startServer, type RunningServer } from '../fixtures/server';

/*
 * Issue 16 end to end: a company secretary (a company member with the file switches on, made directly in
 * the database of a server of this spec's own, since memberships cannot be bought yet) uploads a board
 * pack, previews it, shares the folder with a password for 7 days (zh-HK); a signed-out browser opens the
 * link, downloads, and sees it die when the owner cancels it (en); then delete and restore.
 */

const chromium = browserForSpec();
let server: RunningServer | undefined;
let dataDir: string;
let baseUrl: string;
let ownerToken: string;
let colleagueToken: string;

const tinyPdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 400 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 60>>stream\nBT /F1 20 Tf 30 100 Td (${text}) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const tinyDocx = (text: string) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`),
    }),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'compliance-desk-e2e-files-'));
  // The database first (migrated), with a company member whose company and user file switches are on.
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const repository = createAuthRepository(database.db);
  const user = await repository.insertUserWithOrganisation(
    { phone: '85291230016', phoneRegion: 2, name: 'Chan Siu Ming', exp3: 2, passwordHash: 'not-used' },
    { type: 1, stockCode: '00001', userCompanyName: 'Harbour Holdings', vipStatus: 3, vipExpiresAt: new Date(Date.now() + 365 * 86_400_000), fileSwitch: 1, secretarySwitch: 1, exp3: 2 },
  );
  ownerToken = (await createSessionService(repository).startSession(user.id, { keepSigned: true })).token;
  // a colleague in the same company (a sub-account, not its administrator) with the file switch on
  const [colleague] = await database.db
    .insert(users)
    .values({ organisationId: user.organisationId, phone: '85291230017', phoneRegion: 2, name: 'Lee Ka Yan', userType: 2, adminStatus: 0, fileSwitch: 1, exp3: 2, passwordHash: 'not-used' })
    .returning();
  colleagueToken = (await createSessionService(repository).startSession(colleague.id, { keepSigned: true })).token;
  await database.close();

  server = await startServer(dataDir, { SEED_DEMO: 'false' });
  baseUrl = server.baseUrl;
}, 150_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Confirms the open confirmation dialog (notify.confirm). */
const confirm = (page: Page) => page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
const row = (page: Page, name: string) => page.getByTestId('file-table').locator('.ant-table-row', { hasText: name });

describe('[files] the file store and its share links', () => {
  it('[files] zh-HK upload, preview, share for 7 days; en recipient downloads, the link dies on revoke; delete and restore', async () => {
    const owner = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    await owner.context.addCookies([{ name: 'token', value: ownerToken, url: baseUrl }]);
    const { page } = owner;
    await page.goto('/docAi/file/index');
    await page.getByTestId('new-folder').click();
    await page.getByTestId('dialog-name').fill('董事會文件 2026');
    await page.getByTestId('dialog-ok').click();
    await row(page, '董事會文件 2026').getByRole('button', { name: '董事會文件 2026' }).click();

    // several files at once, dropped into the folder
    await page
      .locator('.ant-upload-drag input[type=file]')
      .setInputFiles([
        { name: 'Agenda.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Board meeting agenda') },
        { name: 'Minutes.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: tinyDocx('Minutes of the board meeting') },
      ]);
    await row(page, 'Agenda.pdf').waitFor();
    await row(page, 'Minutes.docx').waitFor();
    await expect.poll(() => row(page, 'Agenda.pdf').textContent()).toContain('1 KB');
    expect(await findRawKeys(page)).toEqual([]);
    await saveScreenshot(page, 'files-folder-zh-HK');

    // preview without downloading: the PDF in the browser's viewer, Word rendered
    await page.getByTestId('preview-Minutes.docx').click();
    const frame = page.frameLocator('[data-testid=preview-frame]');
    await frame.getByText('Minutes of the board meeting').waitFor();
    await saveScreenshot(page, 'files-preview-word-zh-HK');
    await page.locator('.ant-drawer-close').click();
    await page.getByTestId('preview-Agenda.pdf').click();
    await page.getByTestId('preview-frame').waitFor();
    await saveScreenshot(page, 'files-preview-pdf-zh-HK');
    await page.locator('.ant-drawer-close').click();

    // share the folder with a password for 7 days
    await page.locator('.ant-breadcrumb a').first().click();
    await row(page, '董事會文件 2026').getByTestId('share-董事會文件 2026').click();
    await page.getByTestId('share-password').fill('Board#2026');
    await page.getByTestId('share-validity').getByText('7 天').click();
    await page.getByTestId('share-permission').getByText('查看及下載').click();
    await page.getByTestId('share-submit').click();
    const link = (await page.getByTestId('share-link').textContent())?.trim() ?? '';
    expect(link).toMatch(/\/shareDetail\?t=[A-Za-z0-9_-]{43}$/);
    await saveScreenshot(page, 'files-share-created-zh-HK');
    await page.locator('.ant-modal-close').click();

    // a second browser, signed out, in English
    const recipient = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await recipient.page.goto(link);
    await recipient.page.getByTestId('share-unlock-password').fill('wrong');
    await recipient.page.getByTestId('share-unlock').click();
    await recipient.page.getByText('Wrong share password.').waitFor();
    await recipient.page.getByTestId('share-unlock-password').fill('Board#2026');
    await recipient.page.getByTestId('share-unlock').click();
    await recipient.page.getByTestId('share-download-Agenda.pdf').waitFor();
    expect(await findRawKeys(recipient.page)).toEqual([]);
    await saveScreenshot(recipient.page, 'files-share-page-en');
    const [download] = await Promise.all([recipient.page.waitForEvent('download'), recipient.page.getByTestId('share-download-Agenda.pdf').click()]);
    expect(download.suggestedFilename()).toBe('Agenda.pdf');

    // the owner sees the view and download, then cancels the link
    await page.getByRole('tab', { name: '分享連結' }).click();
    const shareRow = page.getByTestId('share-table').locator('.ant-table-row', { hasText: '董事會文件 2026' });
    await shareRow.waitFor();
    await expect.poll(async () => (await shareRow.textContent()) ?? '').toMatch(/有效/);
    await saveScreenshot(page, 'files-share-list-zh-HK');
    await shareRow.getByTestId('revoke-董事會文件 2026').click();
    await confirm(page);
    await shareRow.waitFor({ state: 'detached' });

    // the recipient's page and download are dead at once
    await recipient.page.reload();
    await recipient.page.getByTestId('share-unavailable').waitFor();
    await recipient.page.getByTestId('share-unavailable').getByText('This shared file has expired or the link is no longer valid.').waitFor();
    await saveScreenshot(recipient.page, 'files-share-revoked-en');

    // delete the folder, find it in the recycle bin with its purge date, restore it
    await page.getByRole('tab', { name: '檔案' }).click();
    await page.getByTestId('more-董事會文件 2026').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '刪除' }).click();
    await confirm(page);
    await row(page, '董事會文件 2026').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '資源回收筒' }).click();
    await page.getByTestId('restore-董事會文件 2026').waitFor();
    await saveScreenshot(page, 'files-recycle-bin-zh-HK');
    await page.getByTestId('restore-董事會文件 2026').click();
    await page.getByTestId('restore-董事會文件 2026').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '檔案' }).click();
    await row(page, '董事會文件 2026').waitFor();
    expect(owner.errors).toEqual([]);
    expect(recipient.errors).toEqual([]);
  });
  it('[files] en the administrator makes a folder read-only for a colleague, who then cannot upload there', async () => {
    const admin = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await admin.context.addCookies([{ name: 'token', value: ownerToken, url: baseUrl }]);
    const { page } = admin;
    await page.goto('/disAi/file/index');
    await page.getByTestId('new-folder').click();
    await page.getByTestId('dialog-name').fill('Registers');
    await page.getByTestId('dialog-ok').click();
    await row(page, 'Registers').waitFor();
    await page.getByTestId('more-Registers').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: 'Permissions' }).click();
    const dialog = page.getByTestId('permissions-dialog');
    await dialog.getByTestId('permissions-open').waitFor();
    await dialog.getByTestId('permission-subject').click();
    await page.locator('.ant-select-item-option', { hasText: 'Lee Ka Yan' }).click();
    await dialog.getByTestId('permission-right').click();
    await page.locator('.ant-select-item-option', { hasText: 'Read (preview only)' }).click();
    await dialog.getByTestId('permission-add').click();
    await dialog.locator('.ant-table-row', { hasText: 'Lee Ka Yan' }).getByText('Read (preview only)').waitFor();
    expect(await findRawKeys(page)).toEqual([]);
    await saveScreenshot(page, 'files-permissions-en');
    await page.locator('.ant-modal-close').click();

    // the colleague sees the folder, may not upload into it or make folders, and the server refuses an upload anyway
    const colleague = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await colleague.context.addCookies([{ name: 'token', value: colleagueToken, url: baseUrl }]);
    await colleague.page.goto('/disAi/file/index');
    await row(colleague.page, 'Registers').getByRole('button', { name: 'Registers' }).click();
    await colleague.page.getByText('You can read this folder but not upload to it').waitFor();
    expect(await colleague.page.getByTestId('new-folder').isDisabled()).toBe(true);
    await saveScreenshot(colleague.page, 'files-read-only-en');
    const listed = await fetch(`${baseUrl}/api/au/file/list`, { method: 'POST', headers: { token: colleagueToken, 'content-type': 'application/x-www-form-urlencoded' }, body: 'space=org' });
    const folderId = ((await listed.json()) as { resultData: { list: { id: string; name: string }[] } }).resultData.list.find((node) => node.name === 'Registers')?.id ?? '';
    const form = new FormData();
    form.append('space', 'org');
    form.append('folderId', folderId);
    form.append('file', new Blob([tinyPdf('Register of members')], { type: 'application/pdf' }), 'Register.pdf');
    const upload = await fetch(`${baseUrl}/api/au/file/upload`, { method: 'POST', headers: { token: colleagueToken }, body: form });
    expect(((await upload.json()) as { errCode: number }).errCode).toBe(403);

    expect(admin.errors).toEqual([]);
    expect(colleague.errors).toEqual([]);
  });
});
