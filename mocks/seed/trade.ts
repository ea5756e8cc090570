/**
 * Trade and developer data of the demo accounts: API keys, contracts, SDK auth codes, coupons,
 * orders, five months of daily bills (2026-06-01 up to the day before the seeded clock,
 * 2026-11-01) and the ledger those produce. Everything derives from seeded random streams, and
 * the ledger is computed from the bills, so balances, bills and transactions always agree.
 */
import { markdownText } from '../../src/domain/markdownText';
import { tables, type CouponRow, type OrderRow, type UserRow } from '../db/models';
import { beijingDate, beijingInstant, daysBetween } from '../rules/beijing';
import { SIM_EPOCH } from '../rules/clock';
import { intBetween, randomFor, type Random } from '../rules/random';
import { compareText } from '../../src/domain/ordering';

export const BILL_FIRST_DAY = '2026-06-01';
/** The last complete day before the seeded clock (2026-11-01 08:00 Beijing). */
export const BILL_LAST_DAY = beijingDate(SIM_EPOCH - 86_400_000);

interface Product {
  name: string;
  item: string;
  unit: string;
  /** Fen per unit. */
  price: number;
  /** Daily usage range at scale 1. */
  usage: [number, number];
  /** Chance it is used on a given weekday. */
  chance: number;
}

export const PRODUCTS: Product[] = [
  { name: '通用大模型 Pro', item: '输入输出tokens', unit: '千tokens', price: 12, usage: [300, 2200], chance: 1 },
  { name: '通用大模型 Lite', item: '输入输出tokens', unit: '千tokens', price: 2, usage: [800, 6000], chance: 0.8 },
  { name: '视觉理解模型', item: '图片理解调用', unit: '次', price: 5, usage: [100, 1500], chance: 0.5 },
  { name: '语音转写服务', item: '音频转写时长', unit: '分钟', price: 30, usage: [20, 240], chance: 0.35 },
];

interface TradeProfile {
  userName: string;
  /** Multiplies daily usage. */
  scale: number;
  /** Monthly top-up in fen. */
  topUp: number;
  coupons: Omit<CouponRow, 'id' | 'userId' | 'remainingCents' | 'status'>[];
}

const PROFILES: TradeProfile[] = [
  {
    userName: 'dev_ent',
    scale: 1,
    topUp: 1_000_000,
    coupons: [
      {
        name: '新用户专享代金券',
        amountCents: 20_000,
        source: '新用户注册',
        issueTime: beijingInstant('2026-06-01', 9),
        expireTime: beijingInstant('2026-08-31', 23, 59),
      },
      {
        name: '邀请好友奖励',
        amountCents: 20_000,
        source: '邀请奖励',
        issueTime: beijingInstant('2026-07-12', 10),
        expireTime: beijingInstant('2026-07-15', 23, 59),
      },
      {
        name: '企业认证礼包',
        amountCents: 50_000,
        source: '企业认证',
        issueTime: beijingInstant('2026-10-30', 14),
        expireTime: beijingInstant('2026-11-08', 23, 59),
      },
      {
        name: '双十一算力补贴',
        amountCents: 100_000,
        source: '平台活动',
        issueTime: beijingInstant('2026-10-31', 10),
        expireTime: beijingInstant('2026-12-31', 23, 59),
      },
    ],
  },
  {
    userName: 'dev_person',
    scale: 0.08,
    topUp: 50_000,
    coupons: [
      {
        name: '新用户专享代金券',
        amountCents: 20_000,
        source: '新用户注册',
        issueTime: beijingInstant('2026-09-02', 9),
        expireTime: beijingInstant('2026-12-01', 23, 59),
      },
    ],
  },
  { userName: 'admin', scale: 0.03, topUp: 20_000, coupons: [] },
];

const hex = (random: Random, count: number): string =>
  Array.from({ length: count }, () => '0123456789abcdef'[Math.floor(random() * 16)]).join('');

