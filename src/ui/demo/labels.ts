/** What the console calls the simulator's areas, fault kinds and code purposes. */
import { faultAreas, type FaultArea, type FaultKind, type FaultScope, type FaultTarget } from '../../demoControls';

export const areaLabels: Record<FaultArea, string> = {
  user: '用户',
  operation: '运营（验证码、邀请码）',
  feedback: '意见反馈',
  message: '站内信',
  app: '应用',
  appResource: '应用资源',
  appStore: '应用商店',
  appSession: '应用会话',
  qa: '对话记录',
  knowledge: '知识库',
  model: '模型',
  file: '文件',
  group: '用户组',
  role: '角色',
  permission: '权限',
  verification: '实名认证',
  analytics: '埋点统计',
  security: '账号安全（登录设备、两步验证、操作日志）',
  organisation: '组织',
  developer: '密钥、合同与授权码',
  trade: '账单、订单与交易',
  ledger: '资金账本与对账',
  usage: '用量统计',
  requestLog: '调用日志',
  spend: '费用管理（预算与限额）',
  keyGuard: '密钥守护',
  alert: '告警通知',
  playground: '调试台',
  chat: '体验中心对话',
  billing: '计费（调用扣费）',
};

export const targetLabel = (area: string): string =>
  area === '*' ? '全部接口' : (areaLabels[area as FaultArea] ?? area);

export const faultTargets: readonly FaultTarget[] = ['*', ...faultAreas];

export const kindLabels: Record<FaultKind, string> = {
  '500': '500 服务器错误',
  '504': '504 网关超时',
  slow: '慢响应',
  drop: '连接中断',
  '401': '401 登录过期',
  wrongCharge: '错误扣费（按日志费用的10倍扣）',
};

export const scopeLabels: Record<FaultScope, string> = {
  next: '仅下一次请求',
  all: '所有请求，直到关闭',
};

export const codePurposes: Record<number, string> = { 1: '注册', 2: '登录', 3: '重置密码', 5: '合作咨询' };
