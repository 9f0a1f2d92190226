import {
  LanguageCode,
  filesEndpoints,
  secretaryEndpoints as endpoints,
  type FileList,
  type FileNode,
  type Locale,
  type AddTaskBody,
  type CreateMatterBody,
  type ListMattersBody,
  type ListTasksBody,
  type PreviewMatterBody,
  type SaveCertificateBody,
  type UpdateMatterBody,
  type UpdateTaskBody,
  type UpdateTemplateBody,
} from '@app/contracts';
import { config } from '../../lib/config';
import { callEndpoint } from '../../lib/http';

/**
 * Typed calls of /au/secretary/* (packages/contracts endpoints/secretary.ts). The wire is flat text
 * (lib/http): objects travel as JSON, and an empty list as 'none' (an empty value would be dropped).
 */
const listOrNone = <T>(list: readonly T[] | undefined) => (list === undefined ? undefined : list.length ? list.join(',') : 'none');
const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
export const listTemplates = () => callEndpoint(endpoints.templates, {});
export const listAdminTemplates = () => callEndpoint(endpoints.adminTemplates, {});
export const updateTemplate = (body: UpdateTemplateBody) =>
  callEndpoint(endpoints.updateTemplate, { code: body.code, names: json(body.names), descriptions: json(body.descriptions), inputs: json(body.inputs), tasks: json(body.tasks) });
export const listCompanies = () => callEndpoint(endpoints.companies, {});
export const listPeople = () => callEndpoint(endpoints.people, {});
export const previewMatter = (body: PreviewMatterBody) => callEndpoint(endpoints.previewMatter, { ...body, inputs: json(body.inputs) });
export const createMatter = (body: CreateMatterBody) => callEndpoint(endpoints.createMatter, { ...body, inputs: json(body.inputs), channels: listOrNone(body.channels) });
export const listMatters = (body: Partial<ListMattersBody>) => callEndpoint(endpoints.listMatters, body);
export const getMatter = (id: string) => callEndpoint(endpoints.matterDetail, { id });
export const updateMatter = (body: UpdateMatterBody) => callEndpoint(endpoints.updateMatter, { ...body, channels: listOrNone(body.channels) });
export const archiveMatter = (id: string) => callEndpoint(endpoints.archiveMatter, { id });
export const withdrawArchive = (id: string) => callEndpoint(endpoints.withdrawArchive, { id });
export const addTask = (body: AddTaskBody) => callEndpoint(endpoints.addTask, body);
export const updateTask = (body: UpdateTaskBody) =>
  callEndpoint(endpoints.updateTask, {
    ...body,
    participantIds: listOrNone(body.participantIds),
    relatedDocuments: body.relatedDocuments === undefined ? undefined : body.relatedDocuments.length ? json(body.relatedDocuments) : 'none',
    reminderOffsets: listOrNone(body.reminderOffsets),
  });
export const completeTask = (id: string, completedDate?: string) => callEndpoint(endpoints.completeTask, { id, completedDate });
export const reopenTask = (id: string) => callEndpoint(endpoints.reopenTask, { id });
export const listTasks = (body: Partial<ListTasksBody>) => callEndpoint(endpoints.listTasks, body);
export const getHome = (month?: string) => callEndpoint(endpoints.home, { month });
export const getStats = (from?: string, to?: string) => callEndpoint(endpoints.stats, { from, to });
export const calendarStatus = () => callEndpoint(endpoints.calendarStatus, {});
export const calendarCreate = () => callEndpoint(endpoints.calendarCreate, {});
export const calendarRevoke = () => callEndpoint(endpoints.calendarRevoke, {});
export const listCertificates = () => callEndpoint(endpoints.listCertificates, {});
export const getCertificate = (id: string) => callEndpoint(endpoints.certificateDetail, { id });
export const saveCertificate = (body: SaveCertificateBody) => callEndpoint(endpoints.saveCertificate, { ...body, reminderOffsets: listOrNone(body.reminderOffsets) });
export const deleteCertificate = (id: string) => callEndpoint(endpoints.deleteCertificate, { id });

// Matter documents: files of the file store attached to a matter or a task
export const listDocuments = (matterId: string, taskId?: string) => callEndpoint(endpoints.listDocuments, { matterId, taskId });
export const attachDocument = (body: { matterId: string; taskId?: string; fileId: string }) => callEndpoint(endpoints.attachDocument, body);
export const detachDocument = (id: string) => callEndpoint(endpoints.detachDocument, { id });
/** Files of the organisation's store matching a keyword (to attach one), only what the caller may read. */
export const searchStoreFiles = (keyword: string): Promise<FileList> =>
  callEndpoint(filesEndpoints.list, { space: 'org', keyword: keyword || undefined, sort: 'updatedAt', order: 'desc', page: 1, limit: 50 });

/** Spec §7: document links are plain links with the token in the query (download right; inline/render: read right). */
export const documentUrl = (id: string, token: string | undefined, locale: Locale, kind: 'attachment' | 'inline' | 'render') => {
  const query = new URLSearchParams({ id, language: String(LanguageCode[locale]) });
  if (kind !== 'render') query.set('disposition', kind);
  if (token) query.set('token', token);
  return `${config.apiBase}${kind === 'render' ? endpoints.renderDocument.path : endpoints.downloadDocument.path}?${query.toString()}`;
};

type UploadReply = { errCode: number; resultMsg: string; resultData: (FileNode & { documentId: string }) | null };
/** Spec §7 /au/companyScheduleDetail/fileUpload: fields first (the task or the matter, the stock code), then the file. */
export const uploadDocument = async (file: File, target: { matterId: string; taskId?: string; stockCode?: string | null }, token: string | undefined, locale: Locale): Promise<UploadReply> => {
  const form = new FormData();
  if (target.taskId) form.append('scheduleDetailId', target.taskId);
  else form.append('matterId', target.matterId);
  if (target.stockCode) form.append('stockCode', target.stockCode);
  form.append('language', String(LanguageCode[locale]));
  form.append('file', file, file.name);
  const response = await fetch(`${config.apiBase}${endpoints.uploadDocument.path}`, { method: 'POST', body: form, headers: token ? { token } : {} });
  return (await response.json()) as UploadReply;
};
