/**
 * Named states worth demonstrating, applied on top of a freshly seeded world with the same
 * seed helpers as the default data (deterministic streams, times relative to the clock).
 * Each says whom the console signs in as and where it lands, so one click sets the scene.
 */
import { tables } from '../db/models';
import { DAY, MINUTE, now } from '../rules/clock';
import { intBetween, pick, randomFor } from '../rules/random';
import { seedEnterprise } from './verification';

export type ScenarioId = 'unreadInbox' | 'pendingEnterpriseCert' | 'trialExpiresTomorrow';

export interface Scenario {
  id: ScenarioId;
  title: string;
  description: string;
  /** The account the console signs in as afterwards. */
  signInAs: string;
  /** Where the page reloads to. */
  path: string;
}

export const UNREAD_MESSAGE_COUNT = 120;

export const scenarios: readonly Scenario[] = [
  {
    id: 'unreadInbox',
    title: '未读消息与反馈回复',
    description: `dev_ent 有 ${UNREAD_MESSAGE_COUNT} 条未读站内信，以及平台已回复、尚未查看的反馈。`,
    signInAs: 'dev_ent',
    path: '/console/model-square',
  },
  {
    id: 'pendingEnterpriseCert',
    title: '企业认证待审核',
    description: 'trial_none（苏州智造精密机械有限公司）刚提交企业认证并完成打款，以超级管理员身份进入审核列表。',
    signInAs: 'admin',
    path: '/mgmt-console/audits-mgmt/identity-verification/company',
  },
  {
    id: 'trialExpiresTomorrow',
    title: '体验明天到期',
    description: 'dev_person 的体验权限明天到期；将时钟拨快 1 天即可展示到期后的体验中心。',
    signInAs: 'dev_person',
    path: '/console/experience-center',
  },
];

const userNamed = (userName: string) => {
  const user = tables.user.find((u) => u.userName === userName);
  if (!user) throw new Error(`seed lacks ${userName}`);
  return user;
};

const NOTICE_TOPICS = [
  '您的应用“云帆客服助手”今日调用量已超过 1 万次，请关注资源配额。',
  '模型广场上新：通用大模型 v3.2 已开放体验。',
  '您的知识库文件已完成解析，可在应用配置中引用。',
  '您有一张代金券将在 7 天后到期，请尽快使用。',
  '平台将于本周六凌晨进行例行维护，届时体验中心可能短暂不可用。',
  '您的 API 密钥已连续 30 天未使用，如不再需要请及时删除。',
  '新的开发者文档已发布：函数调用与结构化输出。',
  '本月账单已生成，可在交易中心查看日账单明细。',
];

async function seedUnreadMessages(userId: string): Promise<void> {
  const random = randomFor('scenario:unreadInbox');
  const start = now() - UNREAD_MESSAGE_COUNT * 30 * MINUTE;
  for (let i = 0; i < UNREAD_MESSAGE_COUNT; i++) {
    await tables.message.insert({
      userId,
      content: pick(random, NOTICE_TOPICS),
      createTime: new Date(start + i * 30 * MINUTE + intBetween(random, 0, 20) * MINUTE).toISOString(),
      isRead: false,
    });
  }
}

/** Answered feedback whose platform replies the user has not opened yet (msgFromType 3, unread). */
const HOUR = 60 * MINUTE;

const UNREAD_FEEDBACK: {
  type: number;
  question: string;
  reply: string;
  askedHoursAgo: number;
  repliedHoursAgo: number;
}[] = [
  {
    type: 3,
    question: '调用 qwen-72b-chat 流式接口时，偶尔在第一段输出后断开，返回码 504，请帮忙看看。',
    reply: '您好，已定位为网关空闲超时配置过短，现已调整为 300 秒，请重试；如仍出现请附上请求 ID 回复我们。',
    askedHoursAgo: 30,
    repliedHoursAgo: 3,
  },
  {
    type: 2,
    question: '希望账单页面支持按应用维度导出 Excel，方便财务对账。',
    reply: '您好，按应用导出账单已排入本月迭代，上线后会通过站内信通知您，感谢建议！',
    askedHoursAgo: 52,
    repliedHoursAgo: 1,
  },
];

async function seedUnreadFeedbackReplies(userId: string, userName: string): Promise<void> {
  const hoursAgo = (hours: number) => new Date(now() - hours * HOUR).toISOString();
  for (const item of UNREAD_FEEDBACK) {
    const thread = await tables.feedback.insert({
      ownerKey: userId,
      userType: 2,
      userName,
      feedbackType: item.type,
      feedbackStatus: 1,
      contactName: '',
      contactInfo: '',
      createTime: hoursAgo(item.askedHoursAgo),
      lastActivityTime: hoursAgo(item.repliedHoursAgo),
    });
    const message = async (msgFromType: number, msgContent: string, hours: number, userIsRead: boolean) =>
      await tables.feedbackMessage.insert({
        feedbackId: thread.id,
        msgFromType,
        msgContent,
        createTime: hoursAgo(hours),
        userIsRead,
      });
    await message(1, item.question, item.askedHoursAgo, true);
    await message(3, item.reply, item.repliedHoursAgo, false);
  }
}

async function applyUnreadInbox(): Promise<void> {
  const user = userNamed('dev_ent');
  await seedUnreadMessages(user.id);
  await seedUnreadFeedbackReplies(user.id, user.userName);
}

async function applyPendingEnterpriseCert(): Promise<void> {
  const applicant = userNamed('trial_none');
  const auditor = userNamed('admin');
  await seedEnterprise(randomFor('scenario:pendingEnterpriseCert'), applicant, 'pending', auditor.id, 0);
}

async function applyTrialExpiresTomorrow(): Promise<void> {
  const user = userNamed('dev_person');
  await tables.user.patch(user.id, { experienceAuth: true, trialDeadline: new Date(now() + DAY).toISOString() });
}

const appliers: Record<ScenarioId, () => Promise<void>> = {
  unreadInbox: applyUnreadInbox,
  pendingEnterpriseCert: applyPendingEnterpriseCert,
  trialExpiresTomorrow: applyTrialExpiresTomorrow,
};

/** Puts a freshly seeded world into the scenario's state. */
export async function applyScenario(id: ScenarioId): Promise<Scenario> {
  const scenario = scenarios.find((s) => s.id === id);
  if (!scenario) throw new Error(`unknown scenario ${id}`);
  await appliers[id]();
  return scenario;
}
