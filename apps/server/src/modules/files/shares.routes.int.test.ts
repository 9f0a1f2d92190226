import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAuditLog, fileShares } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { buildColleague, buildDepartment, callAs, tinyPdf, uploadFile } from '../../../test/files';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { obtainCaptchaTicket } from '../../../test/verification';

const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof buildUser>>;
let address = 10;
/** Each test opens links from its own address, so per-address limits of one test do not reach another. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() } });
});
afterAll(async () => closeTestApp(app));

const PASSWORD = 'Board#2026';
const upload = async (name: string, folderId?: string) => (await uploadFile(app, owner.token, { name, content: tinyPdf(name) }, folderId ? { folderId } : {})).body.resultData.id as string;
const folder = async (name: string) => (await callAs(app, owner.token, '/au/file/folder/add', { name })).body.resultData.id as string;
const share = async (id: string, fields: Record<string, string> = {}) => {
  const response = await callAs(app, owner.token, '/au/file/share/add', { id, password: PASSWORD, validity: '7d', permission: 'download', ...fields });
  expect(response.body.errCode, JSON.stringify(response.body)).toBe(0);
  return response.body.resultData as { token: string; path: string; share: { id: string } };
};

/** A recipient: a browser without a session of the app, at one address, keeping the share cookies it is given. */
const recipient = () => {
  const remoteAddress = nextAddress();
  let cookie = '';
  const call = async (path: string, fields: Record<string, string>) => {
    const response = await callAs(app, null, path, fields, { cookie, remoteAddress });
    const set = response.headers['set-cookie'];
    if (typeof set === 'string') cookie = [cookie, set.split(';')[0]].filter(Boolean).join('; ');
    return response;
  };
  return {
    remoteAddress,
    call,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    unlock: (t: string, password = PASSWORD, captchaTicket?: string) => call('/share/unlock', { t, password, ...(captchaTicket ? { captchaTicket } : {}) }),
    fetch: (url: string) => app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} }),
  };
};

