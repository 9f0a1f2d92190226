import type { Readable } from 'node:stream';
import type { AttachDocumentBody, FileNode, Locale, MatterDocument } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { FilesService } from '../files/index';
import type { DocumentRow, MatterRow, SecretaryRepository } from './secretary.repository';
import { secretaryText } from './secretary.texts';

/**
 * A matter's documents (issue 14): files of the file store (issue 16) attached to a matter or to one of
 * its tasks. Uploads go through `files.saveDocument` (≤ 10 MB, type checked by content, the quota, the
 * write right on the folder) into "<Compliance secretary>/<matter>" of the organisation's space (an
 * adviser's listed client: that client's space); an existing file is attached after `files.describe`
 * (read right). Listing, opening and downloading ask the files module each time, so its folder
 * permissions decide: without read right a document shows only that it exists; without the download
 * right it can be previewed but not downloaded. Detaching leaves the file in the store.
 */
export const createMatterDocumentsService = (deps: {
  repository: SecretaryRepository;
  files: Pick<FilesService, 'saveDocument' | 'describe' | 'download' | 'render'>;
}) => {
  const { repository, files } = deps;

  /** A matter of the caller's organisation (and the task of it, when named). @throws RECORD_NOT_FOUND. */
  const place = async (actor: UserActor, target: { matterId?: string; taskId?: string }): Promise<{ matter: MatterRow; taskId: string | null }> => {
    if (target.taskId) {
      const found = await repository.findTask(actor.organisation.id, target.taskId);
      if (!found || (target.matterId && found.matter.id !== target.matterId)) throw new AppError('RECORD_NOT_FOUND');
      return { matter: found.matter, taskId: found.task.id };
    }
    const matter = target.matterId ? await repository.findMatter(actor.organisation.id, target.matterId) : undefined;
    if (!matter) throw new AppError('RECORD_NOT_FOUND');
    return { matter, taskId: null };
  };
  const assertEditable = (matter: MatterRow) => {
    if (matter.status === 2) throw new AppError('SECRETARY_MATTER_ARCHIVED');
  };

  /** Where a matter's uploads go: its own folder under the secretary's folder, in the space of its company. */
  const folderOf = (actor: UserActor, matter: MatterRow) => ({
    space: actor.organisation.type !== 1 && matter.companyKind === 'listed' && matter.stockCode ? `client:${matter.stockCode}` : 'org',
    folderPath: [secretaryText((matter.locale as Locale) ?? 'zh-HK').documents.folder, `${matter.name.slice(0, 80)} (${matter.id.slice(0, 8)})`],
  });

  const present = (row: DocumentRow, file: FileNode | null): MatterDocument => ({
    id: row.id,
    matterId: row.matterId,
    taskId: row.taskId,
    fileId: row.fileId,
    available: file !== null,
    name: file?.name ?? null,
    sizeBytes: file?.sizeBytes ?? null,
    mimeType: file?.mimeType ?? null,
    previewKind: file?.previewKind ?? 'none',
    canDownload: file?.rights.download ?? false,
    attachedAt: row.createdAt.toISOString(),
  });

  /** The file as the caller may see it, or null (in the bin, gone, or in a folder they may not read). */
  const describeOrNull = async (actor: UserActor, fileId: string): Promise<FileNode | null> => {
    try {
      const node = await files.describe(actor, fileId);
      return node.kind === 'file' ? node : null;
    } catch (error) {
      if (error instanceof AppError && error.code === 'FILES_NOT_FOUND') return null;
      throw error;
    }
  };

  /** A document of the caller's organisation. @throws RECORD_NOT_FOUND. */
  const ownDocument = async (actor: UserActor, id: string) => {
    const row = await repository.findDocument(actor.organisation.id, id);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    return row;
  };

  return {
    list: async (actor: UserActor, body: { matterId: string; taskId?: string }): Promise<{ list: MatterDocument[] }> => {
      const { matter, taskId } = await place(actor, body);
      const rows = await repository.listDocuments(matter.id, taskId ?? undefined);
      const list: MatterDocument[] = [];
      for (const row of rows) list.push(present(row, await describeOrNull(actor, row.fileId)));
      return { list };
    },

    /** Attaches a file of the store the caller may read; attaching the same file at the same place again answers the same document. */
    attach: async (actor: UserActor, body: AttachDocumentBody) => {
      const { matter, taskId } = await place(actor, body);
      assertEditable(matter);
      const file = await files.describe(actor, body.fileId);
      if (file.kind !== 'file') throw new AppError('FILES_NOT_FOUND');
      const existing = await repository.findAttached(matter.id, taskId, file.id);
      const row = existing ?? (await repository.insertDocument({ organisationId: actor.organisation.id, matterId: matter.id, taskId, fileId: file.id, attachedBy: actor.user.id }));
      return { id: row.id, warnings: [] };
    },

    /**
     * Uploads into the file store and attaches (spec §7 /au/companyScheduleDetail/fileUpload). The stream is
     * drained when the place is refused, so the client gets the envelope.
     * @throws RECORD_NOT_FOUND, SECRETARY_MATTER_ARCHIVED, SECRETARY_COMPANY_NOT_SERVED (stockCode of another
     *   company), and the files module's FILES_FILE_TOO_LARGE, FILES_UNSUPPORTED_TYPE, FILES_STORAGE_QUOTA_EXCEEDED,
     *   FILES_ACCESS_DENIED (no write right on the folder).
     */
    upload: async (actor: UserActor, target: { matterId?: string; taskId?: string; stockCode?: string }, file: { fileName: string; stream: Readable }) => {
      let found;
      try {
        if (!target.matterId && !target.taskId) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'scheduleDetailId', message: 'validation.required' }] });
        found = await place(actor, target);
        assertEditable(found.matter);
        const company = found.matter.stockCode ?? found.matter.companyNo ?? '';
        if (target.stockCode && target.stockCode.replace(/^0+/, '').toUpperCase() !== company.replace(/^0+/, '').toUpperCase()) throw new AppError('SECRETARY_COMPANY_NOT_SERVED');
      } catch (error) {
        file.stream.resume();
        throw error;
      }
      const { matter, taskId } = found;
      const saved = await files.saveDocument(actor, { ...folderOf(actor, matter), fileName: file.fileName, content: file.stream });
      const existing = await repository.findAttached(matter.id, taskId, saved.id);
      const row = existing ?? (await repository.insertDocument({ organisationId: actor.organisation.id, matterId: matter.id, taskId, fileId: saved.id, attachedBy: actor.user.id }));
      return { ...saved, documentId: row.id };
    },

    /** Removes the document from the matter; the file stays in the store. */
    detach: async (actor: UserActor, id: string) => {
      const row = await ownDocument(actor, id);
      const { matter } = await place(actor, { matterId: row.matterId });
      assertEditable(matter);
      await repository.deleteDocument(row.id);
      return { warnings: [] };
    },

    /** The bytes, through the files module's checks (download right for 'attachment', read for 'inline'). */
    download: async (actor: UserActor, query: { id: string; disposition: 'attachment' | 'inline' }, rangeHeader?: string) => {
      const row = await ownDocument(actor, query.id);
      return files.download(actor, { id: row.fileId, disposition: query.disposition }, rangeHeader);
    },
    /** A Word document as sanitised HTML (read right). */
    render: async (actor: UserActor, id: string) => {
      const row = await ownDocument(actor, id);
      return files.render(actor, row.fileId);
    },
  };
};

export type MatterDocumentsService = ReturnType<typeof createMatterDocumentsService>;
