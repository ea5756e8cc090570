/**
 * Real-name applications of the demo world: the verified demo accounts have approved ones, and
 * a few seeded developers wait in the audit queues (pending, awaiting transfer, rejected), so the
 * admin pages have work from the start. Runs after the auth details are seeded.
 */
import { BANKS } from '../../src/domain/certification';
import { tables, type UserRow } from '../db/models';
import { DAY, SIM_EPOCH } from '../rules/clock';
import { codeChars, digits, intBetween, pick, randomFor, type Random } from '../rules/random';

const at = (daysBefore: number): string => new Date(SIM_EPOCH - daysBefore * DAY).toISOString();

const REGIONS = ['110105', '310104', '440305', '330106', '510107', '420106', '320102', '370202'];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** A well-formed ID card number, check digit included. */
function idCard(random: Random): string {
  const body = `${pick(random, REGIONS)}19${intBetween(random, 70, 99)}${String(intBetween(random, 1, 12)).padStart(2, '0')}${String(intBetween(random, 1, 28)).padStart(2, '0')}${digits(random, 3)}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i], 0);
  return body + CHECK[sum % 11];
}

const creditCode = (random: Random) => `91${pick(random, REGIONS)}${codeChars(random, 10).replace(/[IOSVZ]/g, '8')}`;

const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '涛', '明', '超', '霞', '平'];
/** The seeded nickName is a surname; a title such as 管理员 is not, and then a common surname stands in. */
const fullName = (random: Random, nickName: string) =>
  `${/^[\u4e00-\u9fa5]$/.test(nickName) ? nickName : '王'}${pick(random, GIVEN)}${random() < 0.5 ? pick(random, GIVEN) : ''}`;

export type Outcome = 'pending' | 'awaitingRemit' | 'rejected' | 'approved';

export async function seedEnterprise(
  random: Random,
  user: UserRow,
  outcome: Outcome,
  auditor: string,
  daysAgo: number,
): Promise<void> {
  const remitted = outcome !== 'awaitingRemit';
  const auditStatus = { awaitingRemit: 1, pending: 2, approved: 3, rejected: 4 } as const;
  await tables.enterpriseVerification.insert({
    userId: user.id,
    companyName: user.companyName,
    creditCode: creditCode(random),
    legalPerson: fullName(random, user.nickName),
    contactName: fullName(random, user.nickName),
    contactPhone: user.phone,
    remitCode: codeChars(random, 6),
    bankName: remitted ? pick(random, BANKS) : '',
    bankAccount: remitted ? digits(random, 19) : '',
    accountName: remitted ? user.companyName : '',
    auditStatus: auditStatus[outcome],
    reason: outcome === 'rejected' ? '营业执照信息与工商登记不一致' : '',
    auditUserId: outcome === 'approved' || outcome === 'rejected' ? auditor : '',
    createTime: at(daysAgo),
    auditTime: outcome === 'approved' || outcome === 'rejected' ? at(daysAgo - 1) : '',
  });
  const status = { awaitingRemit: 2, pending: 2, approved: 3, rejected: 4 }[outcome];
  const row = tables.authDetail.find((a) => a.userId === user.id);
  if (row) await tables.authDetail.patch(row.id, { status });
}

async function seedPersonal(
  random: Random,
  user: UserRow,
  outcome: Exclude<Outcome, 'awaitingRemit'>,
  auditor: string,
  daysAgo: number,
): Promise<void> {
  const auditStatus = { pending: 1, approved: 2, rejected: 3 } as const;
  await tables.personalVerification.insert({
    userId: user.id,
    realName: fullName(random, user.nickName),
    idCard: idCard(random),
    auditStatus: auditStatus[outcome],
    reason: outcome === 'rejected' ? '身份证号与姓名不匹配' : '',
    auditUserId: outcome === 'pending' ? '' : auditor,
    createTime: at(daysAgo),
    auditTime: outcome === 'pending' ? '' : at(daysAgo - 1),
  });
  const personalStatus = { pending: 4, approved: 2, rejected: 3 }[outcome];
  const row = tables.authDetail.find((a) => a.userId === user.id);
  if (row) await tables.authDetail.patch(row.id, { personalStatus });
}

export async function seedVerifications(): Promise<void> {
  const random = randomFor('verifications');
  const byName = (name: string) => tables.user.find((u) => u.userName === name);
  const admin = byName('admin');
  const auditor = admin?.id ?? '';
  // The demo accounts whose badges say verified have the approved applications behind them.
  if (admin) {
    await seedEnterprise(random, admin, 'approved', auditor, 360);
    await seedPersonal(random, admin, 'approved', auditor, 360);
  }
  const devEnt = byName('dev_ent');
  if (devEnt) await seedEnterprise(random, devEnt, 'approved', auditor, 110);
  const devPerson = byName('dev_person');
  if (devPerson) await seedPersonal(random, devPerson, 'approved', auditor, 50);

  const queue: [string, Outcome | null, Exclude<Outcome, 'awaitingRemit'> | null][] = [
    ['dev_001', 'pending', 'pending'],
    ['dev_002', 'pending', null],
    ['dev_003', 'awaitingRemit', 'approved'],
    ['dev_004', 'rejected', 'pending'],
    ['dev_005', 'approved', 'rejected'],
    ['dev_006', null, 'pending'],
  ];
  for (const [i, [name, enterprise, personal]] of queue.entries()) {
    const user = byName(name);
    if (!user) continue;
    if (enterprise) await seedEnterprise(random, user, enterprise, auditor, 20 - i * 2);
    if (personal) await seedPersonal(random, user, personal, auditor, 18 - i * 2);
  }
}
