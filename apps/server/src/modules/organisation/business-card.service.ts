import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BusinessCard } from '@app/contracts';
import { OrganisationLimits } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { RateLimitRule, RateLimitsService } from '../rate-limits/index';
import { BUSINESS_CARD_MAX_PIXELS, BUSINESS_CARD_MAX_SIDE, isWithinPixelBudget, readImageHeader } from './business-card.image';
import { OcrBusyError, OcrTimeoutError, type OcrEngine } from './business-card.ocr';
import { parseBusinessCard, type BusinessCardFields } from './business-card.parser';
import { fieldError } from './organisation.errors';
import type { UsersService } from '../auth/users.service';
import type { OrganisationRepository } from './organisation.repository';

/** storedFiles.purpose of business cards. */
export const BUSINESS_CARD_PURPOSE = 'business-card';
/** Folder of business cards under DATA_DIR/files. */
const BUSINESS_CARD_FOLDER = 'business-cards';

/** Business-card uploads one user may start per hour (a person certifies once; retries are few). */
export const BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR: RateLimitRule = { scope: 'organisation.business-card.user', limit: 20, windowSeconds: 3600 };
/** Business-card uploads one client address may start per hour (an office behind one address). */
export const BUSINESS_CARD_UPLOADS_PER_IP_PER_HOUR: RateLimitRule = { scope: 'organisation.business-card.ip', limit: 60, windowSeconds: 3600 };

const NOTHING_RECOGNISED: BusinessCardFields = { name: null, phone: null, companyName: null, job: null, email: null };

/** Absolute path of a stored file; storagePath is relative to DATA_DIR/files. */
export const storedFilePath = (dataDir: string, storagePath: string) => path.join(dataDir, 'files', storagePath);

