import type { Readable } from 'node:stream';
import type { Share, ShareAccessList, ShareBrowse, ShareCreated, ShareInfo, ShareList, SharePermission, ShareValidity, SignedUrl } from '@app/contracts';
import { isAdminUser } from '@app/domain';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { PeopleService } from '../auth/people.service';
import type { RateLimitRule, RateLimitsService } from '../rate-limits/index';
import { previewKindOf } from './file-types';
import type { FileSubject } from './files.policy';
import type { FileNodeRow, FileShareRow, FilesRepository } from './files.repository';
import { displayNameOf, type FilesService, type ObjectDownload, type SpaceContext } from './files.service';
import { expiryOf, hashSharePassword, newShareToken, sessionExpiry, SIGNED_URL_SECONDS, tokenHashOf, verifySharePassword } from './share-rules';
import type { Signer } from './signing';

/** Brief §4.2: per link 5 failures in 15 minutes, then locked until the window ends. */
export const SHARE_FAILURES_PER_LINK: RateLimitRule = { scope: 'files.share.link', limit: 5, windowSeconds: 900 };
/** Brief §4.2: per address 30 failures an hour across links (an office behind one address is not locked out by one link). */
export const SHARE_FAILURES_PER_IP: RateLimitRule = { scope: 'files.share.ip', limit: 30, windowSeconds: 3600 };
/** Brief §4.2: the slider captcha after 3 failures. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** Who opens a link: their address and browser, and the cookies of the request. */
export type ShareClient = { ip: string; userAgent: string | null; cookies: Record<string, string> };
export type ShareSessionCookie = { name: string; value: string; maxAgeSeconds: number };

type SessionPayload = { s: string; v: number; e: number };
type UrlPayload = { s: string; v: number; n: string; d: 'attachment' | 'inline' | 'zip' | 'thumbnail'; e: number };

const SESSION_PURPOSE = 'files.share.session';
const URL_PURPOSE = 'files.share.url';
const unavailable = () => new AppError('FILES_SHARE_UNAVAILABLE');
/** The cookie that holds the password session of one link (the name carries the link id: one link, one session). */
export const shareCookieName = (shareId: string) => `share_${shareId.replace(/-/g, '')}`;

export type SharesServiceDependencies = {
  repository: FilesRepository;
  files: FilesService;
  signer: Signer;
  clock: () => Date;
  rateLimits: RateLimitsService;
  /** The organisation's people (auth module): a link shows only what its creator may still read. */
  people: Pick<PeopleService, 'find'>;
  /** The slider captcha's tickets (verification module). */
  captcha: { consumeTicket: (ticket: string | undefined) => Promise<void> };
};

/**
 * Share links (issue 16, brief §4.2): 256-bit tokens stored as SHA-256 hashes,
 * scrypt passwords, per-link and per-address throttling with the slider
 * captcha after 3 failures, a password session per link, signed URLs of 120 s
 * re-checked against the link, expiry checked in SQL on every access, counts
 * and an append-only audit log. Revoke deletes the row (spec §4); regenerate
 * and a password change bump linkVersion, so older sessions and URLs die at once.
 */
