/**
 * Feedback threads in every state (SPEC section 4): waiting (0), answered (1, read and unread),
 * resolved (2) and auto-ended (3), for several users and one guest. dev_ent has an unread
 * platform reply, so its feedback dialog opens on the history, and an answered thread nine and a half
 * days quiet, which auto-ends once the clock moves a day on (seeded minutes add at most 8 hours). Times are offsets to SIM_EPOCH.
 */
import { tables } from '../db/models';
import { storeUpload } from '../rules/uploads';
import { DAY, MINUTE, SIM_EPOCH } from '../rules/clock';
import { digits, intBetween, randomFor, type Random } from '../rules/random';
import type { DemoUserName } from './accounts';

/** The guest session whose threads the staff list shows (no browser holds it). */
export const SEED_GUEST_SESSION = 'gs_seed_guest_0001';

type From = 1 | 2 | 3;
interface SeedMessage {
  from: From;
  text: string;
  /** Days before SIM_EPOCH. */
  daysAgo: number;
  images?: number;
  read?: boolean;
}
interface SeedThread {
  type: 1 | 2 | 3 | 4;
  status: 0 | 1 | 2 | 3;
  messages: SeedMessage[];
  contactName?: string;
  contactInfo?: string;
}

const at = (daysAgo: number, minutes: number): string =>
  new Date(SIM_EPOCH - daysAgo * DAY + minutes * MINUTE).toISOString();

/**
 * Deterministic pictures for seeded threads: small SVG "screenshots" of a page with the spot a
 * user circled in red, so thumbnails in a demo look like what users really attach.
 */
