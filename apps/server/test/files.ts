import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { companyDepartments, users } from '../src/db/schema';
import { signInAs, uniqueHongKongPhone } from './factories';
import { multipartBody } from './uploads';

/** A colleague in an existing organisation (userType 2: not an administrator unless adminStatus 1), signed in. */
export const buildColleague = async (app: FastifyInstance, organisationId: string, options: { deptId?: string | null; adminStatus?: number; fileSwitch?: number; name?: string } = {}) => {
  const [user] = await app.db
    .insert(users)
    .values({
      organisationId,
      phone: uniqueHongKongPhone(),
      phoneRegion: 2,
      userType: 2,
      adminStatus: options.adminStatus ?? 0,
      fileSwitch: options.fileSwitch ?? 1,
      deptId: options.deptId ?? null,
      name: options.name ?? null,
    })
    .returning();
  return { user, token: await signInAs(app, user.id) };
};

/** A department of an organisation. */
export const buildDepartment = async (app: FastifyInstance, organisationId: string, name: string) => {
  const [row] = await app.db.insert(companyDepartments).values({ organisationId, name }).returning();
  return row;
};

/** A small valid PDF (its bytes start with %PDF-). */
export const tinyPdf = (text = 'Board pack'): Buffer =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A minimal Word document (.docx) with the given paragraphs; the last may carry a script that must not survive rendering. */
export const tinyDocx = (paragraphs: string[]): Buffer => {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`).join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
    }),
  );
};

/** Uploads a file through POST /api/au/file/upload (fields before the file, as the web sends them). */
export const uploadFile = async (app: FastifyInstance, token: string, file: { name: string; content: Buffer; contentType?: string }, fields: { space?: string; folderId?: string } = {}) => {
  const { payload, headers } = multipartBody(
    { fileName: file.name, contentType: file.contentType ?? 'application/octet-stream', content: file.content },
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<string, string>,
  );
  const response = await app.inject({ method: 'POST', url: '/api/au/file/upload', headers: { ...headers, token }, payload });
  return { status: response.statusCode, body: response.json() };
};

/** A form POST with a session token (and optional cookies), read as { status, body, headers }. */
export const callAs = async (app: FastifyInstance, token: string | null, path: string, fields: Record<string, string | number> = {}, options: { cookie?: string; remoteAddress?: string } = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    remoteAddress: options.remoteAddress ?? '203.0.113.30',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}), ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