const isWeekend = (date: string): boolean => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** Trade numbers look like the platform's: a kind letter, the date, then digits. */
const tradeNo = (kind: string, date: string, random: Random): string =>
  `${kind}${date.replace(/-/g, '')}${String(intBetween(random, 0, 999999)).padStart(6, '0')}`;

/** One product's spend on one day (Beijing YYYY-MM-DD); fen. */
export interface BillRecord {
  id: string;
  date: string;
  productName: string;
  billingItem: string;
  usage: number;
  unit: string;
  amountCents: number;
  couponCents: number;
}

/** One ledger entry; tradeType 1 充值, 2 消费, 3 退款; fen, signed. */
export interface LedgerRecord {
  id: string;
  tradeNo: string;
  tradeType: number;
  amountCents: number;
  balanceAfterCents: number;
  remark: string;
  tradeTime: string;
}

type SeedOrder = Omit<OrderRow, 'id' | 'userId'>;
type SeedCoupon = Omit<CouponRow, 'id' | 'userId'>;

export interface TradeHistory {
  bills: BillRecord[];
  ledger: LedgerRecord[];
  orders: SeedOrder[];
  coupons: SeedCoupon[];
  balanceCents: number;
}

/**
 * Replays five months of a profile's usage: top-ups, purchases, coupon deductions and daily
 * settlements. Pure, so its result is cached instead of stored: the history is immutable,
 * and thousands of rows in the tables would make every reseed slow.
 */
function replayHistory(profile: TradeProfile): TradeHistory {
  const random = randomFor(`trade:${profile.userName}`);
  // Only the enterprise developer bought packages and an SDK licence.
  const withOrders = profile.userName === 'dev_ent';
  const coupons = profile.coupons.map((c) => ({ ...c, remainingCents: c.amountCents }));
  const history: TradeHistory = { bills: [], ledger: [], orders: [], coupons: [], balanceCents: 0 };
  let balance = 0;
  const ledger = (tradeType: number, amountCents: number, remark: string, tradeTime: string, kind: string) => {
    balance += amountCents;
    history.ledger.push({
      id: String(history.ledger.length + 1),
      tradeNo: tradeNo(kind, beijingDate(tradeTime), random),
      tradeType,
      amountCents,
      balanceAfterCents: balance,
      remark,
      tradeTime,
    });
  };
  const order = (o: SeedOrder): SeedOrder => {
    history.orders.push(o);
    return o;
  };
  const topUp = (date: string) => {
    const time = beijingInstant(date, 10, intBetween(random, 0, 50));
    const { orderNo } = order({
      orderNo: tradeNo('R', date, random),
      productName: '账户充值',
      orderType: 1,
      amountCents: profile.topUp,
      status: 2,
      payMethod: random() < 0.5 ? '对公转账' : '支付宝',
      createTime: time,
      payTime: time,
    });
    ledger(1, profile.topUp, `账户充值（订单 ${orderNo}）`, time, 'T');
  };

  for (const date of daysBetween(BILL_FIRST_DAY, BILL_LAST_DAY)) {
    if (date.endsWith('-01')) topUp(date);
    if (withOrders) {
      for (const [productName, orderType, amountCents, status, day] of OTHER_ORDERS.filter((o) => o[4] === date)) {
        const paid = status === 2 || status === 4;
        if (paid && balance < amountCents) topUp(date);
        const time = beijingInstant(date, 15, intBetween(random, 0, 19));
        const { orderNo } = order({
          orderNo: tradeNo('O', day, random),
          productName,
          orderType,
          amountCents,
          status,
          payMethod: paid ? '余额支付' : '',
          createTime: time,
          payTime: paid ? time : '',
        });
        if (paid) ledger(2, -amountCents, `购买${productName}（订单 ${orderNo}）`, time, 'C');
        if (status === 4) ledger(3, amountCents, `订单退款（${orderNo}）`, beijingInstant(date, 15, 40), 'F');
      }
    }
    const weekendFactor = isWeekend(date) ? 0.35 : 1;
    let dayCash = 0;
    for (const product of PRODUCTS) {
      // The main model runs every day; the others come and go.
      if (product.chance < 1 && random() > product.chance * (isWeekend(date) ? 0.6 : 1)) continue;
      const usage = Math.max(
        1,
        Math.round(intBetween(random, product.usage[0], product.usage[1]) * profile.scale * weekendFactor),
      );
      const amountCents = usage * product.price;
      // Coupons pay first, the one expiring soonest first.
      const dayStart = beijingInstant(date);
      let couponCents = 0;
      for (const coupon of coupons
        .filter((c) => c.issueTime <= dayStart && c.expireTime >= dayStart)
        .sort((a, b) => compareText(a.expireTime, b.expireTime))) {
        const take = Math.min(coupon.remainingCents, amountCents - couponCents);
        coupon.remainingCents -= take;
        couponCents += take;
      }
      history.bills.push({
        id: String(history.bills.length + 1),
        date,
        productName: product.name,
        billingItem: product.item,
        usage,
        unit: product.unit,
        amountCents,
        couponCents,
      });
      dayCash += amountCents - couponCents;
    }
    // A day that would overdraw is topped up first, as an auto-recharge would.
    if (balance < dayCash) topUp(date);
    if (dayCash > 0) ledger(2, -dayCash, `${date} 按量计费结算`, beijingInstant(date, 26), 'C');
  }

  const seededEnd = new Date(SIM_EPOCH).toISOString();
  history.coupons = coupons.map((c) => ({
    ...c,
    status: c.remainingCents === 0 ? 2 : c.expireTime < seededEnd ? 3 : 1,
  }));
  history.balanceCents = balance;
  return history;
}

