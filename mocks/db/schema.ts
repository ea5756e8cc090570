/**
 * One Standard Schema (zod/mini, the smallest build of the schema library @msw/data documents)
 * per simulator table. Each schema is the only description of its rows: the row type is
 * inferred from it, and @msw/data checks every created and updated record against it.
 * Fields a handler may leave out have their default here. Properties that point at other
 * records (a user's roles, an image a feedback message carries) are relations, declared on the
 * collections in models.ts; getters let two schemas refer to each other.
 */
import * as z from 'zod/mini';

const text = z._default(z.string(), '');
const int = z._default(z.number(), 0);
const flag = z._default(z.boolean(), false);
const list = z._default(z.array(z.string()), []);
const id = z.string();
/** One of a few numbers, with the value a new row gets. */
const oneOf = <const T extends readonly [number, ...number[]]>(values: T, fallback: T[number]) =>
  z._default(z.literal(values), fallback);

export const roleSchema = z.object({
  id,
  roleName: text,
  description: text,
  /** Permission codes (src/domain/codes.ts). */
  codes: list,
  createTime: text,
});

/** An uploaded file or image; its bytes are a Blob kept beside the row (persist.ts `readBlob`). */
export const fileSchema = z.object({
  id,
  userId: text,
  name: text,
  mimeType: text,
  size: int,
  /** The upload's `type` query (avatar, image, file, feedback …). */
  purpose: text,
  /** An unguessable part of its URL: the content address needs no login, as an <img> sends none. */
  key: text,
  createTime: text,
  /** Set once the client posts upload/record. */
  recorded: flag,
});

export const userSchema = z.object({
  id,
  /** The platform's public number for a user. */
  userId: text,
  phone: text,
  userName: text,
  nickName: text,
  avatarUrl: text,
  /** Stored decoded: the wire carries base64 and the simulator compares decoded values. */
  password: text,
  /** ISO timestamp or '' when the user never had a trial. */
  trialDeadline: text,
  isInfoFull: flag,
  experienceAuth: flag,
  userRole: oneOf([1, 2], 2),
  /** 1 enabled, 0 disabled. */
  status: oneOf([0, 1], 1),
  position: text,
  companyName: text,
  email: text,
  /** 0 unknown, 1 mister, 2 miss. */
  sex: oneOf([0, 1, 2], 0),
  createTime: text,
  /** Roles held directly (relation). */
  get roles() {
    return z._default(z.array(roleSchema), []);
  },
  /** Groups the user belongs to (relation). */
  get groups(): z.ZodMiniDefault<z.ZodMiniArray<typeof groupSchema>> {
    return z._default(z.array(groupSchema), []);
  },
});

export const groupSchema = z.object({
  id,
  /** '' for a root group. */
  parentId: text,
  groupName: text,
  createTime: text,
  /** The group's administrators (relation). */
  get admins(): z.ZodMiniDefault<z.ZodMiniArray<typeof userSchema>> {
    return z._default(z.array(userSchema), []);
  },
  /** Roles every member holds through the group (relation). */
  get roles() {
    return z._default(z.array(roleSchema), []);
  },
});

/** A signed-in session: the token and what its owner sees of it (登录设备与会话). */
export const tokenSchema = z.object({
  /** The token itself. */
  id,
  userId: text,
  /** Simulated epoch milliseconds. */
  createdAt: int,
  /** How the session is named to its owner: never the token, which only its device may know. */
  sessionId: text,
  /** From the User-Agent at sign-in: 'Windows 电脑', 'iPhone' … and 'Chrome 131' … */
  device: text,
  browser: text,
  /** The caller's address at sign-in; 'local' inside the demo's browser. */
  ip: text,
  /** Simulated epoch ms of its last call (to the minute). */
  lastActiveAt: int,
  /** Signed in with the password or a code, the second step still to come: good for nothing else. */
  pendingSecondStep: flag,
});

