import type { Envelope } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { translate } from '../i18n/translate';

/**
 * The success envelope: errCode 0, a message in the request's language
 * (`success.default` unless a specific one is named) and the data.
 */
export const ok = <T>(request: FastifyRequest, resultData: T, messageKey = 'success.default'): Envelope<T> => ({
  errCode: 0,
  resultMsg: translate(request.locale, messageKey),
  resultData,
});