function sampleScreenshot(variant: number): Blob {
  const mark = [
    { x: 120, y: 70, w: 150, h: 46 },
    { x: 96, y: 128, w: 190, h: 40 },
    { x: 200, y: 40, w: 96, h: 60 },
  ][variant % 3];
  const lines = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="96" y="${52 + i * 26}" width="${180 - ((i * 37) % 70)}" height="10" rx="3" fill="#cbd5e1"/>`)
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">' +
    '<rect width="320" height="200" fill="#f8fafc"/>' +
    '<rect width="320" height="28" fill="#1e3a8a"/><circle cx="16" cy="14" r="6" fill="#93c5fd"/>' +
    '<rect x="32" y="10" width="70" height="8" rx="3" fill="#bfdbfe"/>' +
    '<rect x="0" y="28" width="80" height="172" fill="#e2e8f0"/>' +
    [0, 1, 2, 3].map((i) => `<rect x="12" y="${44 + i * 22}" width="54" height="8" rx="3" fill="#94a3b8"/>`).join('') +
    lines +
    `<rect x="${mark.x}" y="${mark.y}" width="${mark.w}" height="${mark.h}" rx="8" fill="none" stroke="#dc2626" stroke-width="3"/>` +
    '</svg>';
  return new Blob([svg], { type: 'image/svg+xml' });
}

const STAFF = {
  thanks: '您好，感谢您的反馈！',
  voice:
    '您好，语音播报中断是由于长文本分段合成时的超时导致，我们已在11月2日的版本中修复，请刷新页面后重试。如仍有问题请随时回复。',
  filter: '您好，按参数规模筛选已列入下个迭代计划，预计本月底上线，届时会通过站内信通知您。',
  quota: '您好，免费额度按自然月重置，本月剩余额度可在账户中心-账户概览中查看。',
  docs: '您好，流式接口的完整示例已补充到文档中心“快速开始”章节，感谢指正。',
  latency: '您好，高峰时段首字延迟偏高的问题我们已扩容处理，目前平均首字时间已降到0.8秒以内。',
};

const threadsOf: Record<DemoUserName, SeedThread[]> = {
  dev_ent: [
    {
      type: 3,
      status: 1,
      contactName: '陈工',
      contactInfo: '13800000001',
      messages: [
        {
          from: 1,
          text: '体验中心语音播报偶尔中断，长文本播报到一半就停了，切换音色后也一样，麻烦排查一下。',
          daysAgo: 3,
          images: 2,
        },
        { from: 3, text: STAFF.voice, daysAgo: 2, read: false },
      ],
    },
    {
      type: 2,
      status: 0,
      messages: [
        {
          from: 1,
          text: '希望模型广场支持按参数规模和上下文长度筛选模型，目前只能按类别翻找，模型多了以后不太方便。',
          daysAgo: 1,
        },
      ],
    },
    {
      type: 4,
      status: 1,
      contactInfo: 'chen.gong@hzzhiyun.com',
      messages: [
        { from: 1, text: '企业认证通过后，开发票的抬头能否修改为分公司名称？', daysAgo: 11 },
        {
          from: 3,
          text: '您好，发票抬头需与认证主体一致；如需分公司抬头，请以分公司主体重新完成企业认证。',
          daysAgo: 9.5,
          read: true,
        },
      ],
    },
    {
      type: 1,
      status: 2,
      messages: [
        { from: 1, text: '代码助手应用的回答质量很好，但历史会话一多，左侧列表加载明显变慢。', daysAgo: 20 },
        { from: 3, text: '您好，会话列表已改为分页加载，请更新后再试。', daysAgo: 18, read: true },
        { from: 2, text: '更新后确实快多了，谢谢！', daysAgo: 17 },
        { from: 3, text: STAFF.thanks + '如有其他问题欢迎继续反馈。', daysAgo: 16, read: true },
      ],
    },
    {
      type: 4,
      status: 3,
      messages: [
        { from: 1, text: '账户中心的每日账单能否支持导出为Excel？财务对账需要。', daysAgo: 30 },
        {
          from: 3,
          text: '您好，账单导出功能正在开发中，目前可先在交易明细中按日期筛选后截图留存。',
          daysAgo: 27,
          read: true,
        },
      ],
    },
  ],
  dev_person: [
    {
      type: 3,
      status: 1,
      messages: [
        { from: 1, text: '晚上八点左右调用对话接口，首字返回要等三四秒，白天正常。', daysAgo: 4 },
        { from: 3, text: STAFF.latency, daysAgo: 3, read: true },
      ],
    },
    {
      type: 2,
      status: 0,
      messages: [
        { from: 1, text: '个人开发者的免费额度什么时候重置？希望在控制台首页直接显示剩余额度。', daysAgo: 6 },
        { from: 3, text: STAFF.quota, daysAgo: 5, read: true },
        { from: 2, text: '好的，那能否在额度快用完时发短信提醒？', daysAgo: 2 },
      ],
    },
    {
      type: 1,
      status: 2,
      messages: [
        { from: 1, text: '文档中心的流式输出示例少了鉴权头的写法，照着写一直返回401。', daysAgo: 15 },
        { from: 3, text: STAFF.docs, daysAgo: 14, read: true },
      ],
    },
  ],
  newbie: [
    {
      type: 1,
      status: 0,
      messages: [{ from: 1, text: '注册后完善信息的职能选项里没有“运营”，只能选其他。', daysAgo: 0.5 }],
    },
  ],
  admin: [],
  trial_none: [
    {
      type: 4,
      status: 3,
      messages: [
        { from: 1, text: '邀请码输入后提示格式错误，但我是从短信里复制的。', daysAgo: 40 },
        {
          from: 3,
          text: '您好，邀请码为8位字母数字，复制时可能带入了空格，请删除空格后重试。',
          daysAgo: 39,
          read: true,
        },
      ],
    },
  ],
};

/** Older resolved threads, so dev_ent's history has a second page. */
const ARCHIVE = [
  '模型详情页的调用示例能否增加 Java 版本？',
  '应用商店的分类太少，希望增加“办公效率”分类。',
  '知识库上传 PDF 后解析进度一直停在 99%。',
  '体验中心切换模型时，之前的对话会被清空，希望能保留。',
  '希望 API 密钥支持设置到期时间和调用 IP 白名单。',
  '手机端打开文档中心时目录遮挡正文。',
  '代金券到期前能否提前三天提醒？',
];

const GUEST_THREADS: SeedThread[] = [
  {
    type: 2,
    status: 0,
    contactName: '刘女士',
    contactInfo: 'liu.m@example.com',
    messages: [{ from: 1, text: '还没注册，想了解一下平台是否支持私有化部署，以及大概的报价区间。', daysAgo: 1 }],
  },
  {
    type: 1,
    status: 1,
    messages: [
      { from: 1, text: '首页的产品介绍视频在 Safari 里无法播放。', daysAgo: 2 },
      { from: 3, text: '您好，视频格式兼容问题已修复，请刷新页面后重试。', daysAgo: 1, read: false },
    ],
  },
];

async function insertThread(
  ownerKey: string,
  userType: number,
  userName: string,
  thread: SeedThread,
  minutes: () => number,
  keys: Random,
): Promise<void> {
  const times = thread.messages.map((m) => at(m.daysAgo, minutes()));
  const row = await tables.feedback.insert({
    ownerKey,
    userType,
    userName,
    feedbackType: thread.type,
    feedbackStatus: thread.status,
    contactName: thread.contactName ?? '',
    contactInfo: thread.contactInfo ?? '',
    createTime: times[0],
    lastActivityTime: times[times.length - 1],
  });
  const uploader = ownerKey.startsWith('guest:') ? '' : ownerKey;
  for (const [i, m] of thread.messages.entries()) {
    const images = [];
    for (let k = 0; k < (m.images ?? 0); k++) {
      const key = digits(keys, 24);
      images.push(
        await storeUpload({
          userId: uploader,
          name: `截图${k + 1}.svg`,
          mimeType: 'image/svg+xml',
          purpose: 'feedback',
          blob: sampleScreenshot(i + k),
          key,
          createTime: times[i],
        }),
      );
    }
    await tables.feedbackMessage.insert({
      feedbackId: row.id,
      msgFromType: m.from,
      msgContent: m.text,
      images,
      createTime: times[i],
      // The user's own messages are read; platform replies as seeded.
      userIsRead: m.from === 3 ? (m.read ?? true) : true,
    });
  }
}

export async function seedFeedback(users: Record<DemoUserName, string>): Promise<void> {
  const random = randomFor('feedback');
  const minutes = () => intBetween(random, 0, 480);
  // The seeded screenshots' URL keys, the same on every reset.
  const keys = randomFor('feedback-image-keys');
  for (const [i, text] of ARCHIVE.entries()) {
    await insertThread(
      users.dev_ent,
      2,
      'dev_ent',
      {
        type: ((i % 4) + 1) as 1 | 2 | 3 | 4,
        status: 2,
        messages: [
          { from: 1, text, daysAgo: 90 - i * 7 },
          { from: 3, text: STAFF.thanks + '该问题已处理，请查看最新版本。', daysAgo: 88 - i * 7, read: true },
        ],
      },
      minutes,
      keys,
    );
  }
  for (const [userName, threads] of Object.entries(threadsOf) as [DemoUserName, SeedThread[]][]) {
    for (const t of threads)
      await insertThread(users[userName], userName === 'admin' ? 1 : 2, userName, t, minutes, keys);
  }
  for (const t of GUEST_THREADS) await insertThread(`guest:${SEED_GUEST_SESSION}`, 3, '游客', t, minutes, keys);
}