const histories = new Map<string, TradeHistory>();
const EMPTY: TradeHistory = { bills: [], ledger: [], orders: [], coupons: [], balanceCents: 0 };

/** A demo account's bills and ledger (empty for everyone else). */
export function tradeHistory(userName: string): TradeHistory {
  const profile = PROFILES.find((p) => p.userName === userName);
  if (!profile) return EMPTY;
  const cached = histories.get(userName) ?? replayHistory(profile);
  histories.set(userName, cached);
  return cached;
}

async function seedAccount(user: UserRow): Promise<void> {
  const history = tradeHistory(user.userName);
  for (const o of history.orders) await tables.order.insert({ ...o, userId: user.id });
  for (const c of history.coupons) await tables.coupon.insert({ ...c, userId: user.id });
  await tables.tradeAccount.insert({ userId: user.id, balanceCents: history.balanceCents });
}

const OTHER_ORDERS: [string, number, number, number, string][] = [
  ['通用大模型 Pro 资源包（1亿tokens）', 2, 960_000, 4, '2026-07-03'],
  ['低空巡检 SDK 授权（10台设备/年）', 3, 1_200_000, 2, '2026-08-18'],
  ['视觉理解模型资源包（50万次）', 2, 200_000, 3, '2026-09-22'],
  ['语音转写资源包（1万分钟）', 2, 250_000, 1, '2026-10-30'],
];

/** The demo developers' API keys: name, days before the seeded clock it was made, last use (Beijing date, '' never). The usage history (seed/usage.ts) is attributed to them. */
export const SEEDED_KEYS: Readonly<Record<string, readonly [string, number, string][]>> = {
  dev_ent: [
    ['生产环境', 150, '2026-10-31'],
    ['测试环境', 40, '2026-10-18'],
  ],
  dev_person: [['个人项目', 30, '']],
};

async function seedKeys(user: UserRow, random: Random, names: readonly [string, number, string][]): Promise<void> {
  for (const [name, daysBefore, lastUsed] of names) {
    await tables.apiKey.insert({
      userId: user.id,
      name,
      secret: `sk-${hex(random, 40)}`,
      status: 1,
      createTime: new Date(SIM_EPOCH - daysBefore * 86_400_000).toISOString(),
      lastUsedTime: lastUsed ? beijingInstant(lastUsed, intBetween(random, 8, 20), intBetween(random, 0, 59)) : '',
    });
  }
}

