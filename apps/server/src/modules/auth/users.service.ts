import type { AuthRepository } from './auth.repository';

/**
 * Users and their organisations as other modules may read and change them
 * (account profile, WeChat binding); the auth module owns the tables.
 */
export const createUsersService = (repository: AuthRepository) => ({
  findUserByPhone: repository.findUserByPhone,
  findUserByEmail: repository.findUserByEmail,
  findUserByOpenId: repository.findUserByOpenId,
  updateUser: repository.updateUser,
  updateOrganisation: repository.updateOrganisation,
});

export type UsersService = ReturnType<typeof createUsersService>;
