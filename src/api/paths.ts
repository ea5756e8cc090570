/**
 * Every backend path of SPEC section 7, in one place so the client and the simulator
 * (mocks/handlers) can never drift apart. Paths the SPEC marks "not shown" are our
 * best reading of the platform's conventions and are named `*_ASSUMED` in comments.
 */
const user = '/front/api/user/v1';
const operation = '/front/api/operation/v1';
const permission = '/front/api/permission/v1';
const group = '/front/api/group/v1';
const role = '/front/api/role/v1';
const verification = '/front/api/biz/verification/v1';
const feedbackUser = '/front/api/v1/user/feedback';
const feedbackAdmin = '/front/api/v1/admin/feedback';
const message = '/front/api/message/v1';
const file = '/front/api/file/v1';
const knowledge = '/op-qa/api/knowledgeRepositoryFile/v1';
const qa = '/op-qa/api/dialogueRecord/v1';
const appResource = '/op-app/api/appResource/v1';
const app = '/op-app/api/app/v1';
const appStore = '/op-app/api/appStore/v1';
const appSession = '/op-app/api/appSession/v1';
const model = '/op-model/api/model/v1';
/** The model gateway's OpenAI-compatible base path: what an SDK's base URL ends in (config.gatewayBaseUrl). */
export const GATEWAY_BASE_PATH = '/op-model/api/v1';
// not shown in SPEC (assumed): developer keys, contracts, auth codes; trade (bills, orders, transactions)
const developer = '/front/api/developer/v1';
const trade = '/front/api/trade/v1';
// not shown in SPEC (assumed): an enterprise account's organisation (组织)
const organisation = '/front/api/organisation/v1';

