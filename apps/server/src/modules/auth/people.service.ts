import type { PeopleRepository } from './people.repository';

export type { NewPerson, PersonChanges, PersonFilter } from './people.repository';

/**
 * An organisation's people (its users) as the organisation module administers
 * them (spec §6 company people and departments); the auth module owns the
 * users, organisations and sessions tables. Adding a person and granting login
 * access lock the organisation row and check its user limit in one
 * transaction; cancelling login ends the person's sessions in the same one.
 */
export const createPeopleService = (repository: PeopleRepository) => ({
  list: repository.list,
  /** How many people each department holds directly. */
  personCounts: repository.personCounts,
  countActive: repository.countActive,
  find: repository.find,
  /** Whether any account (of any organisation) has this canonical phone. */
  phoneTaken: repository.phoneTaken,
  /** Adds an account with login access unless the organisation is full; 'limit' then. */
  insertWithinLimit: repository.insertWithinLimit,
  /** Grants login access unless the organisation is full; 'limit' then. */
  grantLoginWithinLimit: repository.grantLoginWithinLimit,
  update: repository.update,
  /** Cancels login access and ends every live session of the account at once. */
  cancelLogin: repository.cancelLogin,
  /** Deletes the account; its sessions and personal records go with it (foreign keys cascade). */
  remove: repository.remove,
  /** Makes `id` the organisation's one administrator; every other admin becomes an ordinary sub-account. */
  changeAdmin: repository.changeAdmin,
});

export type PeopleService = ReturnType<typeof createPeopleService>;
