/**
 * The app center of the demo world: the platform's approved store apps, developers' apps in
 * every audit state, dev_ent's "my apps" with a few sessions and dialogue records, and app
 * resources granted to a user and a group. Deterministic: fixed texts and SIM_EPOCH offsets.
 */
import { featureId } from '../../src/domain/apps';
import { tables, type AppRow, type NewRow } from '../db/models';
import { DAY, MINUTE, SIM_EPOCH } from '../rules/clock';

const at = (daysBefore: number, minutesAfter = 0): string =>
  new Date(SIM_EPOCH - daysBefore * DAY + minutesAfter * MINUTE).toISOString();

/** A small square icon with the app's first character, so seeded apps look like real ones offline. */
export function letterIcon(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${text.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type SeedApp = Pick<
  AppRow,
  'appName' | 'appType' | 'abilityName' | 'industryName' | 'appShortDesc' | 'appDesc' | 'guideDesc'
> & {
  color: string;
  guides: string[];
  useCount: number;
};

const PLATFORM_APPS: SeedApp[] = [
  {
    appName: '智能巡检助手',
    appType: 5,
    abilityName: '多模态理解',
    industryName: '低空飞行',
    color: '#2563eb',
    useCount: 1843,
    appShortDesc: '无人机巡检图像识别与缺陷报告自动生成',
    appDesc:
      '面向电力、管道与光伏场站的无人机巡检场景：上传巡检照片或描述现场情况，助手识别绝缘子破损、鸟巢、锈蚀等常见缺陷，并按照巡检规范生成结构化报告。',
    guideDesc: '描述巡检对象与发现的问题，助手会给出缺陷判断与处理建议。',
    guides: ['输电线路巡检常见缺陷有哪些？', '帮我生成一份光伏场站巡检报告模板', '无人机巡检的安全飞行距离是多少？'],
  },
  {
    appName: '会议纪要助手',
    appType: 4,
    abilityName: '语音转写与摘要',
    industryName: '泛互联网',
    color: '#7c3aed',
    useCount: 3260,
    appShortDesc: '录音转文字，自动提炼议题、结论与待办',
    appDesc: '支持最长3小时的会议录音转写，自动区分发言人，提炼会议议题、关键结论与待办事项，并可按部门模板导出纪要。',
    guideDesc: '粘贴会议记录或描述会议内容，助手帮你整理成规范纪要。',
    guides: ['把这段讨论整理成会议纪要', '会议纪要应该包含哪些要素？', '帮我列出本次会议的待办事项'],
  },
  {
    appName: '在线答疑机器人',
    appType: 1,
    abilityName: '多轮对话',
    industryName: '电商零售',
    color: '#059669',
    useCount: 5120,
    appShortDesc: '7×24小时回答商品、物流与售后问题',
    appDesc:
      '基于企业知识库的通用客服机器人：理解用户意图，回答商品参数、物流进度与退换货政策，复杂问题自动转人工并附带对话摘要。',
    guideDesc: '以顾客身份提问，体验客服机器人的应答。',
    guides: ['我买的商品什么时候发货？', '七天无理由退货怎么申请？', '你们支持哪些支付方式？'],
  },
  {
    appName: '政务知识问答',
    appType: 2,
    abilityName: '检索增强生成',
    industryName: '政府',
    color: '#dc2626',
    useCount: 968,
    appShortDesc: '政策法规检索与办事指南智能解读',
    appDesc: '汇集常见政务办事指南与政策文件，回答办理条件、所需材料与流程，并标注依据的政策条款，帮助群众少跑腿。',
    guideDesc: '询问办事流程或政策条款，助手会给出依据。',
    guides: ['办理居住证需要哪些材料？', '小微企业有哪些税收优惠政策？', '营业执照变更的流程是什么？'],
  },
  {
    appName: '营销文案生成',
    appType: 3,
    abilityName: '文本生成',
    industryName: '文化传媒',
    color: '#ea580c',
    useCount: 2755,
    appShortDesc: '一键生成商品卖点、短视频脚本与推广文案',
    appDesc: '输入商品信息与目标人群，生成多种风格的营销文案、短视频分镜脚本与社交媒体推文，支持字数与语气调整。',
    guideDesc: '告诉助手商品与受众，获取多版本文案。',
    guides: ['为一款降噪耳机写三条推广文案', '写一个30秒的短视频脚本', '把这段文案改得更活泼一些'],
  },
  {
    appName: '医学文献助手',
    appType: 2,
    abilityName: '长文本理解',
    industryName: '医疗/教育',
    color: '#0891b2',
    useCount: 711,
    appShortDesc: '快速阅读医学论文，提炼研究方法与结论',
    appDesc:
      '帮助医生与科研人员阅读中英文医学文献：概括研究设计、样本量、主要终点与结论，并对比多篇文献的异同。仅供科研参考，不构成诊疗建议。',
    guideDesc: '粘贴论文摘要，获取结构化解读。',
    guides: ['帮我总结这篇论文的研究方法', '随机对照试验和队列研究有什么区别？', '如何评价一篇论文的证据等级？'],
  },
  {
    appName: '代码评审助手',
    appType: 4,
    abilityName: '代码理解',
    industryName: '泛互联网',
    color: '#475569',
    useCount: 4102,
    appShortDesc: '自动发现代码缺陷并给出修改建议',
    appDesc: '支持主流编程语言的代码评审：发现潜在缺陷、安全风险与性能问题，给出修改示例，并生成评审意见清单。',
    guideDesc: '粘贴代码片段，助手逐条给出评审意见。',
    guides: ['帮我评审这段 Python 代码', 'SQL 注入应该如何防范？', '如何写好单元测试？'],
  },
  {
    appName: '合同审查助手',
    appType: 5,
    abilityName: '信息抽取',
    industryName: '金融',
    color: '#b45309',
    useCount: 1337,
    appShortDesc: '识别合同风险条款，提取关键要素',
    appDesc: '自动抽取合同主体、金额、期限、违约责任等关键要素，对照审查清单标注高风险条款并给出修改建议。',
    guideDesc: '描述合同类型与关注点，获取审查要点。',
    guides: ['采购合同需要重点审查哪些条款？', '帮我提取这份合同的关键要素', '违约金约定过高怎么办？'],
  },
];

const COLORS = { ent: '#0d9488', person: '#9333ea' };

function insertApp(app: NewRow<'app'> & { appName: string }, guides: string[]): Promise<AppRow> {
  return tables.app.insert({ openFlag: 1, features: [], ...app, guides: guides.join('\n') });
}

const features = (appId: string) => ['read', 'edit', 'auth'].map((l) => `AppC:app:${appId}:${l}`);

export async function seedApps(users: { admin: string; dev_ent: string; dev_person: string }): Promise<void> {
  const platform: AppRow[] = [];
  for (const [i, a] of PLATFORM_APPS.entries()) {
    const app = await insertApp(
      {
        userId: '',
        appName: a.appName,
        appType: a.appType,
        abilityName: a.abilityName,
        industryName: a.industryName,
        appShortDesc: a.appShortDesc,
        appDesc: a.appDesc,
        guideDesc: a.guideDesc,
        useCount: a.useCount,
        iconUrl: letterIcon(a.appName, a.color),
        bgUrl: '',
        jumpUrl: '',
        demoJson: JSON.stringify({ question: a.guides[0] }),
        auditStatus: 2,
        auditUserName: '管理员',
        auditTime: at(200 - i * 10, 95 + i * 37),
        createTime: at(210 - i * 10, 40 + i * 23),
        updateTime: at(200 - i * 10, 95 + i * 37),
      },
      a.guides,
    );
    platform.push(app);
  }
  const yunfan = await insertApp(
    {
      userId: users.dev_ent,
      appName: '云帆客服助手',
      appType: 1,
      abilityName: '知识库问答',
      industryName: '泛互联网',
      appShortDesc: '云帆数据产品的售前售后智能客服',
      iconUrl: letterIcon('云帆', COLORS.ent),
      bgUrl: '',
      jumpUrl: 'https://www.yunfan-data.com',
      appDesc: '基于云帆数据产品手册与工单记录训练的客服助手，解答产品功能、部署方式与计费问题。',
      demoJson: JSON.stringify({ question: '云帆数据支持私有化部署吗？' }),
      guideDesc: '询问云帆数据产品相关问题。',
      auditStatus: 2,
      auditUserName: '管理员',
      auditTime: at(20, 134),
      useCount: 286,
      createTime: at(25, 310),
      updateTime: at(20, 134),
    },
    ['云帆数据支持私有化部署吗？', '如何开通试用账号？'],
  );
  await insertApp(
    {
      userId: users.dev_person,
      appName: '小文读书笔记',
      appType: 3,
      abilityName: '文本摘要',
      industryName: '文化传媒',
      appShortDesc: '读完一本书，自动生成结构化读书笔记',
      iconUrl: letterIcon('小文', COLORS.person),
      bgUrl: '',
      jumpUrl: '',
      appDesc: '输入书名或章节内容，生成包含核心观点、金句摘录与行动清单的读书笔记，支持导出为 Markdown。',
      demoJson: '',
      guideDesc: '输入书名，获取读书笔记。',
      openFlag: 1,
      auditStatus: 1,
      useCount: 0,
      createTime: at(2, 452),
      updateTime: at(2, 452),
    },
    ['帮我写《人类简史》的读书笔记'],
  );
  await insertApp(
    {
      userId: users.dev_person,
      appName: '旅行攻略生成',
      appType: 3,
      abilityName: '文本生成',
      industryName: '其他',
      appShortDesc: '根据天数与预算生成旅行路线',
      iconUrl: letterIcon('旅', COLORS.person),
      bgUrl: '',
      jumpUrl: '',
      appDesc: '根据目的地、天数与预算生成每日行程。',
      demoJson: '',
      guideDesc: '',
      openFlag: 2,
      auditStatus: 3,
      auditUserName: '管理员',
      auditTime: at(6, 75),
      reason: '应用描述过于简单，请补充功能说明与使用示例后重新提交',
      useCount: 0,
      createTime: at(8, 520),
      updateTime: at(6, 75),
    },
    [],
  );
  // Every approved app offers all three levels for allocation; the rejected and pending ones none yet.
  for (const app of [...platform, yunfan]) await tables.app.patch(app.id, { features: features(app.id) });

  const mine = [platform[2], platform[1], yunfan];
  for (const [i, app] of mine.entries())
    await tables.appAssistant.insert({
      userId: users.dev_ent,
      appId: app.id,
      sort: i + 1,
      createTime: at(15 - i, 60 + i * 41),
    });
  await tables.appAssistant.insert({ userId: users.dev_person, appId: platform[4].id, sort: 1, createTime: at(5) });

  await seedDialogues(users.dev_ent, platform[2].id);
  await tables.appResourceGrant.insert({
    targetType: 'user',
    targetId: users.dev_person,
    permissionIds: [
      featureId(platform[0].id, 'read'),
      featureId(platform[1].id, 'read'),
      featureId(platform[1].id, 'edit'),
    ],
  });
  const partners = tables.group.find((g) => g.groupName === '生态合作伙伴');
  if (partners)
    await tables.appResourceGrant.insert({
      targetType: 'group',
      targetId: partners.id,
      permissionIds: [featureId(yunfan.id, 'read'), featureId(yunfan.id, 'edit'), featureId(yunfan.id, 'auth')],
    });
}

const DIALOGUES: { title: string; daysBefore: number; minutes: number; turns: [string, string][] }[] = [
  {
    title: '七天无理由退货怎么申请？',
    daysBefore: 3,
    minutes: 130,
    turns: [
      [
        '七天无理由退货怎么申请？',
        '您可以在「我的订单」中找到对应商品，点击**申请售后** → 选择「七天无理由退货」，填写退货原因后提交即可。\n\n审核通过后请在 7 天内寄回商品，我们收到后 1-3 个工作日内退款。',
      ],
      [
        '运费谁来承担？',
        '七天无理由退货的寄回运费由买家承担；如果商品存在质量问题，运费由商家承担，您可以在申请时上传照片凭证。',
      ],
    ],
  },
  {
    title: '我买的商品什么时候发货？',
    daysBefore: 1,
    minutes: 605,
    turns: [
      [
        '我买的商品什么时候发货？',
        '现货商品一般在付款后 **24 小时内**发货，预售商品以商品页标注的发货时间为准。您可以在订单详情中查看实时物流。',
      ],
    ],
  },
];

async function seedDialogues(userId: string, appId: string): Promise<void> {
  for (const d of DIALOGUES) {
    const session = await tables.appSession.insert({
      userId,
      appId,
      title: d.title,
      topTime: 0,
      updateTime: at(d.daysBefore, d.minutes + d.turns.length * 2),
    });
    for (const [i, [question, answer]] of d.turns.entries()) {
      await tables.dialogueRecord.insert({
        sessionId: session.id,
        userId,
        question,
        answer,
        hidden: false,
        createTime: at(d.daysBefore, d.minutes + i * 2),
      });
    }
  }
  // A longer history, so the dialogue loads earlier records page by page.
  const long = await tables.appSession.insert({
    userId,
    appId,
    title: '支付方式与发票',
    topTime: 0,
    updateTime: at(7, 60 + 12 * 5),
  });
  const topics = [
    '支持哪些支付方式？',
    '可以开增值税专用发票吗？',
    '发票多久能开出来？',
    '可以分期付款吗？',
    '优惠券能和满减一起用吗？',
    '退款会退回优惠券吗？',
  ];
  for (let i = 0; i < 12; i++) {
    const q = topics[i % topics.length];
    await tables.dialogueRecord.insert({
      sessionId: long.id,
      userId,
      question: i < topics.length ? q : `${q}（补充问题${i - topics.length + 1}）`,
      answer: `关于「${q}」：请以订单结算页展示为准。如需进一步帮助，可以在工作时间联系人工客服。`,
      hidden: false,
      createTime: at(7, 60 + i * 5),
    });
  }
}
