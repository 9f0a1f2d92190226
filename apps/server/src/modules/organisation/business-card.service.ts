import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BusinessCard } from '@app/contracts';
import { BUSINESS_CARD_MIME_TYPES, OrganisationLimits } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { OcrEngine } from './business-card.ocr';
import { parseBusinessCard, type BusinessCardFields } from './business-card.parser';
import { fieldError } from './organisation.errors';
import type { OrganisationRepository } from './organisation.repository';

/** storedFiles.purpose of business cards. */
export const BUSINESS_CARD_PURPOSE = 'business-card';
/** Folder of business cards under DATA_DIR/files. */
const BUSINESS_CARD_FOLDER = 'business-cards';

const NOTHING_RECOGNISED: BusinessCardFields = { name: null, phone: null, companyName: null, job: null, email: null };

/** Absolute path of a stored file; storagePath is relative to DATA_DIR/files. */
export const storedFilePath = (dataDir: string, storagePath: string) => path.join(dataDir, 'files', storagePath);

/**
 * Business-card upload (spec §5, §7 /upload/businessCard): png or jpeg only,
 * at most 10 MB, both checked on the bytes; the file is kept under
 * DATA_DIR/files/business-cards and read by OCR to prefill the certification form.
 */
export const createBusinessCardService = (deps: { repository: OrganisationRepository; ocr: OcrEngine; dataDir: string; log: Pick<FastifyBaseLogger, 'warn'> }) => {
  const { repository, ocr, dataDir, log } = deps;

  const recognise = async (image: Buffer): Promise<BusinessCardFields> => {
    try {
      return parseBusinessCard(await ocr.recognise(image));
    } catch (error) {
      // A card OCR cannot read is still a valid upload; the user types the fields.
      log.warn({ err: error }, 'business card OCR failed');
      return NOTHING_RECOGNISED;
    }
  };

  return {
    /**
     * Stores the card for the caller and returns its file id with the recognised fields.
     * @throws VALIDATION_FAILED (file: 'mpErr') when the file is empty, REQUEST_TOO_LARGE above 10 MB,
     *   FILES_UNSUPPORTED_TYPE when the content is not PNG or JPEG (whatever its name or declared type).
     */
    upload: async (actor: UserActor, file: { content: Buffer; fileName: string }): Promise<BusinessCard> => {
      const { content } = file;
      if (content.length === 0) throw fieldError('file', 'validation.organisation.businessCardRequired');
      if (content.length > OrganisationLimits.businessCardMaxBytes) throw new AppError('REQUEST_TOO_LARGE');
      const detected = await fileTypeFromBuffer(content);
      if (!detected || !(BUSINESS_CARD_MIME_TYPES as readonly string[]).includes(detected.mime)) {
        throw new AppError('FILES_UNSUPPORTED_TYPE', { params: { allowed: 'PNG / JPEG' } });
      }
      const id = randomUUID();
      const storagePath = path.posix.join(BUSINESS_CARD_FOLDER, `${id}.${detected.ext}`);
      const absolutePath = storedFilePath(dataDir, storagePath);
      await fs.mkdir(path.dirname(absolutePath), { recursive: true });
      await fs.writeFile(absolutePath, content);
      try {
        await repository.insertStoredFile({
          id,
          ownerUserId: actor.user.id,
          purpose: BUSINESS_CARD_PURPOSE,
          storagePath,
          originalName: file.fileName.slice(0, 255) || null,
          mimeType: detected.mime,
          sizeBytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
        });
      } catch (error) {
        await fs.rm(absolutePath, { force: true });
        throw error;
      }
      return { filePath: id, ...(await recognise(content)) };
    },
  };
};

export type BusinessCardService = ReturnType<typeof createBusinessCardService>;
