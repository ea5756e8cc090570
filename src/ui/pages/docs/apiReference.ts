import { paths } from '../../../api/paths';

/**
 * The API reference is generated from src/api/paths.ts, the one list of every call, so the
 * document can never drift from the client. Methods come from SPEC section 7; POST otherwise.
 */
const areaTitles: Record<string, string> = {
  user: '用户与登录',
  operation: '运营：验证码、邀请码与合作咨询',
  permission: '权限',
  group: '用户组',
  role: '角色',
  verification: '实名认证',
  feedback: '意见反馈',
  message: '站内消息',
  file: '文件上传',
  knowledge: '知识库文件',
  appResource: '应用资源权限',
  app: '应用',
  appStore: '应用商店',
  appSession: '应用会话',
  qa: '问答记录',
  model: '模型中心',
  captcha: '滑块验证码',
  analytics: '数据埋点',
};

const methods: Record<string, 'GET' | 'PUT' | 'DELETE'> = {
  'user.detail': 'GET',
  'user.delete': 'DELETE',
  'user.myDetail': 'GET',
  'user.balance': 'GET',
  'user.couponList': 'GET',
  'user.couponAmount': 'GET',
  'operation.customerInfoCheckIn': 'GET',
  'group.detail': 'GET',
  'group.delete': 'DELETE',
  'role.detail': 'GET',
  'verification.myDetail': 'GET',
  'feedback.detail': 'GET',
  'feedback.reply': 'PUT',
  'feedback.unreadCount': 'GET',
  'feedback.sessionId': 'GET',
  'feedback.adminReply': 'PUT',
  'feedback.adminDetail': 'GET',
  'message.count': 'GET',
  'message.search': 'GET',
  'knowledge.delete': 'DELETE',
  'knowledge.deleteByIds': 'DELETE',
  'knowledge.fileType': 'GET',
  'app.delete': 'DELETE',
  'app.appTypeList': 'GET',
  'app.appConfig': 'GET',
  'app.myAssistantDelete': 'DELETE',
  'app.extraInfo': 'GET',
  'app.detail': 'GET',
  'app.guideList': 'GET',
  'appStore.categories': 'GET',
  'appStore.storeDetail': 'GET',
  'appStore.delete': 'DELETE',
  'appSession.list': 'GET',
  'appSession.top': 'PUT',
  'appSession.cancelTop': 'PUT',
  'appSession.delete': 'DELETE',
  'appSession.customerServiceSessionId': 'GET',
  'appSession.initAppSession': 'GET',
  'qa.noDisplay': 'PUT',
  'model.list': 'GET',
  'model.detail': 'GET',
  'model.featured': 'GET',
  'analytics.list': 'GET',
};

type PathValue = string | ((id: string) => string);

export interface ApiCall {
  area: string;
  name: string;
  method: string;
  path: string;
}

export function apiCalls(): ApiCall[] {
  return Object.entries(paths as unknown as Record<string, Record<string, PathValue>>).flatMap(([area, entries]) =>
    Object.entries(entries).map(([name, value]) => ({
      area,
      name,
      method: methods[`${area}.${name}`] ?? 'POST',
      path: typeof value === 'function' ? value('{id}') : value,
    })),
  );
}

/** Markdown of the whole reference: one section per area, one table row per call. */
export function apiReferenceMarkdown(): string {
  const calls = apiCalls();
  const areas = [...new Set(calls.map((c) => c.area))];
  const sections = areas.map((area) => {
    const rows = calls
      .filter((c) => c.area === area)
      .map((c) => `| ${c.method} | \`${c.path}\` | ${c.area}.${c.name} |`);
    return [`## ${areaTitles[area] ?? area}`, '', '| 方法 | 路径 | 调用名 |', '| --- | --- | --- |', ...rows].join(
      '\n',
    );
  });
  return [
    '# API 参考',
    '',
    '平台接口按业务领域分组，列表由前端的接口清单自动生成。除数据埋点外，所有响应都包裹为 `{code, data}`，`code` 为 200 表示成功。',
    '',
    '## 通用约定',
    '',
    '- 登录后每个请求通过 `token` 请求头携带登录令牌；访客携带 `x-session-id`；',
    '- 未登录时只允许登录、注册、发送验证码、重置密码、注销账号、合作咨询与意见反馈等接口；',
    '- 路径中的 `{id}` 替换为实际的记录 ID；',
    '- 业务失败时 `code` 不为 200，`msg` 给出原因。',
    '',
    '```json',
    '{ "code": 200, "data": { "records": [], "total": 0, "pageNum": 1, "pageSize": 10, "pages": 0 }, "msg": "success" }',
    '```',
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
}
