/**
 * Every simulated endpoint, one array per `src/api` area. Later areas (feedback, group, role,
 * file, knowledge, app, appStore, appSession, appResource, qa, model) join this list the same way.
 */
import { adminHandlers } from './handlers/admin';
import { analyticsHandlers } from './handlers/analytics';
import { knowledgeHandlers } from './handlers/knowledge';
import { appDialogueHandlers } from './handlers/appDialogue';
import { appHandlers } from './handlers/app';
import { appResourceHandlers } from './handlers/appResource';
import { appSessionHandlers } from './handlers/appSession';
import { appStoreHandlers } from './handlers/appStore';
import { qaHandlers } from './handlers/qa';
import { faultHandlers } from './handlers/faults';
import { developerHandlers } from './handlers/developer';
import { fileHandlers } from './handlers/file';
import { feedbackHandlers } from './handlers/feedback';
import { healthHandlers } from './handlers/health';
import { homeHandlers } from './handlers/home';
import { messageHandlers } from './handlers/message';
import { modelHandlers } from './handlers/model';
import { chatHandlers } from './handlers/chat';
import { operationHandlers } from './handlers/operation';
import { permissionHandlers } from './handlers/permission';
import { groupHandlers } from './handlers/group';
import { roleHandlers } from './handlers/role';
import { tradeHandlers } from './handlers/trade';
import { userHandlers } from './handlers/user';
import { verificationHandlers } from './handlers/verification';

export const handlers = [
  // First: the demo console's fault switches answer before any area (or fall through).
  ...faultHandlers,
  ...userHandlers,
  ...fileHandlers,
  ...developerHandlers,
  ...tradeHandlers,
  ...operationHandlers,
  ...permissionHandlers,
  ...groupHandlers,
  ...roleHandlers,
  ...messageHandlers,
  ...feedbackHandlers,
  ...modelHandlers,
  ...chatHandlers,
  ...verificationHandlers,
  ...homeHandlers,
  ...analyticsHandlers,
  ...appHandlers,
  ...appStoreHandlers,
  ...appSessionHandlers,
  ...appResourceHandlers,
  ...qaHandlers,
  ...appDialogueHandlers,
  ...healthHandlers,
  ...knowledgeHandlers,
  ...adminHandlers,
];