export const createSharesService = (deps: SharesServiceDependencies) => {
  const { repository, files, signer, clock, rateLimits, captcha, people } = deps;

  /**
   * The space as the link's creator sees it now (brief §4.2 permissions): a shared folder shows what is in
   * it now, but never what its creator could not read, and nothing in the recycle bin. A creator who no longer
   * reads the shared item, or who left the organisation, has a dead link.
   */
  const creatorView = async (share: FileShareRow & { node: FileNodeRow }): Promise<SpaceContext> => {
    const creator = share.createdBy ? await people.find(share.organisationId, share.createdBy) : undefined;
    if (!creator) throw unavailable();
    const subject: FileSubject = { userId: creator.id, deptId: creator.deptId ?? null, isAdmin: isAdminUser(creator) };
    const context = await files.loadSpace(share.organisationId, share.node.space, subject);
    if (!files.rightsOf(context, share.node).read) throw unavailable();
    return context;
  };

  const audit = (share: Pick<FileShareRow, 'id' | 'organisationId' | 'nodeId'>, action: string, result: string, extra: { actor?: UserActor; client?: ShareClient; detail?: string } = {}) =>
    repository.insertAudit({
      organisationId: share.organisationId,
      shareId: share.id,
      nodeId: share.nodeId,
      actorUserId: extra.actor?.user.id ?? null,
      action,
      result,
      ip: extra.client?.ip ?? null,
      userAgent: extra.client?.userAgent?.slice(0, 300) ?? null,
      detail: extra.detail ?? null,
      createdAt: clock(),
    });

  const statusOf = async (share: FileShareRow, trashed: boolean): Promise<Share['status']> => {
    if (share.suspendedAt || trashed) return 'suspended';
    if (share.expiresAt && share.expiresAt <= clock()) return 'expired';
    const lock = await rateLimits.peek(SHARE_FAILURES_PER_LINK, share.id);
    return lock.count >= SHARE_FAILURES_PER_LINK.limit ? 'locked' : 'valid';
  };
  const present = async (share: FileShareRow, node: { name: string; kind: string; trashedAt: Date | null }): Promise<Share> => ({
    id: share.id,
    nodeId: share.nodeId,
    nodeName: node.name,
    nodeKind: node.kind as Share['nodeKind'],
    permission: share.permission as SharePermission,
    validity: share.validity as ShareValidity,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    status: await statusOf(share, node.trashedAt !== null),
    views: share.views,
    downloads: share.downloads,
    lastAccessAt: share.lastAccessAt?.toISOString() ?? null,
    creatorName: share.creatorName,
  });

  /** A share of the caller's organisation that they created, or any when they are its administrator. */
  const ownShare = async (actor: UserActor, id: string) => {
    const share = await repository.findShare(actor.organisation.id, id);
    if (!share || (share.createdBy !== actor.user.id && !isAdminUser(actor.user))) throw new AppError('RECORD_NOT_FOUND');
    const node = await repository.findNode(actor.organisation.id, share.nodeId);
    if (!node) throw new AppError('RECORD_NOT_FOUND');
    return { share, node };
  };

  /** The live share a token names (unknown, expired, revoked, regenerated and suspended all answer the same). */
  const resolve = async (token: string) => {
    const share = await repository.findUsableShareByHash(tokenHashOf(token), clock());
    if (!share) throw unavailable();
    await creatorView(share);
    return share;
  };
  const hasSession = (share: FileShareRow, client: ShareClient): boolean => {
    const payload = signer.verify<SessionPayload>(SESSION_PURPOSE, client.cookies[shareCookieName(share.id)]);
    return payload !== null && payload.s === share.id && payload.v === share.linkVersion && payload.e > clock().getTime();
  };
  const requireSession = async (token: string, client: ShareClient) => {
    const share = await resolve(token);
    if (!hasSession(share, client)) throw new AppError('FILES_SHARE_PASSWORD_REQUIRED');
    return share;
  };

  /** The item `id` when it is the shared item or lies under the shared folder, is live, and its creator may read it. */
  const itemOf = async (
    share: FileShareRow & { node: FileNodeRow },
    id: string | undefined,
  ): Promise<{ node: FileNodeRow; path: { id: string; name: string }[]; context: SpaceContext }> => {
    const context = await creatorView(share);
    if (!id || id === share.nodeId) return { node: share.node, path: [{ id: share.node.id, name: share.node.name }], context };
    const node = await repository.findNode(share.organisationId, id);
    if (!node || node.trashedAt || node.space !== share.node.space || !files.rightsOf(context, node).read) throw new AppError('FILES_NOT_FOUND');
    const folderPath = files.pathOf(context, node.kind === 'folder' ? node.id : (node.parentId ?? ''));
    const start = folderPath.findIndex((entry) => entry.id === share.nodeId);
    if (start < 0) throw new AppError('FILES_NOT_FOUND');
    const path = folderPath.slice(start);
    return { node, path: node.kind === 'folder' ? path : [...path, { id: node.id, name: node.name }], context };
  };

  /** A signed URL (120 s) for one item of the link, re-checked against the link on every request. */
  const signedUrl = (share: FileShareRow, nodeId: string, disposition: UrlPayload['d']) => {
    const expires = new Date(clock().getTime() + SIGNED_URL_SECONDS * 1000);
    const signed = signer.sign(URL_PURPOSE, { s: share.id, v: share.linkVersion, n: nodeId, d: disposition, e: expires.getTime() } satisfies UrlPayload);
    return { url: `/api/share/file?s=${encodeURIComponent(signed)}`, expiresAt: expires.toISOString() };
  };

  const recipientRights = (share: FileShareRow) => ({ read: true, write: false, download: share.permission === 'download' });

  const created = async (share: FileShareRow, node: FileNodeRow, token: string): Promise<ShareCreated> => ({
    share: await present(share, node),
    token,
    path: `/shareDetail?t=${token}`,
  });

  return {
    /**
     * Makes a link with its password in one insert (brief §4.1: a link must never exist without its
     * password). Sharing needs read on the item, and the download right for a 'download' link.
     */
    add: async (actor: UserActor, body: { id: string; password: string; validity: ShareValidity; permission: SharePermission }): Promise<ShareCreated> => {
      const node = await files.describe(actor, body.id);
      if (body.permission === 'download' && !node.rights.download) throw new AppError('FILES_ACCESS_DENIED');
      const row = await repository.findNode(actor.organisation.id, body.id);
      if (!row || !row.parentId) throw new AppError('FILES_NOT_FOUND');
      const token = newShareToken();
      const now = clock();
      const share = await repository.insertShare({
        organisationId: actor.organisation.id,
        nodeId: row.id,
        tokenHash: tokenHashOf(token),
        passwordHash: await hashSharePassword(body.password),
        permission: body.permission,
        validity: body.validity,
        expiresAt: expiryOf(body.validity, now),
        createdBy: actor.user.id,
        creatorName: displayNameOf(actor),
        createdAt: now,
        updatedAt: now,
      });
      await audit(share, 'share.create', 'ok', { actor, detail: JSON.stringify({ validity: body.validity, permission: body.permission }) });
      return created(share, row, token);
    },

    /** Every link the caller made (all the organisation's for its administrator), with counts and status. */
    list: async (actor: UserActor, body: { nodeId?: string; page: number; limit: number }): Promise<ShareList> => {
      const { list, total } = await repository.listShares(actor.organisation.id, body.nodeId, (body.page - 1) * body.limit, body.limit);
      const mine = list.filter((row) => isAdminUser(actor.user) || row.share.createdBy === actor.user.id);
      return { list: await Promise.all(mine.map((row) => present(row.share, row.node))), total: isAdminUser(actor.user) ? total : mine.length };
    },

    /** Changes password, validity (from now), permission, or re-enables a suspended link; old sessions and URLs die. */
    update: async (actor: UserActor, body: { id: string; password?: string; validity?: ShareValidity; permission?: SharePermission; enabled?: boolean }): Promise<Share> => {
      const { share, node } = await ownShare(actor, body.id);
      if (body.enabled && node.trashedAt) throw new AppError('FILES_NOT_FOUND');
      if (body.permission === 'download' && !(await files.describe(actor, node.id)).rights.download) throw new AppError('FILES_ACCESS_DENIED');
      const now = clock();
      const updated = await repository.updateShare(actor.organisation.id, share.id, {
        ...(body.password ? { passwordHash: await hashSharePassword(body.password) } : {}),
        ...(body.validity ? { validity: body.validity, expiresAt: expiryOf(body.validity, now) } : {}),
        ...(body.permission ? { permission: body.permission } : {}),
        ...(body.enabled === true ? { suspendedAt: null } : body.enabled === false ? { suspendedAt: now } : {}),
        linkVersion: share.linkVersion + 1,
        updatedAt: now,
      });
      if (!updated) throw new AppError('RECORD_NOT_FOUND');
      await audit(share, 'share.update', 'ok', { actor, detail: JSON.stringify({ password: Boolean(body.password), validity: body.validity, permission: body.permission, enabled: body.enabled }) });
      return present(updated, node);
    },

    /** Spec §4: cancelling deletes the link's record; its token, sessions and URLs die at once. */
    revoke: async (actor: UserActor, id: string): Promise<void> => {
      const { share } = await ownShare(actor, id);
      await repository.deleteShare(actor.organisation.id, share.id);
      await audit(share, 'share.revoke', 'ok', { actor });
    },

    /** A new token for the same link (settings and counts kept); the old link dies at once. */
    regenerate: async (actor: UserActor, id: string): Promise<ShareCreated> => {
      const { share, node } = await ownShare(actor, id);
      const token = newShareToken();
      const updated = await repository.updateShare(actor.organisation.id, share.id, { tokenHash: tokenHashOf(token), linkVersion: share.linkVersion + 1, updatedAt: clock() });
      if (!updated) throw new AppError('RECORD_NOT_FOUND');
      await rateLimits.reset(SHARE_FAILURES_PER_LINK, share.id);
      await audit(share, 'share.regenerate', 'ok', { actor });
      return created(updated, node, token);
    },

    /** Recent accesses of a link (the 50 newest audit entries). */
    accesses: async (actor: UserActor, id: string): Promise<ShareAccessList> => {
      const { share } = await ownShare(actor, id);
      const rows = await repository.shareAudit(actor.organisation.id, share.id, 50);
      return { list: rows.map((row) => ({ at: row.createdAt.toISOString(), action: row.action, result: row.result, ip: row.ip, userAgent: row.userAgent, detail: row.detail })) };
    },

    // ---- the recipient's side ----
    /** What the share page shows before the password: the name, kind, permission, expiry and whether the captcha is due. No URLs. */
    info: async (token: string, client: ShareClient): Promise<ShareInfo> => {
      const share = await resolve(token);
      const failures = await rateLimits.peek(SHARE_FAILURES_PER_LINK, share.id);
      const ipFailures = await rateLimits.peek(SHARE_FAILURES_PER_IP, client.ip);
      return {
        name: share.node.name,
        kind: share.node.kind as ShareInfo['kind'],
        permission: share.permission as SharePermission,
        expiresAt: share.expiresAt?.toISOString() ?? null,
        captchaRequired: Math.max(failures.count, ipFailures.count) >= CAPTCHA_AFTER_FAILURES,
        unlocked: hasSession(share, client),
      };
    },

    /**
     * Checks the link's password and opens a session for this link only (a signed cookie holding the
     * link id, its version and an expiry ≤ 12 h and ≤ the link's). Throttled per link and per address.
     * @throws FILES_SHARE_UNAVAILABLE, FILES_SHARE_LOCKED, AUTH_CAPTCHA_REQUIRED after 3 failures without a
     *   solved slider, FILES_SHARE_PASSWORD_WRONG.
     */
    unlock: async (body: { t: string; password: string; captchaTicket?: string }, client: ShareClient): Promise<{ info: ShareInfo; cookie: ShareSessionCookie }> => {
      const share = await resolve(body.t);
      const linkFailures = await rateLimits.peek(SHARE_FAILURES_PER_LINK, share.id);
      const ipFailures = await rateLimits.peek(SHARE_FAILURES_PER_IP, client.ip);
      for (const [rule, state] of [
        [SHARE_FAILURES_PER_LINK, linkFailures],
        [SHARE_FAILURES_PER_IP, ipFailures],
      ] as const) {
        if (state.count >= rule.limit) {
          await audit(share, 'unlock', 'locked', { client });
          throw new AppError('FILES_SHARE_LOCKED', { params: { minutes: Math.max(1, Math.ceil(state.retryAfterSeconds / 60)) }, data: { retryAfterSeconds: state.retryAfterSeconds } });
        }
      }
      if (Math.max(linkFailures.count, ipFailures.count) >= CAPTCHA_AFTER_FAILURES) await captcha.consumeTicket(body.captchaTicket);
      if (!(await verifySharePassword(body.password, share.passwordHash))) {
        const link = await rateLimits.consume(SHARE_FAILURES_PER_LINK, share.id);
        const ip = await rateLimits.consume(SHARE_FAILURES_PER_IP, client.ip);
        await audit(share, 'unlock', 'bad-password', { client });
        throw new AppError('FILES_SHARE_PASSWORD_WRONG', { data: { captchaRequired: Math.max(link.count, ip.count) >= CAPTCHA_AFTER_FAILURES } });
      }
      await rateLimits.reset(SHARE_FAILURES_PER_LINK, share.id);
      const now = clock();
      const expires = sessionExpiry(now, share.expiresAt);
      const value = signer.sign(SESSION_PURPOSE, { s: share.id, v: share.linkVersion, e: expires.getTime() } satisfies SessionPayload);
      await audit(share, 'unlock', 'ok', { client });
      const info: ShareInfo = {
        name: share.node.name,
        kind: share.node.kind as ShareInfo['kind'],
        permission: share.permission as SharePermission,
        expiresAt: share.expiresAt?.toISOString() ?? null,
        captchaRequired: false,
        unlocked: true,
      };
      return { info, cookie: { name: shareCookieName(share.id), value, maxAgeSeconds: Math.max(1, Math.floor((expires.getTime() - now.getTime()) / 1000)) } };
    },

    /** The shared item, or a folder under it, after the password; `view` counts one page view. */
    browse: async (body: { t: string; folderId?: string; view?: '1' | '0' }, client: ShareClient): Promise<ShareBrowse> => {
      const share = await requireSession(body.t, client);
      const { node, path, context } = await itemOf(share, body.folderId);
      const rights = recipientRights(share);
      const visible = node.kind === 'folder' ? (await repository.liveChildren(share.organisationId, node.id)).filter((child) => files.rightsOf(context, child).read) : [node];
      const children = files.sortNodes(visible, 'name', 'asc');
      if (body.view === '1') {
        await repository.countShareUse(share.id, 'view', clock());
        await audit(share, 'view', 'ok', { client });
      }
      return {
        path,
        list: children.map((child) => {
          const item = files.present(child, rights);
          return { ...item, thumbnailUrl: item.thumbnail ? signedUrl(share, child.id, 'thumbnail').url : null };
        }),
      };
    },

    /**
     * A signed URL (120 s) for one item: 'inline' (preview: PDF, image, text, or Word rendered), 'attachment'
     * (download) or 'zip' (a folder); the last two need a 'download' link. Only after the password.
     */
    link: async (body: { t: string; id?: string; disposition: 'attachment' | 'inline' | 'zip' | 'thumbnail' }, client: ShareClient): Promise<SignedUrl> => {
      const share = await requireSession(body.t, client);
      const { node, context } = await itemOf(share, body.id);
      const viewing = body.disposition === 'inline' || body.disposition === 'thumbnail';
      if (!viewing && (share.permission !== 'download' || !files.rightsOf(context, node).download)) throw new AppError('FILES_SHARE_DOWNLOAD_DENIED');
      if (body.disposition === 'zip' ? node.kind !== 'folder' : node.kind !== 'file') throw new AppError('FILES_NOT_FOUND');
      const previewKind = node.kind === 'file' ? previewKindOf(node.mimeType) : 'none';
      if (body.disposition === 'inline' && previewKind === 'none') throw new AppError('FILES_PREVIEW_UNAVAILABLE');
      if (body.disposition === 'thumbnail' && previewKind !== 'image') throw new AppError('FILES_PREVIEW_UNAVAILABLE');
      return { ...signedUrl(share, node.id, body.disposition), previewKind };
    },

    /**
     * The bytes behind a signed URL. The signature, its expiry, the link (not revoked, regenerated,
     * expired, suspended: checked in SQL now), the item's place under the link and the permission are
     * all checked again on every request.
     */
    fetch: async (
      signed: string,
      client: ShareClient,
      rangeHeader?: string,
    ): Promise<
      | { kind: 'file'; download: ObjectDownload; disposition: 'attachment' | 'inline' }
      | { kind: 'html'; html: string; name: string }
      | { kind: 'zip'; stream: Readable; name: string }
      | { kind: 'thumbnail'; image: Buffer }
    > => {
      const payload = signer.verify<UrlPayload>(URL_PURPOSE, signed);
      if (!payload || typeof payload.e !== 'number' || payload.e <= clock().getTime()) throw unavailable();
      const share = await repository.findUsableShareById(payload.s, payload.v, clock());
      if (!share) throw unavailable();
      const { node, context } = await itemOf(share, payload.n);
      if (payload.d === 'thumbnail') return { kind: 'thumbnail', image: await files.thumbnailOf(share.organisationId, node) };
      if (payload.d !== 'inline' && (share.permission !== 'download' || !files.rightsOf(context, node).download)) throw new AppError('FILES_SHARE_DOWNLOAD_DENIED');
      if (payload.d === 'zip') {
        if (node.kind !== 'folder') throw new AppError('FILES_NOT_FOUND');
        const subtree = await repository.liveSubtree(share.organisationId, node.id);
        const base = files.pathOf(context, node.id).length;
        // what is in the folder now, less what its creator may not download
        const entries = subtree
          .filter((entry) => entry.kind === 'file' && files.rightsOf(context, entry).download)
          .map((entry) => ({ node: entry, path: [...files.pathOf(context, entry.parentId ?? '').slice(base).map((part) => part.name), entry.name].join('/') }));
        await repository.countShareUse(share.id, 'download', clock());
        await audit(share, 'download', 'ok', { client, detail: JSON.stringify({ zip: node.id, files: entries.length }) });
        return { kind: 'zip', stream: files.zipStream(share.organisationId, entries), name: `${node.name}.zip` };
      }
      if (node.kind !== 'file') throw new AppError('FILES_NOT_FOUND');
      const previewKind = previewKindOf(node.mimeType);
      if (payload.d === 'inline' && previewKind === 'html') return { kind: 'html', html: await files.renderNode(share.organisationId, node), name: node.name };
      if (payload.d === 'inline' && previewKind === 'none') throw new AppError('FILES_PREVIEW_UNAVAILABLE');
      const download = await files.openVersion(share.organisationId, node, undefined, rangeHeader);
      if (payload.d === 'attachment') {
        await repository.countShareUse(share.id, 'download', clock());
        await audit(share, 'download', 'ok', { client, detail: JSON.stringify({ file: node.id, bytes: download.sizeBytes }) });
      }
      return { kind: 'file', download, disposition: payload.d };
    },
  };
};

export type SharesService = ReturnType<typeof createSharesService>;