/** An account's two-step verification (mocks/rules/twoFactor.ts); its id is the user's. */
export const twoFactorSchema = z.object({
  id,
  /** Base32; '' while off. */
  secret: text,
  /** Issued by a setup and in force only once a code made from it is confirmed. */
  pendingSecret: text,
  enabled: flag,
  enabledTime: text,
  /** The TOTP time step of the last code accepted: that code and older ones are refused. */
  lastCounter: int,
  /** SHA-256 of each unused recovery code: the codes themselves are shown once and never kept. */
  recoveryHashes: list,
});

/** One entry of an account's audit log (操作日志). */
export const auditEventSchema = z.object({
  id,
  /** Whose log it is in: the account acted on. */
  userId: text,
  /** Who did it ('' for a sign-in that failed before anyone was known). */
  actorId: text,
  actorName: text,
  /** mocks/rules/audit.ts names them: login, key.create, twoFactor.enable … */
  action: text,
  /** 1 success, 0 failure. */
  success: z._default(z.number(), 1),
  /** What it was done to: a key's name, a session's device … */
  target: text,
  before: text,
  after: text,
  ip: text,
  device: text,
  createTime: text,
});

export const guestSessionSchema = z.object({
  /** The session id handed to the guest. */
  id,
  createdAt: int,
});

/** An abuse counter (mocks/rules/limits.ts): failed logins of an account, calls of a client. */
export const throttleSchema = z.object({
  /** What is counted, e.g. `login:dev_ent` or `apply:12`. */
  id,
  hits: int,
  /** Simulated epoch ms the counting window opened. */
  windowStart: int,
  /** Simulated epoch ms until which the key is refused; 0 when it is not. */
  blockedUntil: int,
});

/** A slider captcha challenge the server issued (mocks/rules/captcha.ts); removed once a proof spends it. */
export const captchaChallengeSchema = z.object({
  /** Random, unguessable: the proof names it. */
  id,
  /** Where the gap sits, pixels from the left of the track. */
  gap: int,
  issuedAt: int,
});

export const verificationCodeSchema = z.object({
  id,
  phone: text,
  /** 1 register, 2 login, 3 reset, 5 consultation. */
  type: int,
  code: text,
  issuedAt: int,
  expiresAt: int,
  /** 0 while unused. */
  usedAt: int,
});

export const messageSchema = z.object({ id, userId: text, content: text, createTime: text, isRead: flag });

export const feedbackSchema = z.object({
  id,
  /** Who owns the thread: a user id, or `guest:<session id>` for a guest (userType 3). */
  ownerKey: text,
  /** 1 admin, 2 user, 3 guest. */
  userType: int,
  userName: text,
  feedbackType: int,
  /** 0 待回复, 1 已回复, 2 已解决, 3 auto-ended (domain/feedback.ts). */
  feedbackStatus: int,
  contactName: text,
  contactInfo: text,
  createTime: text,
  /** Time of the newest message; the 10-day auto-end counts from here. */
  lastActivityTime: text,
});

export const feedbackMessageSchema = z.object({
  id,
  feedbackId: text,
  /** 1 the feedback, 2 the user's reply, 3 the platform's reply. */
  msgFromType: int,
  msgContent: text,
  createTime: text,
  userIsRead: flag,
  /** The pictures attached (relation to uploaded files). */
  get images() {
    return z._default(z.array(fileSchema), []);
  },
});

export const customerInfoSchema = z.object({
  id,
  companyName: text,
  userName: text,
  phone: text,
  industry: text,
  email: text,
  demand: text,
  position: text,
  source: int,
  createTime: text,
  /** 1 new, 2 contacted. */
  status: z._default(z.number(), 1),
});

export const invitationCodeSchema = z.object({
  id,
  code: text,
  /** 1 待激活, 2 已激活, 3 作废 */
  status: oneOf([1, 2, 3], 1),
  ownerUserId: text,
  activatedUserId: text,
  /** 99999 means permanent. */
  trialDays: z._default(z.number(), 30),
  createTime: text,
  activationTime: text,
});

