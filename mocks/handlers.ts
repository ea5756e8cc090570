/**
 * Every simulated endpoint, one array per `src/api` area. Later areas (feedback, group, role,
 * file, knowledge, app, appStore, appSession, appResource, qa, model) join this list the same way.
 */
import { analyticsHandlers } from './handlers/analytics';
import { healthHandlers } from './handlers/health';
import { homeHandlers } from './handlers/home';
import { messageHandlers } from './handlers/message';
import { operationHandlers } from './handlers/operation';
import { permissionHandlers } from './handlers/permission';
import { userHandlers } from './handlers/user';
import { verificationHandlers } from './handlers/verification';

export const handlers = [
  ...userHandlers,
  ...operationHandlers,
  ...permissionHandlers,
  ...messageHandlers,
  ...verificationHandlers,
  ...homeHandlers,
  ...analyticsHandlers,
  ...healthHandlers,
];
