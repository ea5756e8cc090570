/**
 * The simulator's tables. This is the only module that imports @mswjs/data: 0.16 is that
 * library's final line, so everything else talks to the small `Table` API below and a
 * switch to its successor stays local to this file.
 */
import { factory, primaryKey } from '@mswjs/data';

export interface UserRow {
  id: string;
  userId: string;
  phone: string;
  userName: string;
  nickName: string;
  avatarUrl: string;
  /** Stored decoded: the wire carries base64 and the simulator compares decoded values. */
  password: string;
  /** ISO timestamp or '' when the user never had a trial. */
  trialDeadline: string;
  isInfoFull: boolean;
  experienceAuth: boolean;
  userRole: 1 | 2;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  position: string;
  companyName: string;
  email: string;
  /** 0 unknown, 1 mister, 2 miss. */
  sex: 0 | 1 | 2;
  createTime: string;
  /** Comma-joined role ids (see `splitIds`). */
  roleIds: string;
  /** Comma-joined group ids. */
  groupIds: string;
}

export interface TokenRow {
  /** The token itself. */
  id: string;
  userId: string;
  /** Simulated epoch milliseconds. */
  createdAt: number;
}

export interface GuestSessionRow {
  /** The session id handed to the guest. */
  id: string;
  createdAt: number;
}

/** An abuse counter (mocks/rules/limits.ts): failed logins of an account, calls of a client. */
export interface ThrottleRow {
  /** What is counted, e.g. `login:dev_ent` or `apply:12`. */
  id: string;
  hits: number;
  /** Simulated epoch ms the counting window opened. */
  windowStart: number;
  /** Simulated epoch ms until which the key is refused; 0 when it is not. */
  blockedUntil: number;
}

/** A slider captcha challenge the server issued (mocks/rules/captcha.ts); removed once a proof spends it. */
export interface CaptchaChallengeRow {
  /** Random, unguessable: the proof names it. */
  id: string;
  /** Where the gap sits, pixels from the left of the track. */
  gap: number;
  issuedAt: number;
}

export interface RoleRow {
  id: string;
  roleName: string;
  description: string;
  /** Comma-joined permission codes. */
  codes: string;
  createTime: string;
}

export interface GroupRow {
  id: string;
  /** '' for a root group. */
  parentId: string;
  groupName: string;
  /** Comma-joined user ids. */
  admins: string;
  roleIds: string;
  createTime: string;
}

export interface VerificationCodeRow {
  id: string;
  phone: string;
  /** 1 register, 2 login, 3 reset, 5 consultation. */
  type: number;
  code: string;
  issuedAt: number;
  expiresAt: number;
  /** 0 while unused. */
  usedAt: number;
}

export interface MessageRow {
  id: string;
  userId: string;
  content: string;
  createTime: string;
  isRead: boolean;
}

export interface FeedbackRow {
  id: string;
  /** Who owns the thread: a user id, or `guest:<session id>` for a guest (userType 3). */
  ownerKey: string;
  /** 1 admin, 2 user, 3 guest. */
  userType: number;
  userName: string;
  feedbackType: number;
  /** 0 待回复, 1 已回复, 2 已解决, 3 auto-ended (machines/rules/feedback.ts). */
  feedbackStatus: number;
  contactName: string;
  contactInfo: string;
  createTime: string;
  /** Time of the newest message; the 10-day auto-end counts from here. */
  lastActivityTime: string;
}

export interface FeedbackMessageRow {
  id: string;
  feedbackId: string;
  /** 1 the feedback, 2 the user's reply, 3 the platform's reply. */
  msgFromType: number;
  msgContent: string;
  /** JSON array of image URLs (data URLs contain commas, so not comma-joined). */
  imageUrls: string;
  createTime: string;
  userIsRead: boolean;
}

export interface CustomerInfoRow {
  id: string;
  companyName: string;
  userName: string;
  phone: string;
  industry: string;
  email: string;
  demand: string;
  position: string;
  source: number;
  createTime: string;
  /** 1 new, 2 contacted. */
  status: number;
}

export interface InvitationCodeRow {
  id: string;
  code: string;
  /** 1 待激活, 2 已激活, 3 作废 */
  status: 1 | 2 | 3;
  ownerUserId: string;
  activatedUserId: string;
  /** 99999 means permanent. */
  trialDays: number;
  createTime: string;
  activationTime: string;
}