export const invitationRequestSchema = z.object({ id, userId: text, createTime: text });

export const authDetailSchema = z.object({
  id,
  userId: text,
  /** Enterprise certification: 1 not certified, 2 submitted, 3 verified, 4 failed. */
  status: z._default(z.number(), 1),
  /** Personal verification (certification scheme): 1 none, 2 verified, 3 failed, 4 in progress. */
  personalStatus: z._default(z.number(), 1),
  updateTime: text,
});

/** One batch the analytics collector received: common fields and events, kept as JSON text. */
export const trackBatchSchema = z.object({ id, common: text, events: text, receivedAt: int });

/** One enterprise application; auditStatus per the second scheme (1 待审核, 2 审核中, 3 审核通过, 4 审核失败). */
export const enterpriseVerificationSchema = z.object({
  id,
  userId: text,
  companyName: text,
  creditCode: text,
  legalPerson: text,
  contactName: text,
  contactPhone: text,
  /** The note the verification transfer must carry. */
  remitCode: text,
  bankName: text,
  bankAccount: text,
  accountName: text,
  auditStatus: oneOf([1, 2, 3, 4], 1),
  reason: text,
  auditUserId: text,
  createTime: text,
  auditTime: text,
});

/** One personal application; auditStatus 1 pending, 2 approved, 3 rejected. */
export const personalVerificationSchema = z.object({
  id,
  userId: text,
  realName: text,
  idCard: text,
  auditStatus: oneOf([1, 2, 3], 1),
  reason: text,
  auditUserId: text,
  createTime: text,
  auditTime: text,
});

/** One demo-console fault switch (mocks/rules/faults.ts); stored so it survives reloads and resets with the data. */
export const faultSchema = z.object({
  id,
  /** A backend area name (mocks/rules/faults.ts) or '*' for every area. */
  area: text,
  /** '500' | '504' | 'slow' | 'drop' | '401' */
  kind: text,
  /** 'next' (one call) | 'all' (until cleared) */
  scope: text,
  /** Delay of a 'slow' fault. */
  seconds: int,
  createdAt: int,
});

/** One developer API key; the full secret is only ever returned once, at creation. */
export const apiKeySchema = z.object({
  id,
  userId: text,
  name: text,
  secret: text,
  /** 1 enabled, 0 disabled. */
  status: oneOf([0, 1], 1),
  createTime: text,
  /** '' when never used. */
  lastUsedTime: text,
  // Scope (platform extension): empty lists allow every model / address.
  allowedModels: list,
  ipAllowlist: list,
  /** Beijing YYYY-MM-DD, the last day it works; '' = never expires. */
  expireDate: text,
  /** Fen; -1 = no monthly cap. */
  monthlyCapCents: z._default(z.number(), -1),
  /** The secret a rotation replaced, still accepted until `previousSecretUntil` (ISO); '' = none. */
  previousSecret: text,
  previousSecretUntil: text,
});

/** One call through the model gateway or the playground (platform extension); costs in fen. */
export const usageRecordSchema = z.object({
  id,
  userId: text,
  /** '' for a console (playground) call made with the session, not a key. */
  keyId: text,
  keyName: text,
  model: text,
  /** '' for a direct API call. */
  appId: text,
  appName: text,
  tokensIn: int,
  tokensOut: int,
  costCents: int,
  latencyMs: int,
  /** The HTTP status it was answered with; refused calls cost nothing. */
  status: int,
  createTime: text,
  /** What the caller saw in x-request-id. */
  requestId: text,
  /** Prompt tokens served from the prompt cache (within tokensIn). */
  cachedTokens: int,
  firstTokenMs: int,
  clientIp: text,
  stream: flag,
  /** '' for a call answered in full; 'disconnected' when the client left mid-stream (billed for what was delivered). */
  outcome: text,
  /** The OpenAI error body the caller received, as JSON text; '' on success. */
  errorBody: text,
  errorCode: text,
  /** The limits checked for the call, as JSON text (src/domain/limitStack.ts); '' when refused before them. */
  limitStack: text,
});

