import {
  MatterStatus,
  type AddTaskBody,
  type CompleteTaskBody,
  type CreateMatterBody,
  type ListMattersBody,
  type ListTasksBody,
  type Locale,
  type MatterDetail,
  type MatterSummary,
  type MatterTemplateView,
  type PreviewMatterBody,
  type PreviewMatterResult,
  type SecretaryHome,
  type SecretaryStats,
  type TaskView,
  type UpdateMatterBody,
  type UpdateTaskBody,
  type UpdateTemplateBody,
} from '@app/contracts';
import {
  addCalendarDays,
  computeMatterDeadlines,
  getDaysInMonth,
  hongKongLocal,
  isIsoDate,
  MATTER_INPUT_LAST_DATE,
  getCalendarRange,
  type ComputedTask,
  type MatterBoard,
  type MatterInputs,
  type MatterTemplate,
  type ReminderChannel,
} from '@app/domain';
import { AppError } from '../../lib/errors';
import { translate } from '../../i18n/translate';
import type { UserActor } from '../auth/actor';
import type { PeopleService } from '../auth/people.service';
import type { CatalogueService } from '../companies/catalogue.service';
import { nameInLocale } from '../organisation/organisation.presenter';
import type { ServiceCompaniesService } from '../organisation/service-companies.service';
import type { SecretaryReminders } from './reminders';
import type { MatterRow, NewTask, SecretaryRepository, TaskRow, TemplateRow } from './secretary.repository';

/** The company a matter is for, as the caller may use it. */
export type SecretaryCompany = {
  companyKind: 'listed' | 'hk';
  stockCode: string | null;
  companyNo: string | null;
  name: string;
  board: MatterBoard;
  financialYearEnd: string | null;
  isHongKongIncorporated: boolean | undefined;
  isDefault: boolean;
};

type PersonRef = { id: string; name: string | null };

/** A person's display name: the name, else the mobile number masked as spec §9 (first 3 and last 4 digits). */
const displayName = (row: { name: string | null; nickName?: string | null; phone: string | null } | undefined): string | null => {
  if (!row) return null;
  if (row.name) return row.name;
  if (row.nickName) return row.nickName;
  return row.phone ? `${row.phone.slice(0, 3)}****${row.phone.slice(-4)}` : null;
};

const isArchived = (matter: Pick<MatterRow, 'status'>) => matter.status === MatterStatus.Archived;

const templateOf = (row: TemplateRow): MatterTemplate => row.definition as MatterTemplate;

/** The domain's input errors as a VALIDATION_FAILED envelope, each message naming its field in the caller's language. */
const inputErrors = (errors: readonly { code: string; field: string; params?: Readonly<Record<string, string>> }[], locale: Locale) =>
  new AppError('VALIDATION_FAILED', {
    details: errors.map((error) => ({
      path: `inputs.${error.field}`,
      message: translate(locale, `validation.secretary.${error.code}`, { field: translate(locale, `fields.${error.field}`), ...(error.params ?? {}) }),
    })),
  });

