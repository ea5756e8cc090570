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

export const modelNames = [
  'user',
  'token',
  'guestSession',
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
  trackBatch: { id: primaryKey(nextId('trackBatch')), common: String, events: String, receivedAt: zero },
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
  const table: Table<Row> = {
    all: () => model.getAll().map(plain),
    get: (id) => table.find((row) => row.id === id),
    find: (match) => {
      const row = model.getAll().find(match);
      return row ? plain(row) : undefined;
    },
    filter: (match) => model.getAll().filter(match).map(plain),
    count: (match) => (match ? model.getAll().filter(match).length : model.getAll().length),
    insert: (values) => {
      dirty = true;
      return plain(model.create(values));
    },
    patch: (id, data) => {
      dirty = true;
      const row = model.update({ ...byId(id), data: { ...data } as Partial<Row> });
      return row ? plain(row) : undefined;
    },
    remove: (id) => {
      dirty = true;
      return model.delete(byId(id)) !== null;
    },
    removeWhere: (match) => {
      const ids = model.getAll().filter(match).map((row) => row.id);
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
  user: tableOf<UserRow>(db.user),
  token: tableOf<TokenRow>(db.token),
  guestSession: tableOf<GuestSessionRow>(db.guestSession),
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
} satisfies Record<ModelName, Table<{ id: string }>>;

export type Tables = typeof tables;

/** Lists of ids and codes are stored comma-joined, the simplest shape every backend can hold. */
export const splitIds = (joined: string): string[] => (joined ? joined.split(',').filter(Boolean) : []);
export const joinIds = (ids: Iterable<string>): string => [...new Set(ids)].join(',');