/** A user's monthly budget and the alerts already sent for `month` (platform extension). */
export const spendBudgetSchema = z.object({
  id,
  userId: text,
  budgetCents: int,
  /** Beijing YYYY-MM the alerts below belong to. */
  month: text,
  /** Thresholds alerted in `month`, as text ('50', '80', '100'). */
  alerted: list,
});

/** A key's guard (platform extension): its sensitivity, whether it is frozen, and what the owner accepted when unfreezing. */
export const keyGuardSchema = z.object({
  id,
  keyId: text,
  userId: text,
  /** 'off' | 'normal' | 'strict' */
  sensitivity: z._default(z.string(), 'normal'),
  frozen: flag,
  frozenAt: text,
  frozenReason: text,
  /** The secret's last 8 characters when it froze: a rotated key (new secret) is no longer frozen. */
  frozenSecretTail: text,
  acceptedModels: list,
  acceptedRanges: list,
  /** Epoch ms (simulated clock) until which rates are not judged. */
  quietUntil: int,
});

/** One entry of a key guard's timeline. */
export const keyGuardEventSchema = z.object({
  id,
  keyId: text,
  userId: text,
  time: text,
  /** 'anomaly' | 'frozen' | 'refused' | 'unfrozen' | 'rotated' | 'sensitivity' */
  kind: text,
  anomaly: text,
  /** The model or IP range a newModel / newIpRange anomaly is about: accepted when the owner unfreezes. */
  subject: text,
  text,
  requestId: text,
  actor: text,
});

/** A user's alert thresholds, webhook, and the alerts already sent (dedupe keys, newest last). */
export const alertSettingSchema = z.object({
  id,
  userId: text,
  errorRatePercent: z._default(z.number(), 20),
  expiryDays: z._default(z.number(), 7),
  rateLimitPercent: z._default(z.number(), 80),
  webhookUrl: text,
  webhookSecret: text,
  sent: list,
});

/** One webhook event to deliver; its attempts are webhookAttempt rows. */
export const webhookDeliverySchema = z.object({
  id,
  userId: text,
  /** An AlertKind or 'test'. */
  event: text,
  url: text,
  secret: text,
  body: text,
  createTime: text,
  /** 'pending' | 'delivered' | 'failed' */
  status: text,
  attempts: int,
  /** Epoch ms of the simulated clock; 0 when no attempt is due. */
  nextAttemptAt: int,
});

export const webhookAttemptSchema = z.object({
  id,
  deliveryId: text,
  userId: text,
  n: int,
  time: text,
  timestamp: int,
  signature: text,
  /** HTTP status as text, or 'timeout'. */
  outcome: text,
  durationMs: int,
});

/** A request for a higher rate limit on one model (platform extension); 1 审核中. */
export const rateLimitRequestSchema = z.object({
  id,
  userId: text,
  model: text,
  rpm: int,
  tpm: int,
  reason: text,
  status: oneOf([1, 2, 3], 1),
  createTime: text,
});

/** A signed (or to-be-signed) service contract; amounts in fen. */
export const contractSchema = z.object({
  id,
  userId: text,
  contractNo: text,
  name: text,
  /** 1 待签署, 2 已签署, 3 已到期 */
  status: int,
  amount: int,
  partyA: text,
  partyB: text,
  startDate: text,
  endDate: text,
  signTime: text,
  createTime: text,
  /** Markdown body. */
  content: text,
});

/** An SDK authorization code. */
export const authCodeSchema = z.object({
  id,
  userId: text,
  code: text,
  productName: text,
  deviceLimit: int,
  /** 1 有效, 2 已过期, 3 已停用 */
  status: int,
  createTime: text,
  expireTime: text,
});

