/**
 * Every simulated endpoint, one array per `src/api` area, looked up by path through one index
 * (indexedHandlers.ts) after the demo console's fault switches.
 */
import { adminHandlers } from './handlers/admin';
import { analyticsHandlers } from './handlers/analytics';
import { knowledgeHandlers } from './handlers/knowledge';
import { captchaHandlers } from './handlers/captcha';
import { appDialogueHandlers } from './handlers/appDialogue';
import { appHandlers } from './handlers/app';
import { appResourceHandlers } from './handlers/appResource';
import { appSessionHandlers } from './handlers/appSession';
import { appStoreHandlers } from './handlers/appStore';
import { qaHandlers } from './handlers/qa';
import { faultHandlers } from './handlers/faults';
import { developerHandlers } from './handlers/developer';
import { gatewayHandlers } from './handlers/gateway';
import { keyGuardHandlers } from './handlers/keyGuard';
import { webhookHandlers } from './handlers/webhook';
import { requestLogHandlers } from './handlers/requestLog';
import { ledgerHandlers } from './handlers/ledger';
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
import { usageHandlers } from './handlers/usage';
import { spendHandlers } from './handlers/spend';
import { playgroundHandlers } from './handlers/playground';
import { securityHandlers } from './handlers/security';
import { organisationHandlers } from './handlers/organisation';
import { userHandlers } from './handlers/user';
import { verificationHandlers } from './handlers/verification';
import { indexedHandlers, pathIndex, topLevelPrefixes } from './indexedHandlers';

const areaHandlers = [
  ...userHandlers,
  ...securityHandlers,
  ...organisationHandlers,
  ...captchaHandlers,
  ...fileHandlers,
  ...developerHandlers,
  ...gatewayHandlers,
  ...tradeHandlers,
  ...usageHandlers,
  ...requestLogHandlers,
  ...ledgerHandlers,
  ...spendHandlers,
  ...keyGuardHandlers,
  ...webhookHandlers,
  ...playgroundHandlers,
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
const areas = pathIndex(areaHandlers);

export const handlers = [
  // First: the demo console's fault switches answer before any area (or fall through).
  ...faultHandlers,
  indexedHandlers(areas),
];

/** A path some area answers. The demo's service worker leaves every other request to the network. */
export const isSimulatedPath = (pathname: string): boolean => areas(pathname).length > 0;

/** The top-level folders the handlers answer under: src/api's `apiFolders`, which the demo's worker routes by. */
export const simulatedPrefixes: readonly string[] = topLevelPrefixes(areaHandlers);
