/**
 * Seed of the admin console's resources: knowledge repositories and their files, model and
 * app download applications, resource quotas and more cooperation enquiries. Deterministic:
 * times are offsets to SIM_EPOCH and choices come from named random streams.
 */
import { stageBlob, tables, type UserRow } from '../db/models';
import { DAY, MINUTE, SIM_EPOCH } from '../rules/clock';
import { intBetween, pick, randomFor } from '../rules/random';
import { extensionOf, mimeFor, snowflakeFor } from '../rules/knowledgeFiles';

const at = (daysBefore: number, minutesAfter = 0): string =>
  new Date(SIM_EPOCH - daysBefore * DAY + minutesAfter * MINUTE).toISOString();
const inDays = (days: number): string => new Date(SIM_EPOCH + days * DAY).toISOString();

const REPOS: { name: string; description: string; files: [string, string][] }[] = [
  {
    name: '产品手册2026版',
    description: '平台各产品线的说明书与常见问题，供智能客服引用',
    files: [
      [
        '大模型开放平台产品白皮书.pdf',
        '大模型开放平台产品白皮书（摘要）\n一、平台概述：提供模型调用、应用搭建与私有化部署能力。\n二、核心能力：通用对话、视觉理解、语音转写。',
      ],
      [
        '模型调用接口说明.md',
        '# 模型调用接口说明\n\n使用 `Authorization: Bearer sk-...` 调用 `/v1/chat/completions`，支持流式返回。',
      ],
      [
        '常见问题汇总.txt',
        '问：如何申请体验权限？\n答：在账户中心输入邀请码激活即可。\n问：代金券可以叠加使用吗？\n答：单笔订单仅可使用一张代金券。',
      ],
      ['计费规则说明.docx', '计费规则说明：按 tokens 计费，资源包优先抵扣，余额不足时停止调用。'],
      ['空白模板.txt', ''],
    ],
  },
  {
    name: '低空巡检规程',
    description: '无人机巡检作业规范与缺陷识别样例',
    files: [
      ['输电线路巡检作业规范.pdf', '输电线路无人机巡检作业规范：起飞前检查电池、桨叶与图传；航线距导线不少于10米。'],
      ['缺陷类型对照表.csv', '缺陷编码,缺陷名称,严重程度\nD01,绝缘子破损,严重\nD02,防振锤移位,一般\nD03,鸟巢,一般'],
      ['巡检报告模板.xlsx', '巡检报告模板：线路名称、杆塔编号、缺陷描述、处理建议'],
    ],
  },
  {
    name: '客服话术库',
    description: '售前咨询与售后服务的标准话术',
    files: [
      [
        '售前咨询话术.md',
        '# 售前咨询话术\n\n- 您好，这里是星河智算，请问有什么可以帮您？\n- 私有化部署方案请留下联系方式，商务会在24小时内联系您。',
      ],
      ['售后工单分类说明.pptx', '售后工单分类：账号问题、计费问题、接口问题、模型效果问题'],
    ],
  },
];

async function seedKnowledge(admin: UserRow) {
  for (const [r, repo] of REPOS.entries()) {
    const row = await tables.knowledgeRepo.insert({
      name: repo.name,
      description: repo.description,
      createTime: at(90 - r * 10),
    });
    for (const [i, [fileName, content]] of repo.files.entries()) {
      const fileType = extensionOf(fileName);
      const bytes = new TextEncoder().encode(content);
      const file = await tables.knowledgeFile.insert({
        fileId: '',
        repoId: row.id,
        fileName,
        fileType,
        size: bytes.length,
        mimeType: mimeFor(fileType),
        uploaderName: admin.userName,
        createTime: at(60 - r * 10 - i, i * 17),
      });
      stageBlob('knowledgeFile', file.id, new Blob([bytes], { type: mimeFor(fileType) }));
      await tables.knowledgeFile.patch(file.id, { fileId: snowflakeFor(file.id) });
    }
  }
}

const MODEL_TARGETS: [string, string][] = [
  ['星河-7B-Chat 开源权重', 'v2.1'],
  ['星河-14B-Instruct 量化版', 'v1.3'],
  ['视觉理解模型 VL-Base', 'v1.0'],
  ['语音转写模型 ASR-Large', 'v3.2'],
];
const APP_TARGETS: [string, string][] = [
  ['云帆客服助手 私有化安装包', 'v1.4.0'],
  ['会议纪要助手 离线版', 'v2.0.1'],
  ['低空智能巡检 边缘端', 'v0.9.5'],
];
const PURPOSES = [
  '内部研发测试，评估模型在客服场景的效果',
  '私有化部署到客户机房，数据不出域',
  '高校科研项目对比实验使用',
  '边缘设备离线推理验证',
  '集成到自有产品中进行联调',
];