const contractBody = (name: string, partyA: string, amount: string, start: string, end: string): string => `## ${name}

**甲方（客户）**：${markdownText(partyA)}

**乙方（服务方）**：星河智算科技有限公司

### 第一条 服务内容
乙方向甲方提供大模型开放平台的模型调用、应用搭建与技术支持服务，具体以平台公示的产品说明为准。

### 第二条 服务期限
自 ${start} 起至 ${end} 止。

### 第三条 费用与结算
合同金额为 **${amount}**，按月出具账单，甲方应于账单生成后 15 个工作日内完成支付。

### 第四条 数据与保密
- 甲方上传的数据归甲方所有，乙方仅在提供服务所必需的范围内使用；
- 双方对在合作中知悉的商业秘密负有保密义务，保密期限不因合同终止而终止。

### 第五条 其他
本合同一式两份，双方各执一份，自双方签署之日起生效。`;

async function seedContracts(user: UserRow, random: Random): Promise<void> {
  const partyA = user.companyName || user.nickName || user.userName;
  const list: [string, number, number, string, string, string][] = [
    ['大模型开放平台服务协议（2026年度）', 2, 12_000_000, '2026-01-01', '2026-12-31', '2025-12-26'],
    ['低空巡检 SDK 授权合同', 2, 1_200_000, '2026-08-18', '2027-08-17', '2026-08-18'],
    ['私有化部署技术服务合同', 1, 38_000_000, '2026-11-15', '2027-11-14', ''],
    ['大模型开放平台服务协议（2025年度）', 3, 6_000_000, '2025-01-01', '2025-12-31', '2024-12-20'],
  ];
  for (const [name, status, amount, start, end, signed] of list) {
    const created = signed || '2026-10-28';
    await tables.contract.insert({
      userId: user.id,
      contractNo: tradeNo('HT', created, random),
      name,
      status,
      amount,
      partyA,
      partyB: '星河智算科技有限公司',
      startDate: start,
      endDate: end,
      signTime: signed ? beijingInstant(signed, 16) : '',
      createTime: beijingInstant(created, 11),
      content: contractBody(
        name,
        partyA,
        `¥${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        start,
        end,
      ),
    });
  }
}

async function seedAuthCodes(user: UserRow, random: Random, count: number): Promise<void> {
  const products = ['低空巡检 SDK', '会议纪要 SDK', '通用机器人 SDK'];
  for (let i = 0; i < count; i++) {
    const created = beijingDate(SIM_EPOCH - intBetween(random, 20, 400) * 86_400_000);
    const expire = beijingInstant(`${Number(created.slice(0, 4)) + 1}${created.slice(4)}`, 23, 59);
    const expired = expire < new Date(SIM_EPOCH).toISOString();
    await tables.authCode.insert({
      userId: user.id,
      code: hex(random, 24)
        .toUpperCase()
        .replace(/(.{6})(?=.)/g, '$1-'),
      productName: products[i % products.length],
      deviceLimit: [10, 50, 100][i % 3],
      status: expired ? 2 : i === count - 1 ? 3 : 1,
      createTime: beijingInstant(created, 14),
      expireTime: expire,
    });
  }
}

/** Every user gets a trade account; the demo developers get history, keys, contracts and codes. */
export async function seedTrade(): Promise<void> {
  const random = randomFor('developer');
  const byName = (name: string) => tables.user.find((u) => u.userName === name);
  for (const user of tables.user.all()) await seedAccount(user);
  const ent = byName('dev_ent');
  const person = byName('dev_person');
  if (ent) {
    await seedKeys(ent, random, SEEDED_KEYS.dev_ent);
    await seedContracts(ent, random);
    await seedAuthCodes(ent, random, 5);
  }
  if (person) {
    await seedKeys(person, random, SEEDED_KEYS.dev_person);
    await seedAuthCodes(person, random, 1);
  }
}
