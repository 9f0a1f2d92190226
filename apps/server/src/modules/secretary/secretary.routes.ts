import { ScheduleFileUploadFieldsSchema, secretaryEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { MessagesService } from '../messages/messages.service';
import { ACCOUNT_MESSAGE_SWITCH, certificationMessage } from '../organisation/organisation.messages';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { UsersService } from '../auth/users.service';
import type { CalendarFeedService } from './calendar-feed.service';
import type { CertificatesService } from './certificates.service';
import type { MatterDocumentsService } from './documents.service';
import { fileHeaders, sendObject } from '../files/files.routes';
import type { SecretaryService } from './secretary.service';

const tags = ['secretary'];
// Spec §6: vipStatus 3, company type 1, 2 or 8, the company's and the user's secretary switch both on.
const access = { feature: 'secretary' } as const;

/** /au/secretary/*: matters, tasks, templates, statistics, the calendar feed and the certificates register (issue 14). */
export const registerSecretaryRoutes = (
  app: FastifyInstance,
  services: { secretary: SecretaryService; calendarFeed: CalendarFeedService; certificates: CertificatesService; matterDocuments: MatterDocumentsService },
) => {
  const { secretary, calendarFeed, certificates, matterDocuments } = services;

  routeFor(app, endpoints.templates, { access, tags, summary: 'Matter templates: tasks with rule, source, confidence tag, deadline kind, inputs and default reminders' }, async (request) =>
    ok(request, { list: await secretary.listTemplates() }),
  );
  routeFor(app, endpoints.updateTemplate, { access: { staff: true }, tags, summary: 'Staff: edit a matter template (matters already started keep their tasks)' }, async (request) =>
    ok(request, await secretary.updateTemplate(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.adminTemplates, { access: { staff: true }, tags, summary: 'Staff: every matter template, to edit them' }, async (request) =>
    ok(request, { list: await secretary.listTemplates() }),
  );
  routeFor(app, endpoints.companies, { access, tags, summary: "Companies the caller may run matters for: the own listed company, or the adviser's client companies" }, async (request) =>
    ok(request, { list: await secretary.companiesOf(requireUser(request), request.locale) }),
  );
  routeFor(app, endpoints.people, { access, tags, summary: "The organisation's people who can lead or take part (whether a phone, e-mail or WeChat reaches them)" }, async (request) =>
    ok(request, await secretary.people(requireUser(request))),
  );
  routeFor(app, endpoints.previewMatter, { access, tags, summary: 'Suggested deadlines of a template for a company and inputs, each with its rule and tag; nothing saved' }, async (request) =>
    ok(request, await secretary.preview(requireUser(request), request.body, request.locale)),
  );
  routeFor(app, endpoints.createMatter, { access, tags, summary: "Start a matter from a template or the user's own; reminders are scheduled" }, async (request) =>
    ok(request, await secretary.createMatter(requireUser(request), request.body, request.locale)),
  );
  routeFor(app, endpoints.listMatters, { access, tags, summary: 'Matters in progress (bhList) or archived (bdList), by company and person' }, async (request) =>
    ok(request, await secretary.listMatters(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.matterDetail, { access, tags, summary: 'A matter with its tasks and reminder deliveries' }, async (request) =>
    ok(request, await secretary.matterDetail(requireUser(request), request.body.id)),
  );
  routeFor(app, endpoints.updateMatter, { access, tags, summary: 'Name, description, lead person, reminder channels of a matter' }, async (request) =>
    ok(request, await secretary.updateMatter(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.archiveMatter, { access, tags, summary: 'Archive a matter (spec §4)' }, async (request) => ok(request, await secretary.archive(requireUser(request), request.body.id)));
  routeFor(app, endpoints.withdrawArchive, { access, tags, summary: 'Withdraw the archive: in progress again, reminders from today on' }, async (request) =>
    ok(request, await secretary.withdrawArchive(requireUser(request), request.body.id)),
  );
  routeFor(app, endpoints.addTask, { access, tags, summary: "Add the user's own task to a matter" }, async (request) => ok(request, await secretary.addTask(requireUser(request), request.body)));
  routeFor(app, endpoints.updateTask, { access, tags, summary: 'Dates, lead person, participants, notes, related documents and reminders of a task' }, async (request) =>
    ok(request, await secretary.updateTask(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.completeTask, { access, tags, summary: 'Complete a task (completion date: today in Hong Kong unless given)' }, async (request) =>
    ok(request, await secretary.completeTask(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.reopenTask, { access, tags, summary: 'Reopen a completed task' }, async (request) => ok(request, await secretary.reopenTask(requireUser(request), request.body.id)));
  routeFor(app, endpoints.listTasks, { access, tags, summary: 'Tasks overdue (ovList), due today (time0), within 5 (time5) or 30 days (time30), by company, person and dates' }, async (request) =>
    ok(request, await secretary.listTasks(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.home, { access, tags, summary: "The secretary's home: counts, a month calendar, matters by company" }, async (request) =>
    ok(request, await secretary.home(requireUser(request), request.body.month)),
  );
  routeFor(app, endpoints.stats, { access, tags, summary: 'Statistics: done on time, late, open, overdue; by company and person' }, async (request) =>
    ok(request, await secretary.stats(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.calendarStatus, { access, tags, summary: 'Whether the caller has a calendar feed (the address is shown only when made)' }, async (request) =>
    ok(request, await calendarFeed.status(requireUser(request))),
  );
  routeFor(app, endpoints.calendarCreate, { access, tags, summary: 'Make a new secret calendar address (the old one stops working)' }, async (request) =>
    ok(request, await calendarFeed.create(requireUser(request))),
  );
  routeFor(app, endpoints.calendarRevoke, { access, tags, summary: 'Revoke the calendar address' }, async (request) => ok(request, await calendarFeed.revoke(requireUser(request))));
  routeFor(
    app,
    endpoints.calendarFeed,
    { access: 'public', tags, summary: 'The iCalendar feed of a secret address (text/calendar); 404 once revoked', produces: ['text/calendar'] },
    async (request, reply) => {
      const body = await calendarFeed.render(request.query.key, request.locale);
      if (body === null) throw new AppError('RECORD_NOT_FOUND');
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
    },
  );
  routeFor(app, endpoints.listDocuments, { access, tags, summary: "A matter's documents (all, or one task's): files of the file store, as the caller's folder rights show them" }, async (request) =>
    ok(request, await matterDocuments.list(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.attachDocument, { access, tags, summary: 'Attach an existing file of the store (read right) to a matter or a task' }, async (request) =>
    ok(request, await matterDocuments.attach(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.detachDocument, { access, tags, summary: 'Detach a document (the file stays in the store)' }, async (request) =>
    ok(request, await matterDocuments.detach(requireUser(request), request.body.id)),
  );
  routeFor(
    app,
    endpoints.downloadDocument,
    { access, tags, summary: "A document's bytes through the files module (attachment: download right; inline preview: read right); HTTP Range", produces: ['application/octet-stream'] },
    async (request, reply) => sendObject(reply, await matterDocuments.download(requireUser(request), request.query, request.headers.range), request.query.disposition),
  );
  routeFor(app, endpoints.renderDocument, { access, tags, summary: 'A Word document rendered to sanitised HTML (read right)', produces: ['text/html'] }, async (request, reply) => {
    const html = await matterDocuments.render(requireUser(request), request.query.id);
    return fileHeaders(reply, 'inline', 'preview.html').type('text/html; charset=utf-8').send(html);
  });
  routeFor(
    app,
    endpoints.uploadDocument,
    { access, tags, summary: 'Spec §7: upload a document (fields scheduleDetailId = task, or matterId, and stockCode first, then file; ≤ 10 MB, type checked by the files module) and attach it' },
    async (request) => {
      const actor = requireUser(request);
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value).trim();
          continue;
        }
        const parsed = ScheduleFileUploadFieldsSchema.safeParse(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')));
        if (!parsed.success) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', { details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) });
        }
        const { scheduleDetailId, matterId, stockCode } = parsed.data;
        return ok(request, await matterDocuments.upload(actor, { taskId: scheduleDetailId, matterId, stockCode }, { fileName: part.filename, stream: part.file }));
      }
      throw new AppError('VALIDATION_FAILED', { details: [{ path: 'file', message: 'validation.required' }] });
    },
  );
  routeFor(app, endpoints.listCertificates, { access, tags, summary: 'Certificates and licences of the organisation, soonest expiry first' }, async (request) =>
    ok(request, await certificates.list(requireUser(request))),
  );
  routeFor(app, endpoints.certificateDetail, { access, tags, summary: 'One certificate or licence' }, async (request) => ok(request, await certificates.detail(requireUser(request), request.body.id)));
  routeFor(app, endpoints.saveCertificate, { access, tags, summary: 'Add or change a certificate; expiry reminders are scheduled' }, async (request) =>
    ok(request, await certificates.save(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.deleteCertificate, { access, tags, summary: 'Delete a certificate' }, async (request) => ok(request, await certificates.remove(requireUser(request), request.body.id)));
};

/**
 * Development tool (outside production, or DEV_TOOLS=true), for demonstrations and the e2e spec until
 * memberships are sold: the user's organisation becomes a company member (vipStatus 3, one year) with
 * the AI secretary switched on for it and the user.
 */
export const registerSecretaryDevRoutes = (
  app: FastifyInstance,
  services: { users: Pick<UsersService, 'findUserByPhone' | 'updateOrganisation' | 'userIdsOfOrganisation'>; messages: Pick<MessagesService, 'notify'>; clock: { now(): Date } },
) => {
  routeFor(app, endpoints.devCompanyMember, { access: 'public', tags: ['development'], summary: 'Development tool: make a user (by phone, 852…) a company member with the AI secretary on' }, async (request) => {
    const phone = request.body.phone.replace(/^\+/, '');
    const user = await services.users.findUserByPhone(phone);
    if (!user) throw new AppError('RECORD_NOT_FOUND');
    const now = services.clock.now();
    await services.users.updateOrganisation(user.organisationId, { vipStatus: 3, vipExpiresAt: new Date(now.getTime() + 365 * 86_400_000), secretarySwitch: 1 }, now);
    // spec §4 source 11: each member's open pages alert "service open", then sign out
    for (const memberId of await services.users.userIdsOfOrganisation(user.organisationId)) {
      await services.messages.notify({ userId: memberId, ...certificationMessage('serviceOpened') }, { switchField: ACCOUNT_MESSAGE_SWITCH });
    }
    return ok(request, { warnings: [] });
  });
};