export interface InvitationRequestRow {
  id: string;
  userId: string;
  createTime: string;
}

export interface AuthDetailRow {
  id: string;
  userId: string;
  /** Enterprise certification: 1 not certified, 2 submitted, 3 verified, 4 failed. */
  status: number;
  /** Personal verification (certification scheme): 1 none, 2 verified, 3 failed, 4 in progress. */
  personalStatus: number;
  updateTime: string;
}

/** One batch the analytics collector received: common fields and events, kept as JSON text. */
export interface TrackBatchRow {
  id: string;
  common: string;
  events: string;
  receivedAt: number;
}

/** One enterprise application; auditStatus per the second scheme (1 待审核, 2 审核中, 3 审核通过, 4 审核失败). */
export interface EnterpriseVerificationRow {
  id: string;
  userId: string;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  /** The note the verification transfer must carry. */
  remitCode: string;
  bankName: string;
  bankAccount: string;
  accountName: string;
  auditStatus: 1 | 2 | 3 | 4;
  reason: string;
  auditUserId: string;
  createTime: string;
  auditTime: string;
}

/** One personal application; auditStatus 1 pending, 2 approved, 3 rejected. */
export interface PersonalVerificationRow {
  id: string;
  userId: string;
  realName: string;
  idCard: string;
  auditStatus: 1 | 2 | 3;
  reason: string;
  auditUserId: string;
  createTime: string;
  auditTime: string;
}

/** One demo-console fault switch (mocks/rules/faults.ts); stored so it survives reloads and resets with the data. */
export interface FaultRow {
  id: string;
  /** A backend area name (mocks/rules/faults.ts) or '*' for every area. */
  area: string;
  /** '500' | '504' | 'slow' | 'drop' | '401' */
  kind: string;
  /** 'next' (one call) | 'all' (until cleared) */
  scope: string;
  /** Delay of a 'slow' fault. */
  seconds: number;
  createdAt: number;
}

/** An uploaded file (mocks/handlers/file.ts), kept as a data URL so previews survive reloads. */
export interface FileRow {
  id: string;
  userId: string;
  name: string;
  mimeType: string;
  size: number;
  /** The upload's `type` query (avatar, image, file …). */
  purpose: string;
  dataUrl: string;
  createTime: string;
  /** Set once the client posts upload/record. */
  recorded: boolean;
}

/** One developer API key; the full secret is only ever returned once, at creation. */
export interface ApiKeyRow {
  id: string;
  userId: string;
  name: string;
  secret: string;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  createTime: string;
  /** '' when never used. */
  lastUsedTime: string;
}

/** A signed (or to-be-signed) service contract; amounts in fen. */
export interface ContractRow {
  id: string;
  userId: string;
  contractNo: string;
  name: string;
  /** 1 待签署, 2 已签署, 3 已到期 */
  status: number;
  amount: number;
  partyA: string;
  partyB: string;
  startDate: string;
  endDate: string;
  signTime: string;
  createTime: string;
  /** Markdown body. */
  content: string;
}

/** An SDK authorization code. */
export interface AuthCodeRow {
  id: string;
  userId: string;
  code: string;
  productName: string;
  deviceLimit: number;
  /** 1 有效, 2 已过期, 3 已停用 */
  status: number;
  createTime: string;
  expireTime: string;
}

/** A user's trade account; cents avoid float drift. */
export interface TradeAccountRow {
  id: string;
  userId: string;
  balanceCents: number;
}

export interface CouponRow {
  id: string;
  userId: string;
  name: string;
  amountCents: number;
  remainingCents: number;
  /** 1 可使用, 2 已用完, 3 已过期 */
  status: number;
  source: string;
  issueTime: string;
  expireTime: string;
}

export interface OrderRow {
  id: string;
  userId: string;
  orderNo: string;
  productName: string;
  /** 1 账户充值, 2 资源包, 3 SDK授权 */
  orderType: number;
  amountCents: number;
  /** 1 待支付, 2 已支付, 3 已取消, 4 已退款 */
  status: number;
  payMethod: string;
  createTime: string;
  payTime: string;
}

