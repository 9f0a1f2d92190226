import { defineEndpoint } from '../endpoint';
import { AlertFollowsSchema, AlertTopicsBodySchema, DevAlertImportBodySchema, DevAlertImportSchema, FollowPersonBodySchema } from '../alerts';

/** Alerts (issue 17): people and topics a user follows; a development import that runs the alerts. */
export const alertsEndpoints = {
  follows: defineEndpoint({ path: '/au/alerts/follows', response: AlertFollowsSchema }),
  followPerson: defineEndpoint({ path: '/au/alerts/followPerson', request: FollowPersonBodySchema, response: AlertFollowsSchema }),
  unfollowPerson: defineEndpoint({ path: '/au/alerts/unfollowPerson', request: FollowPersonBodySchema, response: AlertFollowsSchema }),
  topics: defineEndpoint({ path: '/au/alerts/topics', request: AlertTopicsBodySchema, response: AlertFollowsSchema }),
  devImport: defineEndpoint({ path: '/dev/alerts/import', encoding: 'json', request: DevAlertImportBodySchema, response: DevAlertImportSchema }),
};