/** A user's trade account; cents avoid float drift. */
export const tradeAccountSchema = z.object({ id, userId: text, balanceCents: int });

export const couponSchema = z.object({
  id,
  userId: text,
  name: text,
  amountCents: int,
  remainingCents: int,
  /** 1 可使用, 2 已用完, 3 已过期 */
  status: int,
  source: text,
  issueTime: text,
  expireTime: text,
});

/**
 * One movement of money in a user's wallets (the cash balance, or one voucher): recharges,
 * voucher grants, each call's charge, refunds and adjustments since per-call billing began
 * (mocks/rules/ledger.ts). Fen, signed; the running cash balance after it.
 */
export const ledgerEntrySchema = z.object({
  id,
  userId: text,
  time: text,
  /** recharge, voucher, call, refund, adjustment */
  kind: text,
  /** '' for the cash balance, else the coupon's id. */
  walletId: text,
  walletName: text,
  amountCents: int,
  balanceAfterCents: int,
  requestId: text,
  model: text,
  priceVersion: text,
  remark: text,
});

/** A model price change scheduled at runtime (the seeded ones are in mocks/seed/priceVersions.ts); micro-yuan per million tokens. */
export const priceChangeSchema = z.object({
  id,
  model: text,
  effectiveFrom: text,
  announcedAt: text,
  input: int,
  cachedInput: int,
  output: int,
  note: text,
});

export const orderSchema = z.object({
  id,
  userId: text,
  orderNo: text,
  productName: text,
  /** 1 账户充值, 2 资源包, 3 SDK授权 */
  orderType: int,
  amountCents: int,
  /** 1 待支付, 2 已支付, 3 已取消, 4 已退款 */
  status: int,
  payMethod: text,
  createTime: text,
  payTime: text,
});

/** A store or private app (mocks/handlers/appStore.ts). auditStatus 0 private draft, 1 pending, 2 approved, 3 rejected. */
export const appSchema = z.object({
  id,
  /** Owner; '' for the platform's own apps. */
  userId: text,
  appName: text,
  appType: int,
  abilityName: text,
  industryName: text,
  iconUrl: text,
  bgUrl: text,
  jumpUrl: text,
  appShortDesc: text,
  demoJson: text,
  appDesc: text,
  /** 1 public, 2 not public. */
  openFlag: z._default(z.number(), 1),
  guideDesc: text,
  /** Newline-joined guide questions shown in the dialogue. */
  guides: text,
  /** Permission codes this app's users may be granted (appConfig). */
  features: list,
  auditStatus: int,
  auditUserName: text,
  auditTime: text,
  reason: text,
  useCount: int,
  createTime: text,
  updateTime: text,
});

/** An app in a user's "my apps" list, ordered by sort. */
export const appAssistantSchema = z.object({ id, userId: text, appId: text, sort: int, createTime: text });

export const appSessionSchema = z.object({
  id,
  userId: text,
  appId: text,
  title: text,
  /** Simulated epoch ms when topped; 0 when not topped. */
  topTime: int,
  updateTime: text,
});

export const dialogueRecordSchema = z.object({
  id,
  sessionId: text,
  userId: text,
  question: text,
  answer: text,
  /** Hidden by the user (noDisplay). */
  hidden: flag,
  createTime: text,
});

/** App resources granted to a user or group: functional permission ids. */
export const appResourceGrantSchema = z.object({
  id,
  /** 'user' | 'group' */
  targetType: text,
  targetId: text,
  permissionIds: list,
});

/** A knowledge repository the admin console's files belong to (uploadList/{id}). */
export const knowledgeRepoSchema = z.object({ id, name: text, description: text, createTime: text });

/** One file of a knowledge repository, its bytes a Blob beside the row; `fileId` is the platform's snowflake id (above 2^53). */
export const knowledgeFileSchema = z.object({
  id,
  fileId: text,
  repoId: text,
  fileName: text,
  /** Lower-case extension, one of the fileType list. */
  fileType: text,
  size: int,
  mimeType: text,
  uploaderName: text,
  createTime: text,
});

