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
  findUserByUnionId: repository.findUserByUnionId,
  /** True when an account uses this canonical phone number. */
  isPhoneRegistered: repository.isPhoneRegistered,
  /** True when an account uses this e-mail (case-insensitive). */
  isEmailUsed: repository.isEmailUsed,
  /** The ids of every user of the organisation (whose stored files count against its quota). */
  userIdsOfOrganisation: repository.userIdsOfOrganisation,
  allUserIds: repository.allUserIds,
  /** Of `userIds`, those bound to WeChat (in the caller's transaction when given). */
  userIdsWithOpenId: repository.userIdsWithOpenId,
  /** Every user id with the language stored with the account (null: never chosen). */
  allUserLocales: repository.allUserLocales,
  updateUser: repository.updateUser,
  /** Locks the user's row until the caller's transaction ends. */
  lockUser: (userId: string, transaction: Transaction) => repository.within(transaction).lockUser(userId),
  findOrganisation: (organisationId: string, transaction?: Transaction) => repository.within(transaction).findOrganisation(organisationId),
  /** Reads the organisation and locks its row until the caller's transaction ends. */
  lockOrganisation: (organisationId: string, transaction: Transaction) => repository.within(transaction).lockOrganisation(organisationId),
  updateOrganisation: (organisationId: string, changes: OrganisationChanges, now: Date, transaction?: Transaction) =>
    repository.within(transaction).updateOrganisation(organisationId, changes, now),
  /** Reads the user (phone, e-mail, membership) and locks the row until the caller's transaction ends. */
  lockAndReadUser: (userId: string, transaction: Transaction) => repository.within(transaction).lockAndReadUser(userId),
  /** Reads a user outside any transaction. */
  findUser: (userId: string) => repository.within().lockAndReadUser(userId),
  /** Sets the user's membership (vipStatus, expiry) in the caller's transaction (commerce: VIP granted with the payment). */
  setMembership: (userId: string, membership: { vipStatus: number; vipExpiresAt: Date | null }, now: Date, transaction: Transaction) =>
    repository.within(transaction).updateUser(userId, membership, now),
});

export type UsersService = ReturnType<typeof createUsersService>;
