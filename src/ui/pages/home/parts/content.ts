import { paths } from '../../../../routes/paths';
/** The home page's fixed copy: capabilities and the experience scenarios of SPEC section 3. */
export const capabilities = [
  {
    key: 'model_square',
    title: '模型广场',
    text: '汇聚文本、视觉、语音与多模态大模型，统一 OpenAI 兼容接口。',
    href: paths.modelSquare(),
  },
  {
    key: 'experience',
    title: '体验中心',
    text: '低空巡检、会议纪要、智能问答，开箱即用的行业场景。',
    href: paths.experienceCenter(),
  },
  {
    key: 'app_center',
    title: '应用中心',
    text: '从应用商店一键添加，或发布你自己的智能应用。',
    href: paths.appCenter(),
  },
  { key: 'docs', title: '文档中心', text: '从快速开始到 API 参考，十分钟完成首次调用。', href: paths.docsCenter() },
] as const;

export const scenarios = [
  {
    key: 'low_altitude',
    title: '低空飞行',
    items: ['智能巡检', '目标搜索'],
    text: '无人机航拍画面实时分析，线路缺陷识别与重点目标搜索。',
    color: 'blue',
  },
  {
    key: 'smart_device',
    title: '智能设备',
    items: ['会议纪要'],
    text: '会议录音转文字并自动总结议题、结论与待办。',
    color: 'teal',
  },
  {
    key: 'robot',
    title: '通用机器人',
    items: ['在线问答'],
    text: '结合企业知识库的多轮问答，部署到服务机器人。',
    color: 'purple',
  },
  {
    key: 'persona',
    title: '产品人设',
    items: ['知性贴心', '幽默风趣', '活泼可爱', '成熟稳重'],
    text: '为产品配置专属语音人设与回答风格。',
    color: 'orange',
  },
] as const;

export const modelTypeLabel: Record<string, string> = {
  text: '文本',
  vision: '视觉',
  speech: '语音',
  multimodal: '多模态',
};

export const agreements = [
  { href: '/agreement.html', label: '用户协议' },
  { href: '/privacy.html', label: '隐私政策' },
  { href: '/big_model_service_agreement.html', label: '大模型服务协议' },
] as const;
