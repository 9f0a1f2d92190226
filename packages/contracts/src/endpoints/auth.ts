import { z } from 'zod';
import {
  BindDetailSchema,
  ChangePasswordBodySchema,
  LoginBodySchema,
  PhoneLookupBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionTokenSchema,
} from '../accounts';
import { defineEndpoint } from '../endpoint';

/** Sign-in, registration, passwords and sign-out (spec §7 account and session). */
export const authEndpoints = {
  login: defineEndpoint({ path: '/login', request: LoginBodySchema, response: SessionTokenSchema }),
  register: defineEndpoint({ path: '/regist', request: RegisterBodySchema, response: SessionTokenSchema }),
  exit: defineEndpoint({ path: '/exit', response: z.null() }),
  resetPassword: defineEndpoint({ path: '/resetPassword', request: ResetPasswordBodySchema, response: z.null() }),
  changePassword: defineEndpoint({ path: '/au/saasuser/chagePassword', request: ChangePasswordBodySchema, response: z.null() }),
  phoneIsExist: defineEndpoint({ path: '/phoneIsExist', request: PhoneLookupBodySchema, response: z.boolean() }),
  bindDetail: defineEndpoint({ path: '/common/bindDetail', request: PhoneLookupBodySchema, response: BindDetailSchema }),
};