/** A store or private app (mocks/handlers/appStore.ts). auditStatus 0 private draft, 1 pending, 2 approved, 3 rejected. */
export interface AppRow {
  id: string;
  /** Owner; '' for the platform's own apps. */
  userId: string;
  appName: string;
  appType: number;
  abilityName: string;
  industryName: string;
  iconUrl: string;
  bgUrl: string;
  jumpUrl: string;
  appShortDesc: string;
  demoJson: string;
  appDesc: string;
  /** 1 public, 2 not public. */
  openFlag: number;
  guideDesc: string;
  /** Newline-joined guide questions shown in the dialogue. */
  guides: string;
  /** Comma-joined permission codes this app's users may be granted (appConfig). */
  features: string;
  auditStatus: number;
  auditUserName: string;
  auditTime: string;
  reason: string;
  useCount: number;
  createTime: string;
  updateTime: string;
}

/** An app in a user's "my apps" list, ordered by sort. */
export interface AppAssistantRow {
  id: string;
  userId: string;
  appId: string;
  sort: number;
  createTime: string;
}

export interface AppSessionRow {
  id: string;
  userId: string;
  appId: string;
  title: string;
  /** Simulated epoch ms when topped; 0 when not topped. */
  topTime: number;
  updateTime: string;
}

export interface DialogueRecordRow {
  id: string;
  sessionId: string;
  userId: string;
  question: string;
  answer: string;
  /** Hidden by the user (noDisplay). */
  hidden: boolean;
  createTime: string;
}

/** App resources granted to a user or group: comma-joined functional permission ids. */
export interface AppResourceGrantRow {
  id: string;
  /** 'user' | 'group' */
  targetType: string;
  targetId: string;
  permissionIds: string;
}

/** A knowledge repository the admin console's files belong to (uploadList/{id}). */
export interface KnowledgeRepoRow {
  id: string;
  name: string;
  description: string;
  createTime: string;
}

/** One file of a knowledge repository; `fileId` is the platform's snowflake id (above 2^53). */
export interface KnowledgeFileRow {
  id: string;
  fileId: string;
  repoId: string;
  fileName: string;
  /** Lower-case extension, one of the fileType list. */
  fileType: string;
  size: number;
  mimeType: string;
  dataUrl: string;
  uploaderName: string;
  createTime: string;
}

/** A model or app download application (audits-mgmt/model-verification); auditStatus 1 pending, 2 approved, 3 rejected. */
export interface DownloadAuditRow {
  id: string;
  /** 'model' | 'app' */
  kind: string;
  userId: string;
  targetName: string;
  version: string;
  purpose: string;
  companyName: string;
  auditStatus: number;
  reason: string;
  auditUserName: string;
  createTime: string;
  auditTime: string;
}

/** A resource quota allocated to a user (resource/resource-allocation). */
export interface ResourceQuotaRow {
  id: string;
  userId: string;
  /** 'tokens' | 'gpu' | 'storage' | 'qps' */
  resourceType: string;
  quota: number;
  used: number;
  expireTime: string;
  remark: string;
  updateTime: string;
}

export const modelNames = [
  'knowledgeRepo',
  'knowledgeFile',
  'downloadAudit',
  'resourceQuota',
  'user',
  'token',
  'guestSession',
  'throttle',
  'captchaChallenge',
  'role',
  'group',
  'verificationCode',
  'message',
  'customerInfo',
  'invitationCode',
  'invitationRequest',
  'authDetail',
  'enterpriseVerification',
  'personalVerification',
  'trackBatch',
  'fault',
  'file',
  'apiKey',
  'contract',
  'authCode',
  'tradeAccount',
  'coupon',
  'order',
  'app',
  'appAssistant',
  'appSession',
  'dialogueRecord',
  'appResourceGrant',
  'feedback',
  'feedbackMessage',
] as const;
export type ModelName = (typeof modelNames)[number];

const counters = Object.fromEntries(modelNames.map((name) => [name, 0])) as Record<ModelName, number>;

const nextId =
  (name: ModelName) =>
  (): string => {
    counters[name] += 1;
    return String(counters[name]);
  };

export const idCounters = (): Record<ModelName, number> => ({ ...counters });
export function setIdCounter(name: ModelName, value: number): void {
  counters[name] = value;
}

const flag = (): boolean => false;
const zero = (): number => 0;

