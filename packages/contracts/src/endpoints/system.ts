import { defineEndpoint } from '../endpoint';
import { HealthSchema } from '../health';
import { ListSystemParametersBodySchema, SystemParameterListSchema } from '../system';

/** Service health and system parameters. */
export const systemEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/health', response: HealthSchema }),
  listParameters: defineEndpoint({ path: '/au/sysParam/list', request: ListSystemParametersBodySchema, response: SystemParameterListSchema }),
};