/** A model or app download application (audits-mgmt/model-verification); auditStatus 1 pending, 2 approved, 3 rejected. */
export const downloadAuditSchema = z.object({
  id,
  /** 'model' | 'app' */
  kind: text,
  userId: text,
  targetName: text,
  version: text,
  purpose: text,
  companyName: text,
  auditStatus: z._default(z.number(), 1),
  reason: text,
  auditUserName: text,
  createTime: text,
  auditTime: text,
});

/** A resource quota allocated to a user (resource/resource-allocation). */
export const resourceQuotaSchema = z.object({
  id,
  userId: text,
  /** 'tokens' | 'gpu' | 'storage' | 'qps' */
  resourceType: text,
  quota: int,
  used: int,
  expireTime: text,
  remark: text,
  updateTime: text,
});

/** An enterprise account's organisation (mocks/rules/organisations.ts); its wallet pays its keys' calls. */
export const organisationSchema = z.object({
  id,
  name: text,
  /** The enterprise-verified account that created it. */
  ownerId: text,
  balanceCents: int,
  createTime: text,
});

/** An invitation, then a membership (src/domain/organisation.ts names the roles and statuses). */
export const orgMemberSchema = z.object({
  id,
  orgId: text,
  userId: text,
  role: text,
  status: text,
  /** Fen a month; -1 = no cap. */
  monthlyCapCents: z._default(z.number(), -1),
  invitedBy: text,
  invitedAt: text,
  answeredAt: text,
  endedAt: text,
});

/** An API key that belongs to an organisation; its id is the key's. */
export const orgKeySchema = z.object({
  id,
  orgId: text,
  /** Whose calls (and cap) it counts to. */
  holderId: text,
  createdBy: text,
});

/** Who in the organisation made a call with one of its keys; its id is the usage record's. */
export const orgCallSchema = z.object({ id, orgId: text, memberId: text, createTime: text, costCents: int });

/** Every table, in the order a world is loaded and listed. */
export const schemas = {
  knowledgeRepo: knowledgeRepoSchema,
  knowledgeFile: knowledgeFileSchema,
  downloadAudit: downloadAuditSchema,
  resourceQuota: resourceQuotaSchema,
  role: roleSchema,
  file: fileSchema,
  user: userSchema,
  group: groupSchema,
  token: tokenSchema,
  twoFactor: twoFactorSchema,
  auditEvent: auditEventSchema,
  guestSession: guestSessionSchema,
  throttle: throttleSchema,
  captchaChallenge: captchaChallengeSchema,
  verificationCode: verificationCodeSchema,
  message: messageSchema,
  customerInfo: customerInfoSchema,
  invitationCode: invitationCodeSchema,
  invitationRequest: invitationRequestSchema,
  authDetail: authDetailSchema,
  enterpriseVerification: enterpriseVerificationSchema,
  personalVerification: personalVerificationSchema,
  trackBatch: trackBatchSchema,
  fault: faultSchema,
  apiKey: apiKeySchema,
  usageRecord: usageRecordSchema,
  spendBudget: spendBudgetSchema,
  keyGuard: keyGuardSchema,
  keyGuardEvent: keyGuardEventSchema,
  alertSetting: alertSettingSchema,
  webhookDelivery: webhookDeliverySchema,
  webhookAttempt: webhookAttemptSchema,
  rateLimitRequest: rateLimitRequestSchema,
  contract: contractSchema,
  authCode: authCodeSchema,
  tradeAccount: tradeAccountSchema,
  coupon: couponSchema,
  ledgerEntry: ledgerEntrySchema,
  priceChange: priceChangeSchema,
  order: orderSchema,
  app: appSchema,
  appAssistant: appAssistantSchema,
  appSession: appSessionSchema,
  dialogueRecord: dialogueRecordSchema,
  appResourceGrant: appResourceGrantSchema,
  feedback: feedbackSchema,
  feedbackMessage: feedbackMessageSchema,
  organisation: organisationSchema,
  orgMember: orgMemberSchema,
  orgKey: orgKeySchema,
  orgCall: orgCallSchema,
};