const dictionary = {
  knowledgeRepo: { id: primaryKey(nextId('knowledgeRepo')), name: String, description: String, createTime: String },
  knowledgeFile: {
    id: primaryKey(nextId('knowledgeFile')), fileId: String, repoId: String, fileName: String, fileType: String, size: zero,
    mimeType: String, dataUrl: String, uploaderName: String, createTime: String,
  },
  downloadAudit: {
    id: primaryKey(nextId('downloadAudit')), kind: String, userId: String, targetName: String, version: String, purpose: String,
    companyName: String, auditStatus: (): number => 1, reason: String, auditUserName: String, createTime: String, auditTime: String,
  },
  resourceQuota: {
    id: primaryKey(nextId('resourceQuota')), userId: String, resourceType: String, quota: zero, used: zero, expireTime: String,
    remark: String, updateTime: String,
  },
  trackBatch: { id: primaryKey(nextId('trackBatch')), common: String, events: String, receivedAt: zero },
  fault: { id: primaryKey(nextId('fault')), area: String, kind: String, scope: String, seconds: zero, createdAt: zero },
  app: {
    id: primaryKey(nextId('app')),
    userId: String,
    appName: String,
    appType: zero,
    abilityName: String,
    industryName: String,
    iconUrl: String,
    bgUrl: String,
    jumpUrl: String,
    appShortDesc: String,
    demoJson: String,
    appDesc: String,
    openFlag: (): number => 1,
    guideDesc: String,
    guides: String,
    features: String,
    auditStatus: zero,
    auditUserName: String,
    auditTime: String,
    reason: String,
    useCount: zero,
    createTime: String,
    updateTime: String,
  },
  appAssistant: { id: primaryKey(nextId('appAssistant')), userId: String, appId: String, sort: zero, createTime: String },
  appSession: { id: primaryKey(nextId('appSession')), userId: String, appId: String, title: String, topTime: zero, updateTime: String },
  dialogueRecord: {
    id: primaryKey(nextId('dialogueRecord')),
    sessionId: String,
    userId: String,
    question: String,
    answer: String,
    hidden: flag,
    createTime: String,
  },
  appResourceGrant: { id: primaryKey(nextId('appResourceGrant')), targetType: String, targetId: String, permissionIds: String },
  feedback: {
    id: primaryKey(nextId('feedback')), ownerKey: String, userType: zero, userName: String, feedbackType: zero, feedbackStatus: zero,
    contactName: String, contactInfo: String, createTime: String, lastActivityTime: String,
  },
  feedbackMessage: {
    id: primaryKey(nextId('feedbackMessage')), feedbackId: String, msgFromType: zero, msgContent: String, imageUrls: String,
    createTime: String, userIsRead: flag,
  },
  file: { id: primaryKey(nextId('file')), userId: String, name: String, mimeType: String, size: zero, purpose: String, dataUrl: String, createTime: String, recorded: flag },
  apiKey: { id: primaryKey(nextId('apiKey')), userId: String, name: String, secret: String, status: (): 0 | 1 => 1, createTime: String, lastUsedTime: String },
  contract: {
    id: primaryKey(nextId('contract')), userId: String, contractNo: String, name: String, status: zero, amount: zero, partyA: String,
    partyB: String, startDate: String, endDate: String, signTime: String, createTime: String, content: String,
  },
  authCode: { id: primaryKey(nextId('authCode')), userId: String, code: String, productName: String, deviceLimit: zero, status: zero, createTime: String, expireTime: String },
  tradeAccount: { id: primaryKey(nextId('tradeAccount')), userId: String, balanceCents: zero },
  coupon: { id: primaryKey(nextId('coupon')), userId: String, name: String, amountCents: zero, remainingCents: zero, status: zero, source: String, issueTime: String, expireTime: String },
  order: { id: primaryKey(nextId('order')), userId: String, orderNo: String, productName: String, orderType: zero, amountCents: zero, status: zero, payMethod: String, createTime: String, payTime: String },
  user: {
    id: primaryKey(nextId('user')),
    userId: String,
    phone: String,
    userName: String,
    nickName: String,
    avatarUrl: String,
    password: String,
    trialDeadline: String,
    isInfoFull: flag,
    experienceAuth: flag,
    userRole: (): 1 | 2 => 2,
    status: (): 0 | 1 => 1,
    position: String,
    companyName: String,
    email: String,
    sex: (): 0 | 1 | 2 => 0,
    createTime: String,
    roleIds: String,
    groupIds: String,
  },
  token: { id: primaryKey((): string => ''), userId: String, createdAt: zero },
  guestSession: { id: primaryKey((): string => ''), createdAt: zero },
  throttle: { id: primaryKey((): string => ''), hits: zero, windowStart: zero, blockedUntil: zero },
  captchaChallenge: { id: primaryKey((): string => ''), gap: zero, issuedAt: zero },
  role: { id: primaryKey(nextId('role')), roleName: String, description: String, codes: String, createTime: String },
  group: {
    id: primaryKey(nextId('group')),
    parentId: String,
    groupName: String,
    admins: String,
    roleIds: String,
    createTime: String,
  },
  verificationCode: {
    id: primaryKey(nextId('verificationCode')),
    phone: String,
    type: zero,
    code: String,
    issuedAt: zero,
    expiresAt: zero,
    usedAt: zero,
  },
  message: { id: primaryKey(nextId('message')), userId: String, content: String, createTime: String, isRead: flag },
  customerInfo: {
    id: primaryKey(nextId('customerInfo')),
    companyName: String,
    userName: String,
    phone: String,
    industry: String,
    email: String,
    demand: String,
    position: String,
    source: zero,
    createTime: String,
    status: (): number => 1,
  },
  invitationCode: {
    id: primaryKey(nextId('invitationCode')),
    code: String,
    status: (): 1 | 2 | 3 => 1,
    ownerUserId: String,
    activatedUserId: String,
    trialDays: (): number => 30,
    createTime: String,
    activationTime: String,
  },
  invitationRequest: { id: primaryKey(nextId('invitationRequest')), userId: String, createTime: String },
  authDetail: {
    id: primaryKey(nextId('authDetail')),
    userId: String,
    status: (): number => 1,
    personalStatus: (): number => 1,
    updateTime: String,
  },
  enterpriseVerification: {
    id: primaryKey(nextId('enterpriseVerification')),
    userId: String,
    companyName: String,
    creditCode: String,
    legalPerson: String,
    contactName: String,
    contactPhone: String,
    remitCode: String,
    bankName: String,
    bankAccount: String,
    accountName: String,
    auditStatus: (): 1 | 2 | 3 | 4 => 1,
    reason: String,
    auditUserId: String,
    createTime: String,
    auditTime: String,
  },
  personalVerification: {
    id: primaryKey(nextId('personalVerification')),
    userId: String,
    realName: String,
    idCard: String,
    auditStatus: (): 1 | 2 | 3 => 1,
    reason: String,
    auditUserId: String,
    createTime: String,
    auditTime: String,
  },
};