describe('share links: the brief §4.1 failures cannot happen', () => {
  it('works end to end: password, list, preview, download, counts, recent accesses and the brief headers; no URL before the password', async () => {
    const board = await folder('Board pack');
    await upload('Agenda.pdf', board);
    const { token, path } = await share(board);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/shareDetail?t=${token}`);
    const [stored] = await app.db.select().from(fileShares).where(eq(fileShares.organisationId, owner.organisation.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);

    const browser = recipient();
    const info = await browser.call('/share/info', { t: token });
    expect(info.body.resultData).toMatchObject({ name: 'Board pack', kind: 'folder', permission: 'download', captchaRequired: false, unlocked: false });
    expect(JSON.stringify(info.body)).not.toContain('/api/share/file');
    expect(info.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    // filebrowser#2866: nothing is handed out before the password
    expect((await browser.call('/share/list', { t: token })).body.errCode).toBe(401);
    expect((await browser.call('/share/link', { t: token, disposition: 'zip' })).body.errCode).toBe(401);

    const unlocked = await browser.unlock(token);
    expect(unlocked.body.resultData.unlocked).toBe(true);
    expect(unlocked.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);
    expect(unlocked.headers['set-cookie']).toMatch(/Path=\/api\/share/);
    const listed = await browser.call('/share/list', { t: token, view: '1' });
    expect(listed.body.resultData.list.map((node: { name: string }) => node.name)).toEqual(['Agenda.pdf']);
    const fileId = listed.body.resultData.list[0].id;
    const link = await browser.call('/share/link', { t: token, id: fileId, disposition: 'attachment' });
    expect(link.body.resultData.url).toMatch(/^\/api\/share\/file\?s=/);
    const download = await browser.fetch(link.body.resultData.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf('Agenda.pdf'))).toBe(true);
    expect(download.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow', 'x-content-type-options': 'nosniff' });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Agenda.pdf");
    const zip = await browser.fetch((await browser.call('/share/link', { t: token, disposition: 'zip' })).body.resultData.url);
    expect(zip.rawPayload.includes(Buffer.from('Agenda.pdf'))).toBe(true);

    const listedShares = await callAs(app, owner.token, '/au/file/share/list', {});
    expect(listedShares.body.resultData.list[0]).toMatchObject({ nodeName: 'Board pack', views: 1, downloads: 2, status: 'valid', validity: '7d' });
    const accesses = await callAs(app, owner.token, '/au/file/share/accesses', { id: listedShares.body.resultData.list[0].id });
    expect(accesses.body.resultData.list.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['share.create', 'unlock', 'view', 'download']));
  });

  it('a shared folder shows what is in it now, but never what its creator may not read and nothing in the recycle bin; a creator who loses the folder kills the link', async () => {
    const organisationId = owner.organisation.id;
    const sharer = await buildColleague(app, organisationId, { name: 'Sharer Ho' });
    const board = await buildDepartment(app, organisationId, 'Board office');
    const director = await buildColleague(app, organisationId, { deptId: board.id });
    const setEntries = (folderId: string, entries: unknown[]) =>
      app.inject({ method: 'POST', url: '/api/au/file/permission/set', headers: { token: owner.token, 'content-type': 'application/json' }, payload: { folderId, entries } });
    const asSharer = (name: string, folderId: string) => uploadFile(app, sharer.token, { name, content: tinyPdf(name) }, { folderId }).then((response) => response.body.resultData.id as string);

    const projects = (await callAs(app, sharer.token, '/au/file/folder/add', { name: 'Projects' })).body.resultData.id as string;
    await asSharer('Open.pdf', projects);
    const binned = await asSharer('Binned.pdf', projects);
    const restricted = (await callAs(app, owner.token, '/au/file/folder/add', { name: 'Restricted', parentId: projects })).body.resultData.id as string;
    const secret = (await uploadFile(app, owner.token, { name: 'Secret.pdf', content: tinyPdf('secret') }, { folderId: restricted })).body.resultData.id as string;
    // the Restricted sub-folder is for the board office only: the sharer cannot read it
    expect((await setEntries(restricted, [{ subjectType: 'department', subjectId: board.id, right: 'readWrite' }])).json().errCode).toBe(0);
    expect((await callAs(app, director.token, '/au/file/list', { folderId: restricted })).body.resultData.list).toHaveLength(1);

    const created = await callAs(app, sharer.token, '/au/file/share/add', { id: projects, password: PASSWORD, validity: '7d', permission: 'download' });
    expect(created.body.errCode).toBe(0);
    const { token } = created.body.resultData as { token: string };
    // after sharing: one file arrives, one goes to the bin
    await asSharer('Later.pdf', projects);
    expect((await callAs(app, sharer.token, '/au/file/delete', { ids: binned })).body.errCode).toBe(0);

    const browser = recipient();
    await browser.unlock(token);
    const listed = await browser.call('/share/list', { t: token });
    expect(listed.body.resultData.list.map((node: { name: string }) => node.name)).toEqual(['Later.pdf', 'Open.pdf']);
    // asking for what the creator cannot read, or for a binned file, by id finds nothing
    for (const id of [restricted, secret, binned]) {
      expect((await browser.call('/share/list', { t: token, folderId: id })).body.errCode, id).toBe(404);
      expect((await browser.call('/share/link', { t: token, id, disposition: 'inline' })).body.errCode, id).toBe(404);
    }
    const zip = await browser.fetch((await browser.call('/share/link', { t: token, disposition: 'zip' })).body.resultData.url);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('Open.pdf'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('Later.pdf'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('Secret.pdf'))).toBe(false);
    expect(zip.rawPayload.includes(Buffer.from('Binned.pdf'))).toBe(false);

    // the administrator takes the folder away from the sharer: the link is dead at once, with the one message
    const preview = (await browser.call('/share/link', { t: token, disposition: 'zip' })).body.resultData.url as string;
    expect((await setEntries(projects, [{ subjectType: 'department', subjectId: board.id, right: 'readWrite' }])).json().errCode).toBe(0);
    expect((await browser.call('/share/info', { t: token })).body.errCode).toBe(410);
    expect((await browser.call('/share/list', { t: token })).body.errCode).toBe(410);
    expect((await browser.fetch(preview)).json().errCode).toBe(410);
  });

  it('Seafile #2331: a download URL stops working the moment the link is revoked (and the link itself is one message)', async () => {
    const file = await upload('Revoked.pdf');
    const { token, share: created } = await share(file);
    const browser = recipient();
    await browser.unlock(token);
    const { url } = (await browser.call('/share/link', { t: token, disposition: 'attachment' })).body.resultData;
    expect((await callAs(app, owner.token, '/au/file/share/revoke', { id: created.id })).body.errCode).toBe(0);
    const after = await browser.fetch(url);
    expect(after.json()).toMatchObject({ errCode: 410 });
    const unknown = await recipient().call('/share/info', { t: 'A'.repeat(43) });
    const revoked = await browser.call('/share/info', { t: token });
    expect(revoked.body).toEqual(unknown.body);
    // spec §4: the record is deleted; the audit log keeps the history
    expect(await app.db.select().from(fileShares).where(eq(fileShares.id, created.id))).toEqual([]);
    expect((await app.db.select().from(fileAuditLog).where(eq(fileAuditLog.shareId, created.id))).map((row) => row.action)).toContain('share.revoke');
  });

  it('Seafile #1024: a link to a deleted file never serves a new file of the same name', async () => {
    const file = await upload('Notice.pdf');
    const { token } = await share(file);
    const browser = recipient();
    await browser.unlock(token);
    const { url } = (await browser.call('/share/link', { t: token, disposition: 'attachment' })).body.resultData;
    await callAs(app, owner.token, '/au/file/delete', { ids: file });
    const replacement = await upload('Notice.pdf');
    expect(replacement).not.toBe(file);
    expect((await browser.call('/share/info', { t: token })).body.errCode).toBe(410);
    expect((await browser.fetch(url)).json().errCode).toBe(410);
    // restored from the bin, the link stays suspended until the owner re-enables it
    await callAs(app, owner.token, '/au/file/recycle/restore', { ids: file });
    expect((await browser.call('/share/info', { t: token })).body.errCode).toBe(410);
  });

  it('Seafile seahub#407: the password of one link does not unlock another', async () => {
    const a = await share(await upload('A.pdf'));
    const b = await share(await upload('B.pdf'));
    const browser = recipient();
    await browser.unlock(a.token);
    expect((await browser.call('/share/list', { t: a.token })).body.errCode).toBe(0);
    expect((await browser.call('/share/list', { t: b.token })).body.errCode).toBe(401);
    expect((await browser.call('/share/link', { t: b.token, disposition: 'attachment' })).body.errCode).toBe(401);
    // even a session cookie copied under the other link's name is refused (it names link A)
    const value = browser.cookie.split('=').slice(1).join('=');
    browser.cookie = `share_${b.share.id.replace(/-/g, '')}=${value}`;
    expect((await browser.call('/share/list', { t: b.token })).body.errCode).toBe(401);
  });

  it('Nextcloud #3219: password guessing is throttled per link, with the slider captcha after 3 failures and a lock after 5', async () => {
    const { token } = await share(await upload('Guess.pdf'));
    const guesser = recipient();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await guesser.unlock(token, `wrong-${attempt}`);
      expect(wrong.body).toMatchObject({ errCode: -2 });
    }
    expect((await guesser.call('/share/info', { t: token })).body.resultData.captchaRequired).toBe(true);
    expect((await guesser.unlock(token, 'wrong-4')).body.errCode).toBe(-3);
    for (let attempt = 4; attempt <= 5; attempt += 1) {
      const ticket = await obtainCaptchaTicket(app, guesser.remoteAddress);
      expect((await guesser.unlock(token, `wrong-${attempt}`, ticket)).body.errCode).toBe(-2);
    }
    // locked now for everyone, even with the right password; the owner sees the lock
    const locked = await recipient().unlock(token);
    expect(locked.status).toBe(429);
    expect(locked.body.errCode).toBe(-5);
    const listed = await callAs(app, owner.token, '/au/file/share/list', {});
    expect(listed.body.resultData.list.find((entry: { nodeName: string }) => entry.nodeName === 'Guess.pdf').status).toBe('locked');
    // regenerating gives the recipients a fresh link
    const id = listed.body.resultData.list.find((entry: { nodeName: string }) => entry.nodeName === 'Guess.pdf').id;
    const regenerated = await callAs(app, owner.token, '/au/file/share/regenerate', { id });
    expect((await recipient().unlock(regenerated.body.resultData.token)).body.errCode).toBe(0);
  });

  it('filebrowser #2866 / Seafile #623: a forged or altered download URL is refused, and the byte layer checks the link', async () => {
    const file = await upload('Forged.pdf');
    const { token } = await share(file, { permission: 'read' });
    const browser = recipient();
    await browser.unlock(token);
    const { url } = (await browser.call('/share/link', { t: token, disposition: 'inline' })).body.resultData;
    const signed = decodeURIComponent(url.split('s=')[1]);
    const [body, signature] = signed.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...payload, d: 'attachment' })).toString('base64url');
    expect((await browser.fetch(`/api/share/file?s=${encodeURIComponent(`${altered}.${signature}`)}`)).json().errCode).toBe(410);
    expect((await browser.fetch(`/api/share/file?s=${encodeURIComponent(`${body}.`)}`)).json().errCode).toBe(410);
    expect((await browser.fetch('/api/share/file?s=nonsense')).json().errCode).toBe(410);
  });

  it('Nextcloud PR #19349: a read-only link serves previews but no download, zip or attachment on any endpoint', async () => {
    const board = await folder('Read only');
    await upload('Secret plan.pdf', board);
    const { token } = await share(board, { permission: 'read' });
    const browser = recipient();
    await browser.unlock(token);
    const fileId = (await browser.call('/share/list', { t: token })).body.resultData.list[0].id;
    expect((await browser.call('/share/link', { t: token, id: fileId, disposition: 'attachment' })).body.errCode).toBe(403);
    expect((await browser.call('/share/link', { t: token, disposition: 'zip' })).body.errCode).toBe(403);
    const preview = await browser.call('/share/link', { t: token, id: fileId, disposition: 'inline' });
    const shown = await browser.fetch(preview.body.resultData.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
    // an item outside the shared folder is not reachable through the link
    const outside = await upload('Outside.pdf');
    expect((await browser.call('/share/link', { t: token, id: outside, disposition: 'inline' })).body.errCode).toBe(404);
    expect((await browser.call('/share/list', { t: token, folderId: outside })).body.errCode).toBe(404);
  });

  it('ownCloud #4649: a link past its expiry is dead everywhere at once (checked in SQL on every access)', async () => {
    const file = await upload('Expiring.pdf');
    const { token, share: created } = await share(file, { validity: '1d' });
    const browser = recipient();
    await browser.unlock(token);
    const { url } = (await browser.call('/share/link', { t: token, disposition: 'attachment' })).body.resultData;
    await app.db.update(fileShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(fileShares.id, created.id));
    for (const [path, fields] of [
      ['/share/info', { t: token }],
      ['/share/unlock', { t: token, password: PASSWORD }],
      ['/share/list', { t: token }],
      ['/share/link', { t: token, disposition: 'attachment' }],
    ] as const) {
      expect((await browser.call(path, fields)).body.errCode, path).toBe(410);
    }
    expect((await browser.fetch(url)).json().errCode).toBe(410);
    expect((await callAs(app, owner.token, '/au/file/share/list', {})).body.resultData.list.find((entry: { id: string }) => entry.id === created.id).status).toBe('expired');
  });

  it('Nextcloud #43820: a link whose password cannot be set does not exist; the password is required (spec §5)', async () => {
    const file = await upload('No password.pdf');
    const before = await app.db.select().from(fileShares).where(eq(fileShares.nodeId, file));
    for (const fields of [{}, { password: '' }, { password: 'abc' }, { password: 'x'.repeat(33) }] as Record<string, string>[]) {
      const response = await callAs(app, owner.token, '/au/file/share/add', { id: file, validity: '7d', permission: 'download', ...fields });
      expect(response.body.errCode).toBe(400);
    }
    expect((await callAs(app, owner.token, '/au/file/share/add', { id: file, password: PASSWORD, validity: '2d', permission: 'download' })).body.errCode).toBe(400);
    expect(await app.db.select().from(fileShares).where(eq(fileShares.nodeId, file))).toEqual(before);
  });

  it('regenerate and a password change kill the old link, sessions and URLs at once', async () => {
    const file = await upload('Regenerate.pdf');
    const { token, share: created } = await share(file);
    const browser = recipient();
    await browser.unlock(token);
    const { url } = (await browser.call('/share/link', { t: token, disposition: 'attachment' })).body.resultData;
    const changed = await callAs(app, owner.token, '/au/file/share/update', { id: created.id, password: 'New#pass1' });
    expect(changed.body.errCode).toBe(0);
    expect((await browser.call('/share/list', { t: token })).body.errCode).toBe(401);
    expect((await browser.fetch(url)).json().errCode).toBe(410);
    expect((await browser.unlock(token, 'New#pass1')).body.errCode).toBe(0);
    const regenerated = (await callAs(app, owner.token, '/au/file/share/regenerate', { id: created.id })).body.resultData;
    expect((await browser.call('/share/info', { t: token })).body.errCode).toBe(410);
    expect((await browser.call('/share/list', { t: regenerated.token })).body.errCode).toBe(401);
  });

  it('another user of the organisation (not its administrator) cannot see or change the owner\'s links', async () => {
    const { share: created } = await share(await upload('Mine.pdf'));
    const { buildColleague } = await import('../../../test/files');
    const colleague = await buildColleague(app, owner.organisation.id);
    expect((await callAs(app, colleague.token, '/au/file/share/list', {})).body.resultData.list).toEqual([]);
    expect((await callAs(app, colleague.token, '/au/file/share/revoke', { id: created.id })).body.errCode).toBe(404);
  });
});