export type Schemas = typeof schemas;
export type TableName = keyof Schemas;
export const tableNames = Object.keys(schemas) as TableName[];

/** A stored row of `T`, relations resolved. */
export type RowOf<T extends TableName> = z.output<Schemas[T]>;
/** What creating a row of `T` takes: defaulted fields may be left out. */
export type NewRowOf<T extends TableName> = z.input<Schemas[T]>;

export type UserRow = RowOf<'user'>;
export type TokenRow = RowOf<'token'>;
export type TwoFactorRow = RowOf<'twoFactor'>;
export type AuditEventRow = RowOf<'auditEvent'>;
export type GuestSessionRow = RowOf<'guestSession'>;
export type ThrottleRow = RowOf<'throttle'>;
export type CaptchaChallengeRow = RowOf<'captchaChallenge'>;
export type RoleRow = RowOf<'role'>;
export type GroupRow = RowOf<'group'>;
export type VerificationCodeRow = RowOf<'verificationCode'>;
export type MessageRow = RowOf<'message'>;
export type FeedbackRow = RowOf<'feedback'>;
export type FeedbackMessageRow = RowOf<'feedbackMessage'>;
export type CustomerInfoRow = RowOf<'customerInfo'>;
export type InvitationCodeRow = RowOf<'invitationCode'>;
export type InvitationRequestRow = RowOf<'invitationRequest'>;
export type AuthDetailRow = RowOf<'authDetail'>;
export type TrackBatchRow = RowOf<'trackBatch'>;
export type EnterpriseVerificationRow = RowOf<'enterpriseVerification'>;
export type PersonalVerificationRow = RowOf<'personalVerification'>;
export type FaultRow = RowOf<'fault'>;
export type FileRow = RowOf<'file'>;
export type ApiKeyRow = RowOf<'apiKey'>;
export type UsageRecordRow = RowOf<'usageRecord'>;
export type SpendBudgetRow = RowOf<'spendBudget'>;
export type KeyGuardRow = RowOf<'keyGuard'>;
export type KeyGuardEventRow = RowOf<'keyGuardEvent'>;
export type AlertSettingRow = RowOf<'alertSetting'>;
export type WebhookDeliveryRow = RowOf<'webhookDelivery'>;
export type WebhookAttemptRow = RowOf<'webhookAttempt'>;
export type RateLimitRequestRow = RowOf<'rateLimitRequest'>;
export type ContractRow = RowOf<'contract'>;
export type AuthCodeRow = RowOf<'authCode'>;
export type TradeAccountRow = RowOf<'tradeAccount'>;
export type CouponRow = RowOf<'coupon'>;
export type LedgerEntryRow = RowOf<'ledgerEntry'>;
export type PriceChangeRow = RowOf<'priceChange'>;
export type OrderRow = RowOf<'order'>;
export type AppRow = RowOf<'app'>;
export type AppAssistantRow = RowOf<'appAssistant'>;
export type AppSessionRow = RowOf<'appSession'>;
export type DialogueRecordRow = RowOf<'dialogueRecord'>;
export type AppResourceGrantRow = RowOf<'appResourceGrant'>;
export type KnowledgeRepoRow = RowOf<'knowledgeRepo'>;
export type KnowledgeFileRow = RowOf<'knowledgeFile'>;
export type DownloadAuditRow = RowOf<'downloadAudit'>;
export type ResourceQuotaRow = RowOf<'resourceQuota'>;
export type OrganisationRow = RowOf<'organisation'>;
export type OrgMemberRow = RowOf<'orgMember'>;
export type OrgKeyRow = RowOf<'orgKey'>;
export type OrgCallRow = RowOf<'orgCall'>;