export type BusinessCardServiceDependencies = {
  repository: OrganisationRepository;
  /** The organisation's users (whose files count against its quota): the auth module's. */
  users: Pick<UsersService, 'userIdsOfOrganisation'>;
  ocr: OcrEngine;
  rateLimits: RateLimitsService;
  dataDir: string;
  /** Most bytes of stored files per organisation (ORGANISATION_STORAGE_QUOTA_MB): business cards and the file store together. */
  storageQuotaBytes: number;
  /** Bytes of the organisation's file store (files module), read in the given transaction when there is one. */
  fileStoreBytes?: (organisationId: string, transaction?: Transaction) => Promise<number>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Business-card upload (spec §5, §7 /upload/businessCard): png or jpeg only,
 * at most 10 MB and within a pixel budget, all checked on the bytes before
 * anything decodes the image; limited per user and per client address and by
 * the organisation's storage quota. The file is kept under
 * DATA_DIR/files/business-cards and read by OCR to prefill the certification
 * form. A refused upload leaves neither a file nor a row.
 */
export const createBusinessCardService = (deps: BusinessCardServiceDependencies) => {
  const { repository, users, ocr, rateLimits, dataDir, storageQuotaBytes, log } = deps;
  const fileStoreBytes = deps.fileStoreBytes ?? (async () => 0);
  /** Bytes of the organisation's business cards (its users' stored files), in `transaction` when given. */
  const cardBytes = async (organisationId: string, transaction?: Transaction) =>
    repository.within(transaction).storedBytesOfOwners(await users.userIdsOfOrganisation(organisationId, transaction));
  const quotaMb = Math.round(storageQuotaBytes / (1024 * 1024));
  const quotaExceeded = () => new AppError('FILES_STORAGE_QUOTA_EXCEEDED', { params: { quotaMb } });

  const recognise = async (image: Buffer): Promise<BusinessCardFields> => {
    try {
      return parseBusinessCard(await ocr.recognise(image));
    } catch (error) {
      // Busy or too slow: refuse the upload (nothing is kept), the user tries again.
      if (error instanceof OcrBusyError) throw new AppError('FILES_OCR_BUSY', { cause: error });
      if (error instanceof OcrTimeoutError) throw new AppError('FILES_OCR_TIMEOUT', { cause: error });
      // A card OCR cannot read is still a valid upload; the user types the fields.
      log.warn({ err: error }, 'business card OCR failed');
      return NOTHING_RECOGNISED;
    }
  };

  return {
    /** Bytes of the organisation's business cards, for the one storage-use figure (the file store adds its own). */
    storedBytes: cardBytes,

    /**
     * Counts an upload attempt against the per-user and per-address limits; call it before
     * reading the body, so a refused client does not get to send 10 MB.
     * @throws FILES_UPLOAD_TOO_FREQUENT (-5) past either limit.
     */
    admitUpload: async (actor: UserActor, ip: string): Promise<void> => {
      for (const [rule, key] of [
        [BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR, actor.user.id],
        [BUSINESS_CARD_UPLOADS_PER_IP_PER_HOUR, ip],
      ] as const) {
        const result = await rateLimits.consume(rule, key);
        if (!result.allowed) throw new AppError('FILES_UPLOAD_TOO_FREQUENT', { params: { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) } });
      }
    },

    /**
     * Stores the card for the caller and returns its file id with the recognised fields.
     * @throws VALIDATION_FAILED (file: 'mpErr') when the file is empty, REQUEST_TOO_LARGE above 10 MB,
     *   FILES_UNSUPPORTED_TYPE when the content is not PNG or JPEG (whatever its name or declared type),
     *   FILES_IMAGE_TOO_LARGE past the pixel budget, FILES_STORAGE_QUOTA_EXCEEDED past the
     *   organisation's quota, FILES_OCR_BUSY / FILES_OCR_TIMEOUT when OCR cannot take or finish it.
     */
    upload: async (actor: UserActor, file: { content: Buffer; fileName: string }): Promise<BusinessCard> => {
      const { content } = file;
      if (content.length === 0) throw fieldError('file', 'validation.organisation.businessCardRequired');
      if (content.length > OrganisationLimits.businessCardMaxBytes) throw new AppError('REQUEST_TOO_LARGE');
      const image = readImageHeader(content);
      if (!image) throw new AppError('FILES_UNSUPPORTED_TYPE', { params: { allowed: 'PNG / JPEG' } });
      if (!isWithinPixelBudget(image)) {
        throw new AppError('FILES_IMAGE_TOO_LARGE', { params: { maxMegapixels: BUSINESS_CARD_MAX_PIXELS / 1_000_000, maxSide: BUSINESS_CARD_MAX_SIDE } });
      }
      const organisationId = actor.organisation.id;
      // Early, cheap refusal before OCR; the insert below checks again under a lock.
      if ((await cardBytes(organisationId)) + (await fileStoreBytes(organisationId)) + content.length > storageQuotaBytes) throw quotaExceeded();

      const fields = await recognise(content);

      const id = randomUUID();
      const storagePath = path.posix.join(BUSINESS_CARD_FOLDER, `${id}.${image.ext}`);
      const absolutePath = storedFilePath(dataDir, storagePath);
      await fs.mkdir(path.dirname(absolutePath), { recursive: true });
      await fs.writeFile(absolutePath, content);
      let stored;
      try {
        stored = await repository.insertStoredFileWithinQuota(
          {
            id,
            ownerUserId: actor.user.id,
            purpose: BUSINESS_CARD_PURPOSE,
            storagePath,
            originalName: file.fileName.slice(0, 255) || null,
            mimeType: image.mime,
            sizeBytes: content.length,
            sha256: createHash('sha256').update(content).digest('hex'),
          },
          organisationId,
          await users.userIdsOfOrganisation(organisationId),
          storageQuotaBytes,
          (transaction) => fileStoreBytes(organisationId, transaction),
        );
      } catch (error) {
        await fs.rm(absolutePath, { force: true });
        throw error;
      }
      if (!stored) {
        await fs.rm(absolutePath, { force: true });
        throw quotaExceeded();
      }
      return { filePath: id, ...fields };
    },
  };
};

export type BusinessCardService = ReturnType<typeof createBusinessCardService>;
