import { z } from 'zod';
import { ChangePhoneEmailBodySchema, PerfectInfoBodySchema, UpdateLanguageBodySchema, UpdateUserBodySchema, UserInfoSchema } from '../accounts';
import { UpdateChildBodySchema } from '../accounts';
import { defineEndpoint } from '../endpoint';

/** The signed-in user's profile (spec §7 /au/saasuser/*). */
export const accountEndpoints = {
  getUserInfo: defineEndpoint({ path: '/au/saasuser/getUserInfo', response: UserInfoSchema }),
  perfectInfo: defineEndpoint({ path: '/au/saasuser/perfectInfo', request: PerfectInfoBodySchema, response: z.null() }),
  changePhoneEmail: defineEndpoint({ path: '/au/saasuser/chagePhoneEmail', request: ChangePhoneEmailBodySchema, response: z.null() }),
  updateUser: defineEndpoint({ path: '/au/saasuser/update', request: UpdateUserBodySchema, response: z.null() }),
  updateLanguage: defineEndpoint({ path: '/au/saasuser/updateLanguage', request: UpdateLanguageBodySchema, response: z.null() }),
  updateChild: defineEndpoint({ path: '/au/saasuser/updateChild', request: UpdateChildBodySchema, response: z.null() }),
};