/**
 * @mswjs/data mirrors every write to other same-origin clients over a BroadcastChannel.
 * Node's BroadcastChannel spans worker threads, so parallel test files would write into each
 * other's data; tabs are kept in step through storage instead (mocks/browser.ts).
 */
function createIsolatedDb() {
  const channel = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel');
  if (channel) Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  try {
    return factory(dictionary);
  } finally {
    if (channel) Object.defineProperty(globalThis, 'BroadcastChannel', channel);
  }
}

const db = createIsolatedDb();

/** The library's model API as far as the tables need it. */
interface ModelApi<Row> {
  getAll(): Row[];
  create(values: Partial<Row>): Row;
  update(query: { where: { id: { equals: string } }; data: Partial<Row> }): Row | null;
  delete(query: { where: { id: { equals: string } } }): Row | null;
}

export interface Table<Row extends { id: string }> {
  all(): Row[];
  get(id: string): Row | undefined;
  find(match: (row: Row) => boolean): Row | undefined;
  filter(match: (row: Row) => boolean): Row[];
  count(match?: (row: Row) => boolean): number;
  insert(values: Partial<Row>): Row;
  patch(id: string, data: Partial<Omit<Row, 'id'>>): Row | undefined;
  remove(id: string): boolean;
  removeWhere(match: (row: Row) => boolean): number;
  clear(): void;
}

let dirty = false;
/** True once after any write since the last call: persistence saves only when needed. */
export function takeDirty(): boolean {
  const was = dirty;
  dirty = false;
  return was;
}
export function markDirty(): void {
  dirty = true;
}

// The library hands out live entities tagged with internal symbols; callers get plain copies.
const plain = <Row extends object>(row: Row): Row => Object.fromEntries(Object.entries(row)) as Row;

