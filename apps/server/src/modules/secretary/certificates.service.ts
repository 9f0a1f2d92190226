import type { CertificateView, SaveCertificateBody } from '@app/contracts';
import { differenceInCalendarDays, hongKongLocal } from '@app/domain';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { PeopleService } from '../auth/people.service';
import type { SecretaryReminders } from './reminders';
import type { CertificateRow, SecretaryRepository } from './secretary.repository';

/** The certificates and licences register (spec §2 /disAi/cert/business) with expiry reminders. */
export const createCertificatesService = (deps: { repository: SecretaryRepository; reminders: SecretaryReminders; people: Pick<PeopleService, 'find'>; clock: { now(): Date } }) => {
  const { repository, reminders, people, clock } = deps;

  const present = async (row: CertificateRow): Promise<CertificateView> => {
    const holder = row.holderUserId ? await people.find(row.organisationId, row.holderUserId) : undefined;
    const today = hongKongLocal(clock.now()).date;
    return {
      id: row.id,
      kind: row.kind as CertificateView['kind'],
      name: row.name,
      companyName: row.companyName,
      number: row.number,
      issueDate: row.issueDate,
      expiryDate: row.expiryDate,
      holder: row.holderUserId ? { id: row.holderUserId, name: holder?.name ?? null } : null,
      remark: row.remark,
      reminderOffsets: row.reminderOffsets as number[],
      daysToExpiry: row.expiryDate ? differenceInCalendarDays(today, row.expiryDate) : null,
      createDate: row.createdAt.toISOString(),
    };
  };

  return {
    list: async (actor: UserActor) => ({ list: await Promise.all((await repository.listCertificates(actor.organisation.id)).map(present)) }),
    detail: async (actor: UserActor, id: string) => {
      const row = await repository.findCertificate(actor.organisation.id, id);
      if (!row) throw new AppError('RECORD_NOT_FOUND');
      return present(row);
    },
    /** Adds or changes a certificate; its expiry reminders are scheduled again. */
    save: async (actor: UserActor, body: SaveCertificateBody) => {
      if (body.holderUserId && !(await people.find(actor.organisation.id, body.holderUserId))) throw new AppError('SECRETARY_PERSON_NOT_FOUND');
      if (body.issueDate && body.expiryDate && body.expiryDate < body.issueDate)
        throw new AppError('SECRETARY_DEADLINE_BEFORE_TRIGGER', { params: { date: body.expiryDate, trigger: body.issueDate } });
      const values = {
        kind: body.kind,
        name: body.name,
        companyName: body.companyName,
        number: body.number ?? null,
        issueDate: body.issueDate ?? null,
        expiryDate: body.expiryDate ?? null,
        holderUserId: body.holderUserId ?? null,
        remark: body.remark ?? null,
        reminderOffsets: [...new Set(body.reminderOffsets)].sort((a, b) => b - a),
      };
      let row: CertificateRow;
      if (body.id) {
        const existing = await repository.findCertificate(actor.organisation.id, body.id);
        if (!existing) throw new AppError('RECORD_NOT_FOUND');
        row = await repository.updateCertificate(existing.id, values);
      } else {
        row = await repository.insertCertificate({ ...values, organisationId: actor.organisation.id, createdBy: actor.user.id });
      }
      await reminders.scheduleCertificate(row);
      return { id: row.id, warnings: [] };
    },
    remove: async (actor: UserActor, id: string) => {
      if ((await repository.deleteCertificate(actor.organisation.id, id)) === 0) throw new AppError('RECORD_NOT_FOUND');
      return { warnings: [] };
    },
  };
};

export type CertificatesService = ReturnType<typeof createCertificatesService>;