export const paths = {
  user: {
    search: `${user}/search`,
    searchCount: `${user}/searchCount`,
    updateStatus: `${user}/updateStatus`,
    addUserRole: `${user}/addUserRole`,
    removeRole: `${user}/removeRole`,
    addUserGroup: `${user}/addUserGroup`,
    removeGroup: `${user}/removeGroup`,
    userInfoUpdate: `${user}/userInfoUpdate`,
    update: `${user}/update`,
    reSetPassword: `${user}/reSetPassword`,
    create: `${user}/create`,
    register: `${user}/register`,
    mobileLogin: `${user}/mobileLogin`,
    userReSetPassword: `${user}/userReSetPassword`,
    logOffAccount: `${user}/logOffAccount`,
    detail: (id: string | number) => `${user}/detail/${id}`,
    delete: (id: string | number) => `${user}/delete/${id}`,
    // not shown in SPEC (assumed)
    login: `${user}/login`,
    logout: `${user}/logout`,
    guestSession: `${user}/guestSession`,
    myDetail: `${user}/myDetail`,
    balance: `${user}/balance`,
    couponList: `${user}/coupon/list`,
    couponAmount: `${user}/coupon/amount`,
    personalCertification: `${user}/personalCertification`,
  },
  // not shown in SPEC (assumed): account security (signed-in sessions, two-step verification, the audit log)
  security: {
    sessions: `${user}/security/sessions`,
    endSession: `${user}/security/sessions/end`,
    endOtherSessions: `${user}/security/sessions/endOthers`,
    twoFactor: `${user}/security/twoFactor`,
    twoFactorSetup: `${user}/security/twoFactor/setup`,
    twoFactorEnable: `${user}/security/twoFactor/enable`,
    twoFactorDisable: `${user}/security/twoFactor/disable`,
    /** The sign-in's second step: the ticket the first step gave, and a code. */
    signInCode: `${user}/login/twoFactor`,
    auditLog: `${user}/security/auditLog`,
  },
  organisation: {
    /** GET → MyOrganisation. */
    mine: `${organisation}/mine`,
    /** POST { name } → Organisation. */
    create: `${organisation}/create`,
    /** POST OrgInviteInput → OrgMember. */
    invite: `${organisation}/member/invite`,
    /** POST { id, accept } → boolean: the invitee's answer. */
    answer: `${organisation}/invitation/answer`,
    /** POST { id } → boolean. */
    cancel: `${organisation}/invitation/cancel`,
    /** POST { id, role } → boolean. */
    role: `${organisation}/member/role`,
    /** POST { id, monthlyCap } → boolean. */
    cap: `${organisation}/member/cap`,
    /** POST { id } → boolean. */
    remove: `${organisation}/member/remove`,
    /** POST {} → boolean. */
    leave: `${organisation}/leave`,
    /** GET → OrgKey[]. */
    keys: `${organisation}/keys`,
    /** POST { name } → OrgCreatedKey. */
    keyCreate: `${organisation}/key/create`,
    /** POST { id, holderId } → boolean. */
    keyReassign: `${organisation}/key/reassign`,
    /** POST { amount } → Organisation. */
    topUp: `${organisation}/wallet/topUp`,
    /** POST { month, userId?, orgId? } → OrgUsage. */
    usage: `${organisation}/usage`,
    /** POST OrgCallQuery → Page<OrgCall>. */
    calls: `${organisation}/calls/search`,
    /** POST { pageNum, pageSize, keyword } → Page<AdminOrganisation> (admin console). */
    adminSearch: `${organisation}/admin/search`,
    /** GET → AdminOrganisationDetail (admin console). */
    adminDetail: (id: string) => `${organisation}/admin/detail/${id}`,
    /** POST OrgCallQuery with orgId → Page<OrgCall> (admin console). */
    adminCalls: `${organisation}/admin/calls/search`,
  },
  operation: {
    myInvitationCodeSearch: `${operation}/myInvitationCodeSearch`,
    invitationCodeSearch: `${operation}/invitationCodeSearch`,
    activationInvitationCode: `${operation}/activationInvitationCode`,
    applyInvitationCode: `${operation}/applyInvitationCode`,
    generateInvitationCode: `${operation}/generateInvitationCode`,
    sendVerificationCode: `${operation}/sendVerificationCode`,
    customerInfoCheckIn: `${operation}/customerInfoCheckIn`,
    customerInfoCheckInSave: `${operation}/customerInfoCheckIn/save`,
  },
  permission: {
    listById: (id: string | number) => `${permission}/list/${id}`,
    list: `${permission}/list`,
    saveRolePermission: `${permission}/saveRolePermission`,
    // not shown in SPEC (assumed): the caller's own permission codes
    mine: `${permission}/myPermission`,
  },
  group: {
    detail: (id: string | number) => `${group}/detail/${id}`,
    search: `${group}/search`,
    removeUser: `${group}/removeUser`,
    addGroupRole: `${group}/addGroupRole`,
    removeRole: `${group}/removeRole`,
    addGroupUserList: `${group}/addGroupUserList`,
    update: `${group}/update`,
    create: `${group}/create`,
    delete: (id: string | number) => `${group}/delete/${id}`,
  },
  role: {
    search: `${role}/search`,
    create: `${role}/create`,
    addRoleUser: `${role}/addRoleUser`,
    detail: (id: string | number) => `${role}/detail/${id}`,
  },
  verification: {
    verificationSave: `${verification}/verificationSave`,
    remitVerification: `${verification}/remitVerification`,
    search: `${verification}/search`,
    personalSearch: `${verification}/personal/search`,
    updateStatus: `${verification}/updateStatus`,
    updateCertificationStatus: `${verification}/updateCertificationStatus`,
    myDetail: `${verification}/myDetail`,
  },
  feedback: {
    submit: feedbackUser,
    list: `${feedbackUser}/list`,
    detail: (id: string | number) => `${feedbackUser}/${id}/detail`,
    reply: (id: string | number) => `${feedbackUser}/${id}/reply`,
    like: (id: string | number) => `${feedbackUser}/${id}/like`,
    unreadCount: `${feedbackUser}/unread/count`,
    sessionId: `${feedbackUser}/sessionId`,
    adminList: `${feedbackAdmin}/list`,
    adminReply: (id: string | number) => `${feedbackAdmin}/${id}/reply`,
    adminDetail: (id: string | number) => `${feedbackAdmin}/${id}/detail`,
  },
  message: {
    count: `${message}/count`,
    search: `${message}/search`,
  },
  file: {
    upload: `${file}/upload`,
    uploadRecord: `${file}/upload/record`,
  },
  developer: {
    keyList: `${developer}/apiKey/list`,
    keyCreate: `${developer}/apiKey/create`,
    keyUpdateStatus: `${developer}/apiKey/updateStatus`,
    keyDelete: (id: string | number) => `${developer}/apiKey/delete/${id}`,
    // platform extension (not SPEC): a key's scope (models, IP allowlist, expiry, monthly cap) and rotation
    keyUpdate: `${developer}/apiKey/update`,
    keyRotate: (id: string | number) => `${developer}/apiKey/rotate/${id}`,
    /** Checks a key as the model gateway would (Authorization: Bearer sk-…). */
    keyValidate: `${developer}/apiKey/validate`,
    chatCompletions: `${GATEWAY_BASE_PATH}/chat/completions`,
    contractSearch: `${developer}/contract/search`,
    contractDetail: (id: string | number) => `${developer}/contract/detail/${id}`,
    contractSign: (id: string | number) => `${developer}/contract/sign/${id}`,
    authCodeSearch: `${developer}/authCode/search`,
  },
  trade: {
    monthlyBills: `${trade}/bill/monthly`,
    dailyBills: `${trade}/bill/daily`,
    orderSearch: `${trade}/order/search`,
    transactionSearch: `${trade}/transaction/search`,
  },
  knowledge: {
    uploadListById: (id: string | number) => `${knowledge}/uploadList/${id}`,
    uploadList: `${knowledge}/uploadList`,
    search: `${knowledge}/search`,
    download: `${knowledge}/download`,
    delete: `${knowledge}/delete`,
    deleteByIds: `${knowledge}/deleteByIds`,
    fileType: `${knowledge}/fileType`,
  },
  // not shown in SPEC (assumed): the repositories the knowledge files belong to, and the admin
  // console's customer, SDK, order, download-audit and resource-allocation calls
  knowledgeRepo: {
    list: '/op-qa/api/knowledgeRepository/v1/list',
  },
  admin: {
    customerSearch: '/front/api/admin/v1/customer/search',
    customerUpdateStatus: '/front/api/admin/v1/customer/updateStatus',
    sdkSearch: '/front/api/admin/v1/sdk/search',
    sdkUpdateStatus: '/front/api/admin/v1/sdk/updateStatus',
    orderSearch: '/front/api/admin/v1/order/search',
    downloadAuditSearch: '/front/api/admin/v1/downloadAudit/search',
    downloadAudit: '/front/api/admin/v1/downloadAudit/audit',
    resourceSearch: '/front/api/admin/v1/resource/search',
    resourceSave: '/front/api/admin/v1/resource/save',
    resourceDelete: (id: string | number) => `/front/api/admin/v1/resource/delete/${id}`,
  },
  appResource: {
    searchUserAndGroup: `${appResource}/searchUserAndGroup`,
    saveGroupsResource: `${appResource}/saveGroupsResource`,
    saveUsersResource: `${appResource}/saveUsersResource`,
    removeUserOrGroupResource: `${appResource}/removeUserOrGroupResource`,
    listByUser: `${appResource}/listByUser`,
    listByGroup: `${appResource}/listByGroup`,
    saveUserResource: `${appResource}/saveUserResource`,
    saveGroupResource: `${appResource}/saveGroupResource`,
  },
  app: {
    update: `${app}/update`,
    create: `${app}/create`,
    delete: (id: string | number) => `${app}/delete/${id}`,
    appTypeList: `${app}/appTypeList`,
    appConfig: (id: string | number) => `${app}/appConfig/${id}`,
    // paths partly not shown in SPEC (assumed)
    modelAppApply: `${app}/model/apply`,
    myAssistant: `${app}/myAssistant`,
    myAssistantDelete: (id: string | number) => `${app}/myAssistant/delete/${id}`,
    myAssistantDrag: `${app}/myAssistant/drag`,
    list: `${app}/list`,
    extraInfo: `${app}/extraInfo`,
    detail: (id: string | number) => `${app}/detail/${id}`,
    apply: `${app}/apply`,
    guideList: (id: string | number) => `${app}/guide/list/${id}`,
  },
  appStore: {
    storeList: `${appStore}/storeList`,
    myApps: `${appStore}/myApps`,
    auditList: `${appStore}/auditList`,
    audit: `${appStore}/audit`,
    create: `${appStore}/create`,
    update: `${appStore}/update`,
    auditUpdate: `${appStore}/audit/update`,
    categories: `${appStore}/categories`,
    storeDetail: (id: string | number) => `${appStore}/storeDetail/${id}`,
    delete: (id: string | number) => `${appStore}/${id}`,
  },
  appSession: {
    list: `${appSession}/list`,
    create: `${appSession}/create`,
    top: (id: string | number) => `${appSession}/top/${id}`,
    cancelTop: (id: string | number) => `${appSession}/cancelTop/${id}`,
    delete: (id: string | number) => `${appSession}/${id}`,
    customerServiceSessionId: `${appSession}/customerServiceSessionId`,
    initAppSession: `${appSession}/initAppSession`,
  },
  qa: {
    noDisplay: (id: string | number) => `${qa}/noDisplay/${id}`,
    sessionPage: `${qa}/sessionPage`,
    // not shown in SPEC (assumed): the streamed answer of an app dialogue, recorded in the session
    appStream: `${qa}/appStream`,
  },
  model: {
    list: `${model}/list`,
    detail: `${model}/detail`,
    // not shown in SPEC (assumed): the home page's showcase, fresh for a signed-in user (the page carries it for guests)
    featured: `${model}/featured`,
  },
  // not shown in SPEC (assumed): the experience center's streamed chat and meeting-minutes upload
  chat: {
    /** POST, answers as text/event-stream (src/api/stream.ts). */
    stream: '/op-qa/api/chat/v1/stream',
    /** POST multipart (file) → transcript + summary. */
    meetingMinutes: '/op-qa/api/chat/v1/meetingMinutes',
  },
  // not shown in SPEC (assumed): the self-contained slider's backend, a service of its own like
  // the third-party captcha it stands in for (so the user area's fault switches leave it alone)
  captcha: {
    /** POST → a challenge { id, gap }; its proof is accepted once (src/domain/captcha.ts). */
    challenge: '/front/api/captcha/v1/challenge',
  },
  // platform extension (not SPEC): the developer console's usage analytics, spend control and playground
  usage: {
    /** POST UsageQuery → UsageSummary (buckets × series). */
    summary: '/front/api/usage/v1/summary',
    /** POST UsageRequestQuery → Page<UsageRequest>, newest first. */
    requests: '/front/api/usage/v1/requests',
    /** POST UsageExportQuery → UsageExport (CSV text). */
    export: '/front/api/usage/v1/export',
  },
  spend: {
    /** GET → BudgetStatus; POST { monthlyBudget: number | null } → BudgetStatus. */
    budget: '/front/api/spend/v1/budget',
    /** GET → RateLimitStatus[]. */
    rateLimits: '/front/api/spend/v1/rateLimits',
    /** POST RateLimitRequestInput → RateLimitRequest. */
    rateLimitRequest: '/front/api/spend/v1/rateLimit/request',
  },
  keyGuard: {
    /** GET → KeyGuardStatus[]: each key's baseline, state and timeline. */
    list: '/front/api/keyGuard/v1/list',
    /** POST { keyId, sensitivity } → KeyGuardStatus. */
    sensitivity: '/front/api/keyGuard/v1/sensitivity',
    /** POST { keyId, reason } → KeyGuardStatus. */
    unfreeze: '/front/api/keyGuard/v1/unfreeze',
  },
  webhook: {
    /** GET → AlertSettings; POST AlertSettingsInput → AlertSettings. */
    settings: '/front/api/alert/v1/settings',
    /** GET (pageNum, pageSize) → Page<WebhookDelivery>, newest first. */
    deliveries: '/front/api/alert/v1/webhook/deliveries',
    /** POST → WebhookDelivery: a test event, first attempt made. */
    test: '/front/api/alert/v1/webhook/test',
  },
  /** The OpenAI-compatible gateway, called with `Authorization: Bearer sk-…`; answers and errors in OpenAI's shape. */
  gateway: {
    /** POST ChatCompletionRequest → ChatCompletion, or text/event-stream of ChatCompletionChunk then [DONE]. */
    chatCompletions: `${GATEWAY_BASE_PATH}/chat/completions`,
    /** GET → { object: 'list', data: GatewayModel[] }. */
    models: `${GATEWAY_BASE_PATH}/models`,
    model: (id: string) => `${GATEWAY_BASE_PATH}/models/${id}`,
    /** Every other path under the base: answered 404 in OpenAI's shape. */
    any: `${GATEWAY_BASE_PATH}/*`,
  },
  requestLog: {
    /** POST RequestLogQuery → Page<RequestLogRow>, newest first (platform extension). */
    search: '/front/api/usage/v1/requestLog/search',
    /** GET → RequestLogDetail, by the id the gateway sent in x-request-id. */
    detail: (requestId: string) => `/front/api/usage/v1/requestLog/detail/${requestId}`,
    /** POST RequestLogQuery (no paging) → UsageExport: every filtered row as CSV. */
    export: '/front/api/usage/v1/requestLog/export',
    /** GET → RequestLogOptions: the keys, models and apps the filters offer. */
    options: '/front/api/usage/v1/requestLog/options',
  },
  // platform extension (not SPEC): the wallets' ledger, reconciliation and model price timelines (对账台)
  ledger: {
    /** POST LedgerQuery → Page<LedgerLine>, newest first. */
    search: `${trade}/ledger/search`,
    /** POST LedgerFilter → LedgerExport (every filtered line as CSV). */
    export: `${trade}/ledger/export`,
    /** GET → LedgerWallet[]: the cash balance and each voucher, for the filter. */
    wallets: `${trade}/ledger/wallets`,
    /** POST ReconcileQuery → Reconciliation. */
    reconcile: `${trade}/reconcile`,
    /** POST ReconcileQuery → LedgerExport (the reconciliation as CSV). */
    reconcileExport: `${trade}/reconcile/export`,
    /** GET ?modelId= → PriceHistory (public, as the model's prices are). */
    priceHistory: `${model}/priceHistory`,
  },
  playground: {
    /** POST PlaygroundCallBody → text/event-stream: deltas, then one { usage } event, then [DONE]. */
    chat: '/op-model/api/playground/v1/chat',
    /** POST CompareBody → CompareResult[] (one per model, in the order asked). */
    compare: '/op-model/api/playground/v1/compare',
  },
  analytics: {
    // the collector is configurable (config.collectorUrl); the simulator also lists what it stored, for tests
    collect: '/collector/api/v1/track',
    list: '/collector/api/v1/track/list',
  },
} as const;