function tableOf<Row extends { id: string }>(model: ModelApi<Row>): Table<Row> {
  const byId = (id: string) => ({ where: { id: { equals: id } } });
  // An in-memory index of plain rows by id, kept in step with every write below: copying each
  // live entity on every query made a page over 100,000 rows cost ~200 ms (bench: simulator).
  // Callers still get their own copies, so mutating a returned row never touches the table.
  let index: Map<string, Row> | undefined;
  const rows = (): Map<string, Row> => (index ??= new Map(model.getAll().map((row) => [row.id, plain(row)])));
  const copy = (row: Row): Row => ({ ...row });
  const table: Table<Row> = {
    all: () => [...rows().values()].map(copy),
    get: (id) => {
      const row = rows().get(id);
      return row ? copy(row) : undefined;
    },
    find: (match) => {
      for (const row of rows().values()) if (match(row)) return copy(row);
      return undefined;
    },
    filter: (match) => [...rows().values()].filter(match).map(copy),
    count: (match) => (match ? [...rows().values()].filter(match).length : rows().size),
    insert: (values) => {
      dirty = true;
      const row = plain(model.create(values));
      index?.set(row.id, row);
      return copy(row);
    },
    patch: (id, data) => {
      dirty = true;
      const row = model.update({ ...byId(id), data: { ...data } as Partial<Row> });
      if (!row) return undefined;
      const stored = plain(row);
      index?.set(stored.id, stored);
      return copy(stored);
    },
    remove: (id) => {
      dirty = true;
      index?.delete(id);
      return model.delete(byId(id)) !== null;
    },
    removeWhere: (match) => {
      const ids = [...rows().values()].filter(match).map((row) => row.id);
      ids.forEach((id) => table.remove(id));
      return ids.length;
    },
    clear: () => {
      table.removeWhere(() => true);
    },
  };
  return table;
}

export const tables = {
  knowledgeRepo: tableOf<KnowledgeRepoRow>(db.knowledgeRepo),
  knowledgeFile: tableOf<KnowledgeFileRow>(db.knowledgeFile),
  downloadAudit: tableOf<DownloadAuditRow>(db.downloadAudit),
  resourceQuota: tableOf<ResourceQuotaRow>(db.resourceQuota),
  user: tableOf<UserRow>(db.user),
  token: tableOf<TokenRow>(db.token),
  guestSession: tableOf<GuestSessionRow>(db.guestSession),
  throttle: tableOf<ThrottleRow>(db.throttle),
  captchaChallenge: tableOf<CaptchaChallengeRow>(db.captchaChallenge),
  role: tableOf<RoleRow>(db.role),
  group: tableOf<GroupRow>(db.group),
  verificationCode: tableOf<VerificationCodeRow>(db.verificationCode),
  message: tableOf<MessageRow>(db.message),
  customerInfo: tableOf<CustomerInfoRow>(db.customerInfo),
  invitationCode: tableOf<InvitationCodeRow>(db.invitationCode),
  invitationRequest: tableOf<InvitationRequestRow>(db.invitationRequest),
  authDetail: tableOf<AuthDetailRow>(db.authDetail),
  enterpriseVerification: tableOf<EnterpriseVerificationRow>(db.enterpriseVerification),
  personalVerification: tableOf<PersonalVerificationRow>(db.personalVerification),
  trackBatch: tableOf<TrackBatchRow>(db.trackBatch),
  fault: tableOf<FaultRow>(db.fault),
  app: tableOf<AppRow>(db.app),
  appAssistant: tableOf<AppAssistantRow>(db.appAssistant),
  appSession: tableOf<AppSessionRow>(db.appSession),
  dialogueRecord: tableOf<DialogueRecordRow>(db.dialogueRecord),
  appResourceGrant: tableOf<AppResourceGrantRow>(db.appResourceGrant),
  file: tableOf<FileRow>(db.file),
  apiKey: tableOf<ApiKeyRow>(db.apiKey),
  contract: tableOf<ContractRow>(db.contract),
  authCode: tableOf<AuthCodeRow>(db.authCode),
  tradeAccount: tableOf<TradeAccountRow>(db.tradeAccount),
  coupon: tableOf<CouponRow>(db.coupon),
  order: tableOf<OrderRow>(db.order),
  feedback: tableOf<FeedbackRow>(db.feedback),
  feedbackMessage: tableOf<FeedbackMessageRow>(db.feedbackMessage),
} satisfies Record<ModelName, Table<{ id: string }>>;

export type Tables = typeof tables;

/** Lists of ids and codes are stored comma-joined, the simplest shape every backend can hold. */
export const splitIds = (joined: string): string[] => (joined ? joined.split(',').filter(Boolean) : []);
export const joinIds = (ids: Iterable<string>): string => [...new Set(ids)].join(',');
