import {
  AccountStatus,
  PersonSwitch,
  SwitchCode,
  type AddCompanyPersonBody,
  type CompanyPerson,
  type CompanyPersonList,
  type CompanyPersonListBody,
  type OpenCloseBody,
  type UpdateCompanyPersonBody,
} from '@app/contracts';
import { isAdminUser, isPhoneRegion, maskMobile, normaliseMobile } from '@app/domain';
import { uniqueViolationError } from '../../db/unique-violations';
import { AppError } from '../../lib/errors';
import type { OrganisationRow, UserRow } from '../auth/access.policy';
import type { UserActor } from '../auth/actor';
import type { PeopleService, PersonChanges } from '../auth/people.service';
import type { CompanyDepartmentsRepository } from './company-departments.repository';
import { subtreeIds } from './company-departments.tree';
import { fieldError } from './organisation.errors';
import type { OrganisationChangeNotices } from './organisation-changes';

// The only person type without a person table: an account of the organisation.
const ACCOUNT_PERSON_TYPE = 1;

const toPerson = (user: UserRow, organisation: OrganisationRow): CompanyPerson => ({
  id: user.id,
  type: ACCOUNT_PERSON_TYPE,
  name: user.name,
  deptId: user.deptId,
  job: user.job,
  jobStatus: user.jobStatus,
  phone: user.phone,
  standbyPhone: user.standbyPhone,
  email: user.email,
  standbyEmail: user.standbyEmail,
  tel: user.tel,
  fox: user.fax,
  remark: user.remark,
  label: user.label,
  headImage: user.headImg,
  companyName: organisation.userCompanyName ?? organisation.shortNameEn ?? organisation.shortNameCn,
  isAdmin: isAdminUser(user),
  accountStatus: user.loginAccess ? AccountStatus.Granted : AccountStatus.Cancelled,
  secretarySwitch: user.secretarySwitch,
  fileSwitch: user.fileSwitch,
  createDate: user.createdAt.toISOString(),
});

type PersonCode = { channel: 'sms'; target: string; purpose: 'addMember'; code: string };

/** What people administration needs from the verification module. */
export type PersonCodeVerifier = { verifyCode(input: PersonCode): Promise<void>; consumeCode(input: PersonCode): Promise<void> };

/** How a person is named in a message to colleagues: the name, else the masked phone (spec §9). */
const nameOf = (user: Pick<UserRow, 'name' | 'phone'>) => user.name ?? (user.phone ? maskMobile(user.phone) : '—');

/** The canonical phone for a region, or a validation error naming the phone field. */
const requirePhone = (phone: string, region: number): string => {
  const normalised = isPhoneRegion(region) ? normaliseMobile(phone, region) : undefined;
  if (!normalised) throw fieldError('phone', 'validation.phoneForRegion');
  return normalised;
};

/** A unique violation on the phone or e-mail becomes the spec's 204 / 205 answer (db/unique-violations.ts). */
const rethrowDuplicate = (error: unknown): never => {
  throw uniqueViolationError(error) ?? error;
};

/**
 * The spec §3 person details of a request as column changes ('fox' is the fax
 * column). Form posts drop empty fields, so the details are always the whole
 * set: an absent one is cleared; an absent jobStatus stays as it is.
 */
const detailChanges = (body: AddCompanyPersonBody | UpdateCompanyPersonBody): PersonChanges => ({
  jobStatus: body.jobStatus,
  standbyPhone: body.standbyPhone ?? null,
  standbyEmail: body.standbyEmail ?? null,
  tel: body.tel ?? null,
  fax: body.fox ?? null,
  remark: body.remark ?? null,
  label: body.label ?? null,
});

/**
 * People administration (spec §6: the admin grants or cancels login access,
 * AI secretary service and document generation per user, changes the admin,
 * opens or closes accounts; spec §8 -9 when the organisation is full).
 * organisations.max_users limits the accounts with login access.
 * @throws RECORD_NOT_FOUND for an id outside the caller's organisation, ORGANISATION_USER_LIMIT,
 *   ACCOUNT_PHONE_EXISTS, ACCOUNT_EMAIL_EXISTS, VALIDATION_FAILED (own or admin account,
 *   a department outside the organisation).
 */