/**
 * The backend's top-level folders: every path above lies in one of them. A deployment passes
 * exactly these to the backend (deploy/nginx.conf), and the demo's service worker takes them.
 */
export const apiFolders: readonly string[] = ['/collector/', '/front/', '/op-app/', '/op-model/', '/op-qa/'];

/**
 * Calls allowed without a token (SPEC section 7): login, register, code sending,
 * password reset, account deletion, customer-info check-in and feedback.
 */
export const noTokenAllowed: readonly string[] = [
  paths.captcha.challenge,
  paths.user.login,
  paths.user.mobileLogin,
  paths.security.signInCode,
  paths.user.register,
  paths.user.guestSession,
  paths.operation.sendVerificationCode,
  paths.user.userReSetPassword,
  paths.user.logOffAccount,
  paths.operation.customerInfoCheckIn,
  paths.operation.customerInfoCheckInSave,
  '/front/api/v1/user/feedback',
];

/** Paths whose identical in-flight duplicates are legitimate (lists, uploads). */
export const duplicateExempt: readonly RegExp[] = [
  /\/captcha\/v1\/challenge$/,
  /\/upload/i,
  /\/list\b/i,
  /List\b/,
  /\/search\b/i,
  /sessionPage/,
  /\/count\b/,
];

/** Upload-list calls whose 504s and timeouts reject silently (SPEC section 8). */
export const silentTimeoutPaths: readonly RegExp[] = [/\/knowledgeRepositoryFile\/v1\/uploadList/];

/** Calls whose JSON may carry integer ids above 2^53 (SPEC section 7, knowledge search). */
export const bigNumberPaths: readonly RegExp[] = [/\/knowledgeRepositoryFile\/v1\/search/];

/** Header carrying the auth token on every call when logged in. */
export const TOKEN_HEADER = 'token';
/** Guest session id, also kept in the cookie of the same name. */
export const SESSION_HEADER = 'x-session-id';

/**
 * The base URL an OpenAI SDK is given: the configured one as it is, else the API's origin (this
 * site's when the API is on the same origin, as behind the nginx sample) and the gateway's path.
 */
export function resolveGatewayBaseUrl(configured: string, apiBase: string, pageOrigin: string): string {
  if (configured.trim()) return configured.trim().replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(apiBase) ? apiBase : `${pageOrigin}${apiBase}`;
  return `${origin.replace(/\/+$/, '')}${GATEWAY_BASE_PATH}`;
}
