import type { Transaction } from '../../db/client';
import type { AuthRepository, OrganisationChanges } from './auth.repository';

export type { OrganisationChanges } from './auth.repository';

/**
 * Users and their organisations as other modules may read and change them
 * (account profile, WeChat binding, verification, the organisation module's
 * company, certification, account type, files and client companies); the
 * auth module owns the tables. Methods taking `transaction` run in the
 * caller's transaction (a row lock then lasts until it ends).
 */
export const createUsersService = (repository: AuthRepository) => ({
  findUserByPhone: repository.findUserByPhone,
  findUserByEmail: repository.findUserByEmail,
  findUserByOpenId: repository.findUserByOpenId,
  /** True when an account uses this canonical phone number. */
  isPhoneRegistered: repository.isPhoneRegistered,
  /** True when an account uses this e-mail (case-insensitive). */
  isEmailUsed: repository.isEmailUsed,
  /** The ids of every user of the organisation (whose stored files count against its quota). */
  userIdsOfOrganisation: repository.userIdsOfOrganisation,
  updateUser: repository.updateUser,
  /** Locks the user's row until the caller's transaction ends. */
  lockUser: (userId: string, transaction: Transaction) => repository.within(transaction).lockUser(userId),
  findOrganisation: (organisationId: string, transaction?: Transaction) => repository.within(transaction).findOrganisation(organisationId),
  /** Reads the organisation and locks its row until the caller's transaction ends. */
  lockOrganisation: (organisationId: string, transaction: Transaction) => repository.within(transaction).lockOrganisation(organisationId),
  updateOrganisation: (organisationId: string, changes: OrganisationChanges, now: Date, transaction?: Transaction) =>
    repository.within(transaction).updateOrganisation(organisationId, changes, now),
});

export type UsersService = ReturnType<typeof createUsersService>;