export const createCompanyPeopleService = (deps: {
  /** The organisation's users: the auth module's tables. */
  people: PeopleService;
  departments: CompanyDepartmentsRepository;
  /** Codes texted to a colleague's number (sendCode type 7), checked before the number is stored and used up after. */
  verifier: PersonCodeVerifier;
  /** Tells the other members about people added, removed and the administrator changed (switch `mediation`). */
  changes?: Pick<OrganisationChangeNotices, 'notify'>;
  clock?: () => Date;
}) => {
  const { people, departments, verifier, changes, clock = () => new Date() } = deps;

  /** Tells the organisation's other members about a change to its people (after it is stored). */
  const tellMembers = async (actor: UserActor, change: 'personAdded' | 'personRemoved' | 'adminChanged', person: Pick<UserRow, 'name' | 'phone'>) => {
    const organisation = actor.organisation.userCompanyName ?? actor.organisation.shortNameEn ?? actor.organisation.shortNameCn ?? '';
    await changes?.notify(actor.organisation.id, actor.user.id, change, { actor: nameOf(actor.user), person: nameOf(person), organisation });
  };

  /** The code texted to `phone` for adding a colleague: required, checked (not yet used up). */
  const verifyNumber = async (phone: string, code: string | undefined) => {
    if (await people.phoneTaken(phone)) throw new AppError('ACCOUNT_PHONE_EXISTS');
    if (!code) throw fieldError('code', 'validation.companyPeople.phoneCodeRequired');
    await verifier.verifyCode({ channel: 'sms', target: phone, purpose: 'addMember', code });
    return () => verifier.consumeCode({ channel: 'sms', target: phone, purpose: 'addMember', code });
  };

  /** The department id to store: none when absent; another organisation's is refused. */
  const departmentOf = async (actor: UserActor, deptId: string | undefined): Promise<string | null> => {
    if (!deptId) return null;
    if (!(await departments.find(actor.organisation.id, deptId))) throw fieldError('deptId', 'validation.companyPeople.deptNotFound');
    return deptId;
  };

  const findPerson = async (actor: UserActor, id: string): Promise<UserRow> => {
    const person = await people.find(actor.organisation.id, id);
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
      const activeUsers = await people.countActive(organisation.id);
      // Only accounts exist until a person table does.
      if (body.type !== undefined && body.type !== ACCOUNT_PERSON_TYPE) return { list: [], total: 0, maxUsers: organisation.maxUsers, activeUsers };
      const loginAccess = body.accountStatus === undefined ? undefined : body.accountStatus === AccountStatus.Granted;
      // A department includes its sub-departments; another organisation's matches no one.
      const deptIds = body.deptId === undefined ? undefined : subtreeIds(await departments.all(organisation.id), body.deptId);
      const { list, total } = await people.list(
        organisation.id,
        { queryName: body.queryName, loginAccess, jobStatus: body.jobStatus, deptIds },
        { offset: (body.page - 1) * body.limit, limit: body.limit },
      );
      return { list: list.map((user) => toPerson(user, organisation)), total, maxUsers: organisation.maxUsers, activeUsers };
    },

    add: async (actor: UserActor, body: AddCompanyPersonBody): Promise<string> => {
      const phone = requirePhone(body.phone, body.phoneType);
      const deptId = await departmentOf(actor, body.deptId);
      const useCode = await verifyNumber(phone, body.code);
      const created = await people
        .insertWithinLimit(actor.organisation.id, {
          name: body.name,
          phone,
          phoneRegion: body.phoneType,
          email: body.email,
          job: body.job,
          userType: 2,
          adminStatus: 0,
          ...detailChanges(body),
          deptId,
        })
        .catch(rethrowDuplicate);
      if (created === 'limit') throw new AppError('ORGANISATION_USER_LIMIT');
      await useCode();
      await tellMembers(actor, 'personAdded', { name: body.name ?? null, phone });
      return created.id;
    },

    update: async (actor: UserActor, body: UpdateCompanyPersonBody) => {
      const person = await findPerson(actor, body.id);
      const region = body.phoneType ?? person.phoneRegion ?? 2;
      const phone = body.phone === undefined ? undefined : requirePhone(body.phone, region);
      const deptId = await departmentOf(actor, body.deptId);
      // Keeping the person's number needs nothing; a new one needs its holder's code.
      const useCode = phone && phone !== person.phone ? await verifyNumber(phone, body.code) : undefined;
      await people
        .update(
          actor.organisation.id,
          person.id,
          { name: body.name, email: body.email, job: body.job, ...(phone ? { phone, phoneRegion: region } : {}), ...detailChanges(body), deptId },
          clock(),
        )
        .catch(rethrowDuplicate);
      await useCode?.();
    },

    remove: async (actor: UserActor, id: string) => {
      const person = await findPerson(actor, id);
      requireOrdinaryOther(actor, person);
      await people.remove(actor.organisation.id, person.id);
      await tellMembers(actor, 'personRemoved', person);
    },

    openClose: async (actor: UserActor, body: OpenCloseBody) => {
      const person = await findPerson(actor, body.id);
      const open = body.code === SwitchCode.Open;
      switch (body.type) {
        case PersonSwitch.LoginAccess:
          if (open) {
            if (person.loginAccess) return;
            if ((await people.grantLoginWithinLimit(actor.organisation.id, person.id, clock())) === 'limit') throw new AppError('ORGANISATION_USER_LIMIT');
            return;
          }
          requireOrdinaryOther(actor, person);
          await people.cancelLogin(actor.organisation.id, person.id, clock());
          return;
        case PersonSwitch.AiSecretary:
          await people.update(actor.organisation.id, person.id, { secretarySwitch: open ? 1 : 0 }, clock());
          return;
        default:
          await people.update(actor.organisation.id, person.id, { fileSwitch: open ? 1 : 0 }, clock());
      }
    },

    changeAdmin: async (actor: UserActor, id: string) => {
      const person = await findPerson(actor, id);
      if (person.id === actor.user.id) throw fieldError('id', 'validation.companyPeople.notSelf');
      if (!person.loginAccess) throw fieldError('id', 'validation.companyPeople.noLoginAccess');
      await people.changeAdmin(actor.organisation.id, person.id, clock());
      await tellMembers(actor, 'adminChanged', person);
    },
  };
};

export type CompanyPeopleService = ReturnType<typeof createCompanyPeopleService>;
