import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentLetterheads, generatedDocuments, type GeneratedDocumentRow, type LetterheadRow } from '../../db/documents.schema';

/** A letterhead without its images (lists). */
export type LetterheadSummaryRow = Omit<LetterheadRow, 'logo' | 'header'>;
export type NewLetterhead = typeof documentLetterheads.$inferInsert;
export type NewGeneratedDocument = typeof generatedDocuments.$inferInsert;
/** A generated document with the name of its letterhead. */
export type GeneratedDocumentWithLetterhead = GeneratedDocumentRow & { letterheadName: string | null };

const summaryColumns = {
  id: documentLetterheads.id,
  organisationId: documentLetterheads.organisationId,
  createdBy: documentLetterheads.createdBy,
  name: documentLetterheads.name,
  headLanguage: documentLetterheads.headLanguage,
  logoType: documentLetterheads.logoType,
  logoWidth: documentLetterheads.logoWidth,
  logoHeight: documentLetterheads.logoHeight,
  headerType: documentLetterheads.headerType,
  headerWidth: documentLetterheads.headerWidth,
  headerHeight: documentLetterheads.headerHeight,
  createdAt: documentLetterheads.createdAt,
  updatedAt: documentLetterheads.updatedAt,
};

/** The only SQL of the documents module: letterheads (per organisation) and generated documents (per user). */
export const createDocumentsRepository = (db: Database) => ({
  listLetterheads: (organisationId: string): Promise<LetterheadSummaryRow[]> =>
    db.select(summaryColumns).from(documentLetterheads).where(eq(documentLetterheads.organisationId, organisationId)).orderBy(desc(documentLetterheads.createdAt), documentLetterheads.name),

  /** One letterhead with its images, only within the organisation. */
  findLetterhead: async (organisationId: string, id: string): Promise<LetterheadRow | undefined> => {
    const [row] = await db.select().from(documentLetterheads).where(and(eq(documentLetterheads.organisationId, organisationId), eq(documentLetterheads.id, id)));
    return row;
  },

  insertLetterhead: async (values: NewLetterhead): Promise<LetterheadSummaryRow> => {
    const [row] = await db.insert(documentLetterheads).values(values).returning(summaryColumns);
    return row;
  },

  /** Deletes within the organisation; true when a row went. Generated documents keep their record (letterhead set null). */
  deleteLetterhead: async (organisationId: string, id: string): Promise<boolean> => {
    const rows = await db.delete(documentLetterheads).where(and(eq(documentLetterheads.organisationId, organisationId), eq(documentLetterheads.id, id))).returning({ id: documentLetterheads.id });
    return rows.length > 0;
  },

  insertDocument: async (values: NewGeneratedDocument): Promise<GeneratedDocumentRow> => {
    const [row] = await db.insert(generatedDocuments).values(values).returning();
    return row;
  },

  /** Records which file-store nodes hold a generated document's files. */
  setStoredFiles: async (id: string, storedFiles: GeneratedDocumentRow['storedFiles']): Promise<void> => {
    await db.update(generatedDocuments).set({ storedFiles }).where(eq(generatedDocuments.id, id));
  },

  /** One page of a user's generated documents (of one template when given), newest first. */
  listDocuments: async (userId: string, page: { offset: number; limit: number; templateId?: string }): Promise<{ rows: GeneratedDocumentWithLetterhead[]; total: number }> => {
    const mine = page.templateId ? and(eq(generatedDocuments.userId, userId), eq(generatedDocuments.templateId, page.templateId)) : eq(generatedDocuments.userId, userId);
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(generatedDocuments).where(mine);
    const rows = await db
      .select({ document: generatedDocuments, letterheadName: documentLetterheads.name })
      .from(generatedDocuments)
      .leftJoin(documentLetterheads, eq(documentLetterheads.id, generatedDocuments.letterheadId))
      .where(mine)
      .orderBy(desc(generatedDocuments.createdAt), desc(generatedDocuments.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows: rows.map((row) => ({ ...row.document, letterheadName: row.letterheadName })), total };
  },

  /** One of the user's generated documents. */
  findDocument: async (userId: string, id: string): Promise<GeneratedDocumentWithLetterhead | undefined> => {
    const [row] = await db
      .select({ document: generatedDocuments, letterheadName: documentLetterheads.name })
      .from(generatedDocuments)
      .leftJoin(documentLetterheads, eq(documentLetterheads.id, generatedDocuments.letterheadId))
      .where(and(eq(generatedDocuments.userId, userId), eq(generatedDocuments.id, id)));
    return row && { ...row.document, letterheadName: row.letterheadName };
  },

  /** A document the visitor token made, within its 24 hours (its id is the only key to it). */
  findVisitorDocument: async (id: string, since: Date): Promise<GeneratedDocumentWithLetterhead | undefined> => {
    const [row] = await db
      .select()
      .from(generatedDocuments)
      .where(and(isNull(generatedDocuments.userId), eq(generatedDocuments.id, id), gte(generatedDocuments.createdAt, since)));
    return row && { ...row, letterheadName: null };
  },

  deleteDocument: async (userId: string, id: string): Promise<boolean> => {
    const rows = await db.delete(generatedDocuments).where(and(eq(generatedDocuments.userId, userId), eq(generatedDocuments.id, id))).returning({ id: generatedDocuments.id });
    return rows.length > 0;
  },
});

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
