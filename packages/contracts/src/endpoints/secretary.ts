import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { FileNodeSchema } from '../files';
import {
  AddTaskBodySchema,
  AttachDocumentBodySchema,
  DocumentDownloadQuerySchema,
  ListDocumentsBodySchema,
  MatterDocumentListSchema,
  ScheduleFileUploadFieldsSchema,
  CalendarFeedQuerySchema,
  CalendarFeedSchema,
  CertificateListSchema,
  CertificateSchema,
  CompleteTaskBodySchema,
  CreateMatterBodySchema,
  CreatedSchema,
  DevCompanyMemberBodySchema,
  HomeBodySchema,
  HomeSchema,
  SecretaryIdBodySchema,
  ListMattersBodySchema,
  ListTasksBodySchema,
  MatterDetailSchema,
  MatterListSchema,
  PeopleSchema,
  PreviewMatterBodySchema,
  PreviewMatterResultSchema,
  SaveCertificateBodySchema,
  SavedSchema,
  SecretaryCompaniesSchema,
  StatsBodySchema,
  StatsSchema,
  TaskListSchema,
  TemplateListSchema,
  UpdateMatterBodySchema,
  UpdateTaskBodySchema,
  UpdateTemplateBodySchema,
} from '../secretary';

const EmptySchema = z.object({});
const post = <Request extends z.ZodType, Response extends z.ZodType>(path: string, request: Request, response: Response) =>
  defineEndpoint({ path: `/au/secretary/${path}`, encoding: 'json', request, response });

/** The compliance secretary (issue 14): every call under /au/secretary/*. */
export const secretaryEndpoints = {
  templates: post('template/list', EmptySchema, TemplateListSchema),
  updateTemplate: post('template/update', UpdateTemplateBodySchema, SavedSchema),
  /** Staff: every template (for /admin/secretaryTemplates), whether or not the caller uses the secretary. */
  adminTemplates: post('template/adminList', EmptySchema, TemplateListSchema),
  companies: post('companies', EmptySchema, SecretaryCompaniesSchema),
  people: post('people', EmptySchema, PeopleSchema),
  previewMatter: post('matter/preview', PreviewMatterBodySchema, PreviewMatterResultSchema),
  createMatter: post('matter/create', CreateMatterBodySchema, CreatedSchema),
  listMatters: post('matter/list', ListMattersBodySchema, MatterListSchema),
  matterDetail: post('matter/detail', SecretaryIdBodySchema, MatterDetailSchema),
  updateMatter: post('matter/update', UpdateMatterBodySchema, SavedSchema),
  archiveMatter: post('matter/archive', SecretaryIdBodySchema, SavedSchema),
  withdrawArchive: post('matter/withdrawArchive', SecretaryIdBodySchema, SavedSchema),
  addTask: post('task/add', AddTaskBodySchema, CreatedSchema),
  updateTask: post('task/update', UpdateTaskBodySchema, SavedSchema),
  completeTask: post('task/complete', CompleteTaskBodySchema, SavedSchema),
  reopenTask: post('task/reopen', SecretaryIdBodySchema, SavedSchema),
  listTasks: post('task/list', ListTasksBodySchema, TaskListSchema),
  home: post('home', HomeBodySchema, HomeSchema),
  stats: post('stats', StatsBodySchema, StatsSchema),
  calendarStatus: post('calendar/status', EmptySchema, CalendarFeedSchema),
  calendarCreate: post('calendar/create', EmptySchema, CalendarFeedSchema),
  calendarRevoke: post('calendar/revoke', EmptySchema, CalendarFeedSchema),
  calendarFeed: defineEndpoint({ method: 'GET', path: '/au/secretary/ical', request: CalendarFeedQuerySchema }),
  listCertificates: post('cert/list', EmptySchema, CertificateListSchema),
  certificateDetail: post('cert/detail', SecretaryIdBodySchema, CertificateSchema),
  saveCertificate: post('cert/save', SaveCertificateBodySchema, CreatedSchema),
  deleteCertificate: post('cert/delete', SecretaryIdBodySchema, SavedSchema),
  listDocuments: post('document/list', ListDocumentsBodySchema, MatterDocumentListSchema),
  attachDocument: post('document/attach', AttachDocumentBodySchema, CreatedSchema),
  detachDocument: post('document/detach', SecretaryIdBodySchema, SavedSchema),
  /** A plain link: the document's bytes (download right on its folder) or inline preview (read right; PDF, image, text). */
  downloadDocument: defineEndpoint({ method: 'GET', path: '/au/secretary/document/download', request: DocumentDownloadQuerySchema }),
  /** A plain link: a Word document rendered to sanitised HTML (read right). */
  renderDocument: defineEndpoint({ method: 'GET', path: '/au/secretary/document/render', request: DocumentDownloadQuerySchema }),
  /** Spec §7 upload of a task's (scheduleDetailId) or matter's document: into the file store, then attached. */
  uploadDocument: defineEndpoint({
    path: '/au/companyScheduleDetail/fileUpload',
    encoding: 'multipart',
    request: ScheduleFileUploadFieldsSchema.extend({ file: z.unknown() }),
    response: FileNodeSchema.extend({ documentId: z.string() }),
  }),
  devCompanyMember: defineEndpoint({ path: '/dev/secretary/companyMember', encoding: 'json', request: DevCompanyMemberBodySchema, response: SavedSchema }),
};
