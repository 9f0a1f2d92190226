import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storedFiles } from '../../db/schema';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import type { UserActor } from '../auth/actor';
import { rateLimitsFor } from '../rate-limits/index';
import { BUSINESS_CARD_UPLOADS_PER_IP_PER_HOUR, BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR, createBusinessCardService } from './business-card.service';
import { OcrTimeoutError, createOcrPool, type OcrEngine } from './business-card.ocr';
import { createOrganisationRepository } from './organisation.repository';
import { blankPng, decompressionBombPng, oversizedJpeg } from '../../../test/uploads';

const TEST_DATA_DIR = '/tmp/compliance-desk-test';

describe('business-card service limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const newActor = async (): Promise<UserActor> => {
    const { user, organisation } = await buildUser(app);
    return { kind: 'user', sessionId: 'test', user, organisation };
  };
  const serviceWith = (ocr: OcrEngine, storageQuotaBytes = 100 * 1024 * 1024) =>
    createBusinessCardService({
      repository: createOrganisationRepository(app.db),
      users: app.container.users,
      ocr,
      rateLimits: rateLimitsFor(app.db),
      dataDir: TEST_DATA_DIR,
      storageQuotaBytes,
      log: { warn: () => undefined },
    });
  const spyOcr = (text = 'Chan Tai Man') => ({ recognise: vi.fn(async () => text), close: vi.fn(async () => undefined) });
  const filesOf = (userId: string) => app.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
  const filesOnDisk = async () => (await fs.readdir(path.join(TEST_DATA_DIR, 'files', 'business-cards')).catch(() => [])).length;

  it('refuses a decompression bomb from its header: OCR never runs, memory stays flat, nothing kept', async () => {
    const ocr = spyOcr();
    const service = serviceWith(ocr);
    const actor = await newActor();
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(10_000);
    const onDiskBefore = await filesOnDisk();
    const rssBefore = process.memoryUsage().rss;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await expect(service.upload(actor, { content: bomb, fileName: 'card.png' })).rejects.toMatchObject({
        code: 'FILES_IMAGE_TOO_LARGE',
        params: { maxMegapixels: 18, maxSide: 6000 },
      });
    }
    await expect(service.upload(actor, { content: oversizedJpeg(), fileName: 'card.jpg' })).rejects.toMatchObject({ code: 'FILES_IMAGE_TOO_LARGE' });
    const growthMb = (process.memoryUsage().rss - rssBefore) / (1024 * 1024);
    // Decoding one such image takes ~768 MB (RGB) and Tesseract ~1 GB; 21 refusals grow RSS by a few MB at most.
    expect(growthMb).toBeLessThan(64);
    expect(ocr.recognise).not.toHaveBeenCalled();
    expect(await filesOf(actor.user.id)).toHaveLength(0);
    expect(await filesOnDisk()).toBe(onDiskBefore);
  });

  it('refuses a file that is not really PNG or JPEG, whatever its name, before OCR', async () => {
    const ocr = spyOcr();
    const actor = await newActor();
    const service = serviceWith(ocr);
    for (const content of [Buffer.from('GIF89a not a card'), Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      await expect(service.upload(actor, { content, fileName: 'card.png' })).rejects.toMatchObject({ code: 'FILES_UNSUPPORTED_TYPE' });
    }
    expect(ocr.recognise).not.toHaveBeenCalled();
    expect(await filesOf(actor.user.id)).toHaveLength(0);
  });

  it('answers a clear error when OCR times out, keeps nothing, and the next upload works', async () => {
    let calls = 0;
    const ocr = createOcrPool({
      concurrency: 1,
      maxQueue: 1,
      timeoutMs: 100,
      maxJobsPerWorker: 10,
      idleMs: 60_000,
      createWorker: async () => ({
        recognise: () => {
          calls += 1;
          return calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('Chan Tai Man\nSenior Partner\n');
        },
        terminate: async () => undefined,
      }),
    });
    const actor = await newActor();
    const service = serviceWith(ocr);
    const onDiskBefore = await filesOnDisk();
    const failed = service.upload(actor, { content: blankPng(), fileName: 'card.png' });
    await expect(failed).rejects.toMatchObject({ code: 'FILES_OCR_TIMEOUT' });
    await expect(failed).rejects.toHaveProperty('cause', expect.any(OcrTimeoutError));
    expect(await filesOf(actor.user.id)).toHaveLength(0);
    expect(await filesOnDisk()).toBe(onDiskBefore);
    const card = await service.upload(actor, { content: blankPng(), fileName: 'card.png' });
    expect(card.name).toBe('Chan Tai Man');
    expect(await filesOf(actor.user.id)).toHaveLength(1);
    await ocr.close();
  });

  it('limits uploads per user per hour (-5), then per client address', async () => {
    const service = serviceWith(spyOcr());
    const actor = await newActor();
    const ip = '203.0.113.7';
    for (let attempt = 0; attempt < BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR.limit; attempt += 1) await service.admitUpload(actor, ip);
    await expect(service.admitUpload(actor, ip)).rejects.toMatchObject({ code: 'FILES_UPLOAD_TOO_FREQUENT', params: { minutes: 60 } });
    // Other users behind the same address share the per-address limit.
    let admitted = BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR.limit;
    let refused: unknown;
    while (!refused) {
      const other = await newActor();
      for (let attempt = 0; attempt < BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR.limit && !refused; attempt += 1) {
        refused = await service.admitUpload(other, ip).then(
          () => {
            admitted += 1;
            return undefined;
          },
          (error: unknown) => error,
        );
      }
    }
    expect(refused).toMatchObject({ code: 'FILES_UPLOAD_TOO_FREQUENT' });
    expect(admitted).toBe(BUSINESS_CARD_UPLOADS_PER_IP_PER_HOUR.limit);
  });

  it('refuses an upload past the organisation storage quota, counting every user of the organisation, and keeps nothing', async () => {
    const card = blankPng();
    const service = serviceWith(spyOcr(), card.length * 2 + 10);
    const first = await newActor();
    const [colleagueUser] = await buildUser(app, { user: {} }).then(async ({ user }) => {
      const { users } = await import('../../db/schema');
      return app.db.update(users).set({ organisationId: first.organisation.id }).where(eq(users.id, user.id)).returning();
    });
    const colleague: UserActor = { ...first, user: colleagueUser };
    await service.upload(first, { content: card, fileName: 'a.png' });
    await service.upload(colleague, { content: card, fileName: 'b.png' });
    const onDiskBefore = await filesOnDisk();
    await expect(service.upload(first, { content: card, fileName: 'c.png' })).rejects.toMatchObject({ code: 'FILES_STORAGE_QUOTA_EXCEEDED' });
    expect(await filesOf(first.user.id)).toHaveLength(1);
    expect(await filesOnDisk()).toBe(onDiskBefore);
    // Another organisation has its own quota.
    await expect(service.upload(await newActor(), { content: card, fileName: 'd.png' })).resolves.toHaveProperty('filePath');
  });

  it('lets only one of two concurrent uploads take the last room in the quota', async () => {
    const card = blankPng();
    const service = serviceWith(spyOcr(), card.length + 10);
    const actor = await newActor();
    const results = await Promise.allSettled([service.upload(actor, { content: card, fileName: 'a.png' }), service.upload(actor, { content: card, fileName: 'b.png' })]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await filesOf(actor.user.id)).toHaveLength(1);
  });
});