async function seedDownloadAudits(users: UserRow[]) {
  const random = randomFor('download-audits');
  const applicants = users.filter((u) => u.userRole !== 1);
  const make = async (kind: 'model' | 'app', targets: [string, string][], count: number) => {
    for (let i = 0; i < count; i++) {
      const user = pick(random, applicants);
      const [targetName, version] = pick(random, targets);
      // The newest few are pending; older ones were decided.
      const auditStatus = i >= count - 4 ? 1 : i % 4 === 1 ? 3 : 2;
      const created = at(count - i + 1, intBetween(random, 0, 600));
      await tables.downloadAudit.insert({
        kind,
        userId: user.id,
        targetName,
        version,
        purpose: pick(random, PURPOSES),
        companyName: user.companyName || '个人开发者',
        auditStatus,
        reason: auditStatus === 3 ? '用途说明不充分，请补充具体业务场景后重新申请' : '',
        auditUserName: auditStatus === 1 ? '' : 'admin',
        createTime: created,
        auditTime: auditStatus === 1 ? '' : at(count - i, 600),
      });
    }
  };
  await make('model', MODEL_TARGETS, 9);
  await make('app', APP_TARGETS, 7);
}

const QUOTAS: [string, number, number][] = [
  ['tokens', 100_000_000, 0.42],
  ['gpu', 500, 0.3],
  ['storage', 200, 0.55],
  ['qps', 50, 0],
];

async function seedQuotas(users: UserRow[]) {
  const random = randomFor('resource-quotas');
  const holders = users.filter((u) => u.userRole !== 1).slice(0, 8);
  for (const [i, user] of holders.entries()) {
    const [resourceType, quota, usedShare] = QUOTAS[i % QUOTAS.length];
    await tables.resourceQuota.insert({
      userId: user.id,
      resourceType,
      quota,
      used: Math.round(quota * usedShare),
      expireTime: inDays(intBetween(random, 30, 365)),
      remark: i % 3 === 0 ? '年度框架合同配额' : '',
      updateTime: at(intBetween(random, 1, 40)),
    });
  }
}

const MORE_ENQUIRIES = [
  {
    companyName: '成都锦江数智科技有限公司',
    userName: '杜晓峰',
    phone: '18628001234',
    industry: '政府',
    position: '总监',
    email: 'du.xf@jjsz.cn',
    demand: '政务热线智能问答试点，需要本地化部署。',
  },
  {
    companyName: '广州南沙智能装备有限公司',
    userName: '梁嘉欣',
    phone: '13622225678',
    industry: '制造业',
    position: '技术负责人',
    email: '',
    demand: '产线质检图像识别，咨询视觉模型接口。',
  },
  {
    companyName: '武汉光谷云链科技有限公司',
    userName: '胡斌',
    phone: '15927776543',
    industry: '金融',
    position: 'CIO',
    email: 'hubin@ggyl.com',
    demand: '',
  },
  {
    companyName: '西安秦岭低空科技有限公司',
    userName: '任涛',
    phone: '17791234567',
    industry: '科研',
    position: '项目负责人',
    email: 'rentao@qlsky.cn',
    demand: '低空巡检 SDK 批量授权价格。',
  },
  {
    companyName: '合肥量子跃迁教育科技有限公司',
    userName: '汪蕾',
    phone: '13856781234',
    industry: '医疗/教育',
    position: '产品负责人',
    email: 'wanglei@lzyq.edu.cn',
    demand: '在线教育答疑机器人合作。',
  },
];

async function seedMoreEnquiries() {
  for (const [i, e] of MORE_ENQUIRIES.entries())
    await tables.customerInfo.insert({
      ...e,
      source: 0,
      status: i % 2 === 0 ? 1 : 2,
      createTime: at(16 + i * 4, i * 45),
    });
}

/** Runs after users exist. */
export async function seedAdminResources(): Promise<void> {
  const users = tables.user.all();
  const admin = users.find((u) => u.userRole === 1) ?? users[0];
  await seedKnowledge(admin);
  await seedDownloadAudits(users);
  await seedQuotas(users);
  await seedMoreEnquiries();
}