/** Spec §3 matter with tasks; spec §4 matter states (in progress, archived, archive withdrawn). */
export const createSecretaryService = (deps: {
  repository: SecretaryRepository;
  reminders: SecretaryReminders;
  people: Pick<PeopleService, 'list' | 'find'>;
  serviceCompanies: Pick<ServiceCompaniesService, 'list'>;
  catalogue: Pick<CatalogueService, 'findByStockCode'>;
  clock: { now(): Date };
}) => {
  const { repository, reminders, people, serviceCompanies, catalogue, clock } = deps;
  const today = () => hongKongLocal(clock.now()).date;

  const listedCompany = async (stockCode: string, locale: Locale, isDefault: boolean): Promise<SecretaryCompany | null> => {
    const row = (await catalogue.findByStockCode(stockCode)) ?? (/^\d{1,4}$/.test(stockCode) ? await catalogue.findByStockCode(stockCode.padStart(5, '0')) : undefined);
    if (!row) return null;
    const place = row.placeOfIncorporation?.toLowerCase() ?? '';
    return {
      companyKind: 'listed',
      stockCode: row.stockCode,
      companyNo: null,
      name: nameInLocale(locale, row.shortNameCn, row.shortNameEn) ?? row.stockCode,
      board: row.board === 'gem' ? 'GEM' : 'MB',
      financialYearEnd: row.financialYearEnd,
      isHongKongIncorporated: place ? /hong[ -]?kong|^hk$/.test(place) : undefined,
      isDefault,
    };
  };

  /** The companies the caller may run matters for: a listed company its own; an adviser its client companies (spec §6). */
  const companiesOf = async (actor: UserActor, locale: Locale): Promise<SecretaryCompany[]> => {
    if (actor.organisation.type === 1) {
      const own = actor.organisation.stockCode ? await listedCompany(actor.organisation.stockCode, locale, true) : null;
      return own ? [own] : [];
    }
    const page = { page: 1, limit: 1000 };
    const [listed, hongKong] = await Promise.all([serviceCompanies.list(actor, 'listed', page, locale), serviceCompanies.list(actor, 'hk', page, locale)]);
    const result: SecretaryCompany[] = [];
    for (const entry of listed.list) {
      const company = entry.stockCode ? await listedCompany(entry.stockCode, locale, entry.status === 1) : null;
      if (company) result.push(company);
    }
    for (const entry of hongKong.list)
      result.push({ companyKind: 'hk', stockCode: null, companyNo: entry.companyNo, name: entry.name, board: 'private', financialYearEnd: null, isHongKongIncorporated: true, isDefault: entry.status === 1 });
    return result;
  };

  /**
   * The company named (or the default one of that kind).
   * @throws SECRETARY_COMPANY_NOT_SERVED when the caller does not serve it.
   */
  const resolveCompany = async (actor: UserActor, body: { companyKind: 'listed' | 'hk'; stockCode?: string; companyNo?: string }, locale: Locale): Promise<SecretaryCompany> => {
    const companies = (await companiesOf(actor, locale)).filter((company) => company.companyKind === body.companyKind);
    const wanted = body.companyKind === 'listed' ? body.stockCode?.padStart(5, '0') : body.companyNo?.toUpperCase();
    const found = wanted
      ? companies.find((company) => (body.companyKind === 'listed' ? company.stockCode === wanted : company.companyNo === wanted))
      : (companies.find((company) => company.isDefault) ?? companies[0]);
    if (!found) throw new AppError('SECRETARY_COMPANY_NOT_SERVED');
    return found;
  };

  const findTemplate = async (code: string): Promise<MatterTemplate> => {
    const row = await repository.findTemplate(code);
    if (!row) throw new AppError('SECRETARY_TEMPLATE_NOT_FOUND');
    return templateOf(row);
  };

  const compute = (template: MatterTemplate, company: SecretaryCompany, inputs: MatterInputs, isHongKongIncorporated: boolean | undefined, locale: Locale) => {
    if (template.audience === 'listed' && company.board === 'private')
      throw new AppError('SECRETARY_TEMPLATE_NOT_FOR_COMPANY');
    const result = computeMatterDeadlines(template, company.board, { ...inputs, isHongKongIncorporated: isHongKongIncorporated ?? company.isHongKongIncorporated });
    if (!result.ok) throw inputErrors(result.errors, locale);
    return result.tasks;
  };

  /** The organisation's people by id (names for lists; the lead and participants must be among them). */
  const peopleOf = async (organisationId: string) => {
    const { list } = await people.list(organisationId, {}, { offset: 0, limit: 1000 });
    return new Map(list.map((row) => [row.id, row]));
  };

  const assertPeople = async (organisationId: string, ids: (string | null | undefined)[]) => {
    for (const id of ids) if (id && !(await people.find(organisationId, id))) throw new AppError('SECRETARY_PERSON_NOT_FOUND');
  };

  const refOf = (directory: Map<string, { id: string; name: string | null; phone: string | null }>, id: string | null): PersonRef | null => {
    if (!id) return null;
    return { id, name: displayName(directory.get(id)) };
  };

  const presentTask = (task: TaskRow, matter: MatterRow, directory: Map<string, { id: string; name: string | null; phone: string | null }>, now: string): TaskView => {
    const done = task.completedDate !== null;
    const overdue = !done && task.internalDate !== null && task.internalDate < now;
    return {
      id: task.id,
      matterId: matter.id,
      matterName: matter.name,
      companyName: matter.companyName,
      code: task.code,
      sequence: task.sequence,
      names: task.names as TaskView['names'],
      period: task.period,
      kind: task.kind,
      rule: task.rule ?? '',
      confidence: (task.confidence ?? 'M') as TaskView['confidence'],
      source: task.source ?? '',
      dueTime: task.dueTime,
      isAsap: task.isAsap,
      statutoryDate: task.statutoryDate,
      latestBusinessDay: task.latestBusinessDay,
      internalDate: task.internalDate,
      triggerDate: task.triggerDate,
      notes: task.notes as TaskView['notes'],
      lead: refOf(directory, task.leadUserId ?? matter.leadUserId),
      participants: ((task.participantIds as string[]) ?? []).map((id) => refOf(directory, id) as PersonRef),
      remark: task.remark,
      relatedDocuments: task.relatedDocuments as TaskView['relatedDocuments'],
      completedDate: task.completedDate,
      reminderOffsets: task.reminderOffsets as number[],
      reminderDaily: task.reminderDaily,
      state: done ? 'done' : overdue ? 'overdue' : 'open',
      isLate: done && task.statutoryDate ? task.completedDate! > task.statutoryDate : null,
    };
  };

  const summaryOf = (
    matter: MatterRow,
    counts: { total: number; done: number; overdue: number; nextInternal: string | null } | undefined,
    directory: Map<string, { id: string; name: string | null; phone: string | null }>,
  ): MatterSummary => ({
    id: matter.id,
    templateCode: matter.templateCode,
    name: matter.name,
    companyKind: matter.companyKind,
    stockCode: matter.stockCode,
    companyNo: matter.companyNo,
    companyName: matter.companyName,
    board: matter.board,
    status: matter.status,
    archivedAt: matter.archivedAt?.toISOString() ?? null,
    lead: refOf(directory, matter.leadUserId),
    taskCount: Number(counts?.total ?? 0),
    doneCount: Number(counts?.done ?? 0),
    overdueCount: Number(counts?.overdue ?? 0),
    nextInternalDate: counts?.nextInternal ?? null,
    createDate: matter.createdAt.toISOString(),
  });

  const taskRowOf = (computed: ComputedTask, organisationId: string, leadUserId: string | null): Omit<NewTask, 'matterId'> => ({
    organisationId,
    code: computed.code,
    sequence: computed.sequence,
    names: computed.names,
    period: computed.period,
    kind: computed.kind,
    rule: computed.rule,
    confidence: computed.confidence,
    source: computed.source,
    dueTime: computed.dueTime,
    isAsap: computed.isAsap,
    statutoryDate: computed.statutoryDate,
    latestBusinessDay: computed.latestBusinessDay,
    internalDate: computed.internalDate,
    triggerDate: computed.triggerDate,
    notes: computed.notes,
    leadUserId,
    reminderOffsets: computed.reminders.offsets,
    reminderDaily: computed.reminders.daily,
  });

  /** A matter of the caller's organisation. @throws RECORD_NOT_FOUND otherwise. */
  const ownMatter = async (actor: UserActor, id: string) => {
    const matter = await repository.findMatter(actor.organisation.id, id);
    if (!matter) throw new AppError('RECORD_NOT_FOUND');
    return matter;
  };
  const ownTask = async (actor: UserActor, id: string) => {
    const found = await repository.findTask(actor.organisation.id, id);
    if (!found) throw new AppError('RECORD_NOT_FOUND');
    return found;
  };
  const assertEditable = (matter: MatterRow) => {
    if (isArchived(matter)) throw new AppError('SECRETARY_MATTER_ARCHIVED');
  };

  const checkDates = (task: Pick<TaskRow, 'statutoryDate' | 'internalDate' | 'triggerDate'>) => {
    const { firstDate } = getCalendarRange('XHKG');
    for (const [field, value] of [['statutoryDate', task.statutoryDate], ['internalDate', task.internalDate]] as const) {
      if (value && (!isIsoDate(value) || value < firstDate || value > MATTER_INPUT_LAST_DATE))
        throw new AppError('VALIDATION_FAILED', { details: [{ path: field, message: 'validation.secretary.date' }] });
      if (value && task.triggerDate && value < task.triggerDate) throw new AppError('SECRETARY_DEADLINE_BEFORE_TRIGGER', { params: { date: value, trigger: task.triggerDate } });
    }
    if (task.statutoryDate && task.internalDate && task.internalDate > task.statutoryDate)
      throw new AppError('SECRETARY_INTERNAL_AFTER_STATUTORY', { params: { internalDate: task.internalDate, statutoryDate: task.statutoryDate } });
  };

  const reminderWarnings = async (matter: MatterRow, task: TaskRow) =>
    reminders.unreachable(
      matter.organisationId,
      [task.leadUserId ?? matter.leadUserId ?? matter.createdBy, ...((task.participantIds as string[]) ?? [])].filter((id): id is string => Boolean(id)),
      (matter.channels as ReminderChannel[]) ?? [],
    );

  const rescheduleMatter = async (matter: MatterRow) => {
    for (const task of await repository.listMatterTasks(matter.id)) await reminders.scheduleTask(task, matter);
  };

  return {
    companiesOf,

    listTemplates: async (): Promise<MatterTemplateView[]> =>
      (await repository.listTemplates()).map((row) => ({ ...(templateOf(row) as unknown as Omit<MatterTemplateView, 'origin'>), origin: row.origin as 'seed' | 'staff' })),

    /** Staff edit a template (names, inputs, tasks); matters already started keep their tasks. */
    updateTemplate: async (actor: UserActor, body: UpdateTemplateBody) => {
      const current = await findTemplate(body.code);
      const definition = { ...current, names: body.names, ...(body.descriptions ? { descriptions: body.descriptions } : {}), inputs: body.inputs, tasks: body.tasks } as unknown as MatterTemplate;
      // Task codes stay unique (reminders and started matters refer to them), and every anchor is one of the inputs.
      const codes = definition.tasks.map((task) => task.code);
      if (new Set(codes).size !== codes.length) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'tasks', message: 'validation.invalidValue' }] });
      const inputKeys = new Set(definition.inputs.map((input) => input.key));
      definition.tasks.forEach((task, index) => {
        const anchor = (task.deadline as { anchor?: { input: string } }).anchor;
        if (anchor && !inputKeys.has(anchor.input as never)) throw new AppError('VALIDATION_FAILED', { details: [{ path: `tasks.${index}.deadline`, message: 'validation.invalidValue' }] });
      });
      const probe = Object.fromEntries(definition.inputs.map((input) => [input.key, '2025-12-31']));
      computeMatterDeadlines(definition, 'MB', probe);
      await repository.updateTemplate(body.code, definition, actor.user.id);
      return { warnings: [] };
    },

    people: async (actor: UserActor) => {
      const directory = await peopleOf(actor.organisation.id);
      return {
        list: [...directory.values()]
          .filter((row) => row.jobStatus !== 2)
          .map((row) => ({ id: row.id, name: displayName(row), job: row.job, hasPhone: Boolean(row.phone), hasEmail: Boolean(row.email), hasWechat: Boolean(row.openId) })),
      };
    },

    preview: async (actor: UserActor, body: PreviewMatterBody, locale: Locale): Promise<PreviewMatterResult> => {
      const company = await resolveCompany(actor, body, locale);
      const template = await findTemplate(body.templateCode);
      return { board: company.board, companyName: company.name, tasks: compute(template, company, body.inputs, body.isHongKongIncorporated, locale) as unknown as PreviewMatterResult['tasks'] };
    },

    /**
     * Starts a matter from a template (tasks with suggested deadlines) or the user's own (no tasks yet),
     * and schedules its reminders.
     */
    createMatter: async (actor: UserActor, body: CreateMatterBody, locale: Locale) => {
      const company = await resolveCompany(actor, body, locale);
      await assertPeople(actor.organisation.id, [body.leadUserId]);
      let tasks: readonly ComputedTask[] = [];
      let name = body.name;
      if (body.templateCode) {
        const template = await findTemplate(body.templateCode);
        tasks = compute(template, company, body.inputs, body.isHongKongIncorporated, locale);
        name ??= template.names[locale === 'en' ? 'en' : locale === 'zh-CN' ? 'zhCN' : 'zhHK'];
      }
      if (!name) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'name', message: 'validation.required' }] });
      const leadUserId = body.leadUserId ?? actor.user.id;
      const { matter, tasks: rows } = await repository.insertMatterWithTasks(
        {
          organisationId: actor.organisation.id,
          createdBy: actor.user.id,
          templateCode: body.templateCode ?? null,
          name,
          description: body.description ?? null,
          companyKind: company.companyKind,
          stockCode: company.stockCode,
          companyNo: company.companyNo,
          companyName: company.name,
          board: company.board,
          inputs: Object.fromEntries(Object.entries(body.inputs).filter(([, value]) => value)),
          leadUserId,
          channels: body.channels,
          locale,
        },
        tasks.map((computed) => taskRowOf(computed, actor.organisation.id, null)),
      );
      for (const task of rows) await reminders.scheduleTask(task, matter);
      const warnings = await reminders.unreachable(actor.organisation.id, [leadUserId], body.channels);
      return { id: matter.id, warnings };
    },

    listMatters: async (actor: UserActor, body: ListMattersBody) => {
      const { list, total } = await repository.listMatters(actor.organisation.id, body, { offset: (body.page - 1) * body.limit, limit: body.limit });
      const [counts, directory] = await Promise.all([repository.taskCountsByMatter(list.map((matter) => matter.id), today()), peopleOf(actor.organisation.id)]);
      const byMatter = new Map(counts.map((row) => [row.matterId, row]));
      return { list: list.map((matter) => summaryOf(matter, byMatter.get(matter.id), directory)), total };
    },

    matterDetail: async (actor: UserActor, id: string): Promise<MatterDetail> => {
      const matter = await ownMatter(actor, id);
      const [tasks, counts, directory] = await Promise.all([repository.listMatterTasks(id), repository.taskCountsByMatter([id], today()), peopleOf(actor.organisation.id)]);
      const deliveries = await repository.listDeliveries(tasks.map((task) => task.id));
      const now = today();
      return {
        ...summaryOf(matter, counts[0], directory),
        description: matter.description,
        inputs: matter.inputs as Record<string, string>,
        channels: matter.channels as string[],
        tasks: tasks.map((task) => presentTask(task, matter, directory, now)),
        deliveries: deliveries.map((row) => ({
          id: row.id,
          userId: row.userId,
          channel: row.channel,
          day: row.day,
          status: row.status,
          recipient: row.recipient,
          attempts: row.attempts,
          error: row.error,
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },

    updateMatter: async (actor: UserActor, body: UpdateMatterBody) => {
      const matter = await ownMatter(actor, body.id);
      assertEditable(matter);
      await assertPeople(actor.organisation.id, [body.leadUserId]);
      const updated = await repository.updateMatter(matter.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.leadUserId !== undefined ? { leadUserId: body.leadUserId } : {}),
        ...(body.channels !== undefined ? { channels: body.channels } : {}),
      });
      await rescheduleMatter(updated);
      const lead = updated.leadUserId ? [updated.leadUserId] : [];
      return { warnings: await reminders.unreachable(actor.organisation.id, lead, (updated.channels as ReminderChannel[]) ?? []) };
    },

    /** Spec §4: archive; pending reminders send nothing (the job re-checks the matter). */
    archive: async (actor: UserActor, id: string) => {
      const matter = await ownMatter(actor, id);
      if (!isArchived(matter)) await repository.updateMatter(id, { status: MatterStatus.Archived, archivedAt: clock.now() });
      return { warnings: [] };
    },

    /** Spec §4: archive withdrawn — in progress again; reminders from today on (no backfill). */
    withdrawArchive: async (actor: UserActor, id: string) => {
      const matter = await ownMatter(actor, id);
      if (!isArchived(matter)) return { warnings: [] };
      const updated = await repository.updateMatter(id, { status: MatterStatus.ArchiveWithdrawn, archivedAt: null });
      await rescheduleMatter(updated);
      return { warnings: [] };
    },

    addTask: async (actor: UserActor, body: AddTaskBody) => {
      const matter = await ownMatter(actor, body.matterId);
      assertEditable(matter);
      await assertPeople(actor.organisation.id, [body.leadUserId]);
      const internalDate = body.internalDate ?? body.statutoryDate ?? null;
      const candidate = { statutoryDate: body.statutoryDate ?? null, internalDate, triggerDate: null };
      checkDates(candidate);
      const task = await repository.insertTask({
        matterId: matter.id,
        organisationId: actor.organisation.id,
        code: 'custom',
        sequence: (await repository.maxSequence(matter.id)) + 1,
        names: { en: body.name, zhHK: body.name, zhCN: body.name },
        kind: 'calendar-plain',
        rule: null,
        confidence: null,
        source: null,
        ...candidate,
        leadUserId: body.leadUserId ?? null,
        reminderOffsets: [1],
      });
      await reminders.scheduleTask(task, matter);
      return { id: task.id, warnings: await reminderWarnings(matter, task) };
    },

    /**
     * Dates, people, notes, related documents and reminders of a task; reminders are rescheduled.
     * @throws SECRETARY_MATTER_ARCHIVED, SECRETARY_DEADLINE_BEFORE_TRIGGER, SECRETARY_INTERNAL_AFTER_STATUTORY, SECRETARY_PERSON_NOT_FOUND.
     */
    updateTask: async (actor: UserActor, body: UpdateTaskBody) => {
      const { task, matter } = await ownTask(actor, body.id);
      assertEditable(matter);
      await assertPeople(actor.organisation.id, [body.leadUserId, ...(body.participantIds ?? [])]);
      const changes: Partial<NewTask> = {};
      if (body.statutoryDate !== undefined) changes.statutoryDate = body.statutoryDate;
      if (body.internalDate !== undefined) changes.internalDate = body.internalDate;
      if (body.leadUserId !== undefined) changes.leadUserId = body.leadUserId;
      if (body.participantIds !== undefined) changes.participantIds = [...new Set(body.participantIds)];
      if (body.remark !== undefined) changes.remark = body.remark;
      if (body.relatedDocuments !== undefined) changes.relatedDocuments = body.relatedDocuments;
      if (body.reminderOffsets !== undefined) changes.reminderOffsets = [...new Set(body.reminderOffsets)].sort((a, b) => b - a);
      if (body.reminderDaily !== undefined) changes.reminderDaily = body.reminderDaily;
      checkDates({ statutoryDate: changes.statutoryDate ?? task.statutoryDate, internalDate: changes.internalDate ?? task.internalDate, triggerDate: task.triggerDate });
      const updated = await repository.updateTask(task.id, changes);
      await reminders.scheduleTask(updated, matter);
      return { warnings: await reminderWarnings(matter, updated) };
    },

    completeTask: async (actor: UserActor, body: CompleteTaskBody) => {
      const { task, matter } = await ownTask(actor, body.id);
      assertEditable(matter);
      const completedDate = body.completedDate ?? today();
      if (!isIsoDate(completedDate)) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'completedDate', message: 'validation.secretary.date' }] });
      await repository.updateTask(task.id, { completedDate });
      return { warnings: [] };
    },

    reopenTask: async (actor: UserActor, id: string) => {
      const { task, matter } = await ownTask(actor, id);
      assertEditable(matter);
      const updated = await repository.updateTask(task.id, { completedDate: null });
      await reminders.scheduleTask(updated, matter);
      return { warnings: [] };
    },

    listTasks: async (actor: UserActor, body: ListTasksBody) => {
      const now = today();
      const filter = { ...body, today: now, within5: addCalendarDays(now, 5), within30: addCalendarDays(now, 30) };
      const [{ list, total }, directory] = await Promise.all([
        repository.listTasks(actor.organisation.id, filter, { offset: (body.page - 1) * body.limit, limit: body.limit }),
        peopleOf(actor.organisation.id),
      ]);
      return { list: list.map(({ task, matter }) => presentTask(task, matter, directory, now)), total, today: now };
    },

    /** The secretary's home: counts, the month calendar and matters by company. */
    home: async (actor: UserActor, month: string | undefined): Promise<SecretaryHome> => {
      const now = today();
      const shown = month ?? now.slice(0, 7);
      const [year, monthNumber] = shown.split('-').map(Number);
      const first = `${shown}-01`;
      const last = `${shown}-${String(getDaysInMonth(year, monthNumber)).padStart(2, '0')}`;
      const base = { today: now, within5: addCalendarDays(now, 5), within30: addCalendarDays(now, 30) };
      const organisationId = actor.organisation.id;
      const [overdue, dueToday, within5, within30, statuses, monthTasks, openTasks] = await Promise.all([
        repository.countTasks(organisationId, { ...base, scope: 'overdue' }),
        repository.countTasks(organisationId, { ...base, scope: 'today' }),
        repository.countTasks(organisationId, { ...base, scope: 'within5' }),
        repository.countTasks(organisationId, { ...base, scope: 'within30' }),
        repository.countMatters(organisationId),
        repository.tasksBetween(organisationId, first, last),
        repository.listTasks(organisationId, { ...base, scope: 'open' }, { offset: 0, limit: 5000 }),
      ]);
      const countOf = (...status: number[]) => statuses.filter((row) => status.includes(row.status)).reduce((sum, row) => sum + Number(row.total), 0);
      const calendar: SecretaryHome['calendar'] = [];
      for (const { task, matter } of monthTasks) {
        const state = task.completedDate ? 'done' : task.internalDate && task.internalDate < now ? 'overdue' : 'open';
        const entry = { taskId: task.id, matterId: matter.id, name: task.names as SecretaryHome['calendar'][number]['name'], companyName: matter.companyName, state };
        if (task.internalDate && task.internalDate >= first && task.internalDate <= last) calendar.push({ ...entry, date: task.internalDate, isStatutory: false });
        if (task.statutoryDate && task.statutoryDate !== task.internalDate && task.statutoryDate >= first && task.statutoryDate <= last)
          calendar.push({ ...entry, date: task.statutoryDate, isStatutory: true });
      }
      const byCompany = new Map<string, SecretaryHome['byCompany'][number] & { matterIds: Set<string> }>();
      for (const { task, matter } of openTasks.list) {
        const key = matter.stockCode ?? matter.companyNo ?? matter.companyName;
        const entry = byCompany.get(key) ?? { company: key, companyName: matter.companyName, matters: 0, openTasks: 0, overdue: 0, matterIds: new Set<string>() };
        entry.matterIds.add(matter.id);
        entry.openTasks += 1;
        if (task.internalDate && task.internalDate < now) entry.overdue += 1;
        byCompany.set(key, entry);
      }
      return {
        today: now,
        counts: { overdue, today: dueToday, within5, within30, inProgress: countOf(MatterStatus.InProgress, MatterStatus.ArchiveWithdrawn), archived: countOf(MatterStatus.Archived) },
        month: shown,
        calendar: calendar.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
        byCompany: [...byCompany.values()].map(({ matterIds, ...entry }) => ({ ...entry, matters: matterIds.size })),
      };
    },

    /** Statistics: done on time (by the statutory date), late, open, overdue; by company and by person. */
    stats: async (actor: UserActor, body: { from?: string; to?: string }): Promise<SecretaryStats> => {
      const now = today();
      const [rows, directory] = await Promise.all([repository.tasksForStats(actor.organisation.id, body.from, body.to), peopleOf(actor.organisation.id)]);
      const empty = () => ({ onTime: 0, late: 0, open: 0, overdue: 0 });
      const total = empty();
      const companies = new Map<string, ReturnType<typeof empty> & { companyName: string }>();
      const persons = new Map<string, ReturnType<typeof empty> & { personId: string | null; name: string | null }>();
      for (const { task, matter } of rows) {
        const bucket: keyof ReturnType<typeof empty> = task.completedDate
          ? task.statutoryDate && task.completedDate > task.statutoryDate
            ? 'late'
            : 'onTime'
          : task.internalDate && task.internalDate < now
            ? 'overdue'
            : 'open';
        total[bucket] += 1;
        const company = companies.get(matter.companyName) ?? { ...empty(), companyName: matter.companyName };
        company[bucket] += 1;
        companies.set(matter.companyName, company);
        const personId = task.leadUserId ?? matter.leadUserId;
        const key = personId ?? '-';
        const person = persons.get(key) ?? { ...empty(), personId, name: personId ? displayName(directory.get(personId)) : null };
        person[bucket] += 1;
        persons.set(key, person);
      }
      return { ...total, byCompany: [...companies.values()], byPerson: [...persons.values()] };
    },
  };
};

export type SecretaryService = ReturnType<typeof createSecretaryService>;
