import {
  AccountStatus,
  JobStatus,
  PersonSwitch,
  SwitchCode,
  type AddCompanyPersonBody,
  type CompanyPerson,
  type CompanyPersonList,
  type CompanyPersonListBody,
  type OpenCloseBody,
  type UpdateCompanyPersonBody,
} from '@app/contracts';
import { isAdminUser, isPhoneRegion, normaliseMobile } from '@app/domain';
import { AppError } from '../../lib/errors';
import type { OrganisationRow, UserRow } from '../auth/access.policy';
import type { UserActor } from '../auth/actor';
import type { CompanyPeopleRepository } from './company-people.repository';
import { fieldError, uniqueViolationOf } from './organisation.errors';

// The only person type without a person table: an account of the organisation.
const ACCOUNT_PERSON_TYPE = 1;

const toPerson = (user: UserRow, organisation: OrganisationRow): CompanyPerson => ({
  id: user.id,
  type: ACCOUNT_PERSON_TYPE,
  name: user.name,
  deptId: null,
  job: user.job,
  jobStatus: JobStatus.Current,
  phone: user.phone,
  email: user.email,
  headImage: user.headImg,
  companyName: organisation.userCompanyName ?? organisation.shortNameEn ?? organisation.shortNameCn,
  isAdmin: isAdminUser(user),
  accountStatus: user.loginAccess ? AccountStatus.Granted : AccountStatus.Cancelled,
  secretarySwitch: user.secretarySwitch,
  fileSwitch: user.fileSwitch,
  createDate: user.createdAt.toISOString(),
});

/** The canonical phone for a region, or a validation error naming the phone field. */
const requirePhone = (phone: string, region: number): string => {
  const normalised = isPhoneRegion(region) ? normaliseMobile(phone, region) : undefined;
  if (!normalised) throw fieldError('phone', 'validation.phoneForRegion');
  return normalised;
};

/** A unique violation on the phone or e-mail becomes the spec's 204 / 205 answer. */
const rethrowDuplicate = (error: unknown): never => {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'users_phone_key') throw new AppError('ACCOUNT_PHONE_EXISTS', { cause: error });
  if (constraint === 'users_email_key') throw new AppError('ACCOUNT_EMAIL_EXISTS', { cause: error });
  throw error;
};

/**
 * People administration (spec §6: the admin grants or cancels login access,
 * AI secretary service and document generation per user, changes the admin,
 * opens or closes accounts; spec §8 -9 when the organisation is full).
 * organisations.max_users limits the accounts with login access.
 * @throws RECORD_NOT_FOUND for an id outside the caller's organisation, ORGANISATION_USER_LIMIT,
 *   ACCOUNT_PHONE_EXISTS, ACCOUNT_EMAIL_EXISTS, VALIDATION_FAILED (own or admin account).
 */
export const createCompanyPeopleService = (deps: { repository: CompanyPeopleRepository; clock?: () => Date }) => {
  const { repository, clock = () => new Date() } = deps;

  const findPerson = async (actor: UserActor, id: string): Promise<UserRow> => {
    const person = await repository.find(actor.organisation.id, id);
    if (!person) throw new AppError('RECORD_NOT_FOUND');
    return person;
  };

  /** Login and deletion of the caller's own or another admin's account would leave the organisation without an admin. */
  const requireOrdinaryOther = (actor: UserActor, person: UserRow) => {
    if (person.id === actor.user.id) throw fieldError('id', 'validation.companyPeople.notSelf');
    if (isAdminUser(person)) throw fieldError('id', 'validation.companyPeople.notAdmin');
  };

  return {
    list: async (actor: UserActor, body: CompanyPersonListBody): Promise<CompanyPersonList> => {
      const { organisation } = actor;
      const activeUsers = await repository.countActive(organisation.id);
      // Only current employees who are accounts exist until a person table does.
      const outside = (body.type !== undefined && body.type !== ACCOUNT_PERSON_TYPE) || body.jobStatus === JobStatus.Previous || body.deptId !== undefined;
      if (outside) return { list: [], total: 0, maxUsers: organisation.maxUsers, activeUsers };
      const loginAccess = body.accountStatus === undefined ? undefined : body.accountStatus === AccountStatus.Granted;
      const { list, total } = await repository.list(
        organisation.id,
        { queryName: body.queryName, loginAccess },
        { offset: (body.page - 1) * body.limit, limit: body.limit },
      );
      return { list: list.map((user) => toPerson(user, organisation)), total, maxUsers: organisation.maxUsers, activeUsers };
    },

    add: async (actor: UserActor, body: AddCompanyPersonBody): Promise<string> => {
      const phone = requirePhone(body.phone, body.phoneType);
      const created = await repository
        .insertWithinLimit(actor.organisation.id, {
          name: body.name,
          phone,
          phoneRegion: body.phoneType,
          email: body.email,
          job: body.job,
          userType: 2,
          adminStatus: 0,
        })
        .catch(rethrowDuplicate);
      if (created === 'limit') throw new AppError('ORGANISATION_USER_LIMIT');
      return created.id;
    },

    update: async (actor: UserActor, body: UpdateCompanyPersonBody) => {
      const person = await findPerson(actor, body.id);
      const region = body.phoneType ?? person.phoneRegion ?? 2;
      const phone = body.phone === undefined ? undefined : requirePhone(body.phone, region);
      await repository
        .update(
          actor.organisation.id,
          person.id,
          { name: body.name, email: body.email, job: body.job, ...(phone ? { phone, phoneRegion: region } : {}) },
          clock(),
        )
        .catch(rethrowDuplicate);
    },

    remove: async (actor: UserActor, id: string) => {
      const person = await findPerson(actor, id);
      requireOrdinaryOther(actor, person);
      await repository.remove(actor.organisation.id, person.id);
    },

    openClose: async (actor: UserActor, body: OpenCloseBody) => {
      const person = await findPerson(actor, body.id);
      const open = body.code === SwitchCode.Open;
      switch (body.type) {
        case PersonSwitch.LoginAccess:
          if (open) {
            if (person.loginAccess) return;
            if ((await repository.grantLoginWithinLimit(actor.organisation.id, person.id, clock())) === 'limit') throw new AppError('ORGANISATION_USER_LIMIT');
            return;
          }
          requireOrdinaryOther(actor, person);
          await repository.cancelLogin(actor.organisation.id, person.id, clock());
          return;
        case PersonSwitch.AiSecretary:
          await repository.update(actor.organisation.id, person.id, { secretarySwitch: open ? 1 : 0 }, clock());
          return;
        default:
          await repository.update(actor.organisation.id, person.id, { fileSwitch: open ? 1 : 0 }, clock());
      }
    },

    changeAdmin: async (actor: UserActor, id: string) => {
      const person = await findPerson(actor, id);
      if (person.id === actor.user.id) throw fieldError('id', 'validation.companyPeople.notSelf');
      if (!person.loginAccess) throw fieldError('id', 'validation.companyPeople.noLoginAccess');
      await repository.changeAdmin(actor.organisation.id, person.id, clock());
    },
  };
};

export type CompanyPeopleService = ReturnType<typeof createCompanyPeopleService>;
