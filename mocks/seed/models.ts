/**
 * The platform's model catalogue. It is read-only platform data (operators publish models
 * outside this portal), so it is a fixed table rather than a db model: every reset and every
 * test sees the same 22 models. Ids are the names the OpenAI-compatible API takes as `model`.
 */
import type { ModelDetail, ModelPricing, ModelSummary, ModelType, ModelVersion } from '../../src/api/model.types';

interface Entry {
  id: string;
  name: string;
  provider: string;
  modelType: ModelType;
  tags: string[];
  contextLength: number;
  openSource: boolean;
  description: string;
  overview: string;
  capabilities: string[];
  pricing: ModelPricing;
  maxOutputTokens: number;
  monthlyCalls: number;
  /** Newest first: version, release date, notes. */
  versions: [string, string, string][];
}

const tokens = (input: number, output: number): ModelPricing => ({ input, output, unit: '千tokens' });
const K = 1024;

const entries: Entry[] = [
  {
    id: 'sky-omni-pro', name: '天空 Omni Pro 多模态', provider: '平台自研', modelType: 'multimodal',
    tags: ['视频理解', '图文理解', '低空飞行', '工具调用'], contextLength: 128 * K, openSource: false,
    description: '融合视频、图像与文本的多模态模型，为低空巡检与目标搜索而训练。',
    overview: '天空 Omni Pro 是平台自研的旗舰多模态模型，在百万级航拍图像与巡检报告上继续训练，能够理解视频帧序列、定位目标并输出结构化结论，适合电力巡检、应急搜救与城市治理等低空场景。',
    capabilities: ['航拍视频逐帧理解与事件摘要', '缺陷识别并输出结构化巡检报告', '目标搜索航线规划', '函数调用对接飞控与工单系统'],
    pricing: tokens(0.02, 0.06), maxOutputTokens: 8192, monthlyCalls: 86_500_000,
    versions: [['v2.1', '2026-09-18', '新增红外图像理解，缺陷识别准确率提升 6%'], ['v2.0', '2026-05-30', '支持 128K 上下文与视频输入'], ['v1.0', '2025-12-12', '首个公开版本']],
  },
  {
    id: 'sky-lite', name: '天空 Lite 轻量对话', provider: '平台自研', modelType: 'text',
    tags: ['对话', '中文优化'], contextLength: 32 * K, openSource: true,
    description: '面向端侧与边缘设备的轻量对话模型，7B 参数，低延迟、低成本。',
    overview: '天空 Lite 针对机载计算单元与智能设备做了量化与蒸馏，单卡即可部署，适合离线问答、指令解析与设备语音助手。',
    capabilities: ['多轮对话', '设备指令解析', 'INT4 量化部署', '离线运行'],
    pricing: tokens(0.0008, 0.002), maxOutputTokens: 4096, monthlyCalls: 42_300_000,
    versions: [['v1.3', '2026-08-02', '指令遵循能力提升，支持 32K 上下文'], ['v1.0', '2026-02-20', '首个公开版本']],
  },
  {
    id: 'qwen-72b-chat', name: '通义千问 72B 对话版', provider: '阿里云', modelType: 'text',
    tags: ['对话', '长文本', '中文优化', '工具调用'], contextLength: 32 * K, openSource: true,
    description: '面向中文场景深度优化的通用对话模型，支持 32K 上下文与工具调用。',
    overview: '通义千问 72B 对话版在海量中英文语料上预训练，并经过指令微调与人类偏好对齐，在知识问答、写作、摘要与逻辑推理上表现均衡。',
    capabilities: ['知识问答与写作', '长文档摘要', '函数调用', '多语言翻译'],
    pricing: tokens(0.004, 0.012), maxOutputTokens: 8192, monthlyCalls: 132_000_000,
    versions: [['v2.5', '2026-07-15', '数学与代码能力增强'], ['v2.0', '2026-01-08', '上下文扩展至 32K'], ['v1.5', '2025-08-21', '对齐优化']],
  },
  {
    id: 'qwen-max', name: '通义千问 Max', provider: '阿里云', modelType: 'text',
    tags: ['对话', '长文本', '数学推理', '代码生成', '工具调用'], contextLength: 128 * K, openSource: false,
    description: '通义千问系列能力最强的商用模型，适合复杂推理与多步骤任务。',
    overview: '通义千问 Max 面向复杂、多步骤的任务，擅长深度推理、长文分析与智能体编排，支持 128K 上下文。',
    capabilities: ['复杂推理', '长文分析', '智能体编排', '结构化输出（JSON）'],
    pricing: tokens(0.02, 0.06), maxOutputTokens: 8192, monthlyCalls: 98_400_000,
    versions: [['2026-09', '2026-09-01', '推理能力升级'], ['2026-04', '2026-04-12', '支持 JSON 模式']],
  },
  {
    id: 'qwen-vl-plus', name: 'Qwen-VL Plus 视觉语言', provider: '阿里云', modelType: 'vision',
    tags: ['图文理解', 'OCR', '中文优化'], contextLength: 32 * K, openSource: false,
    description: '图像理解与文字识别能力突出的视觉语言模型，支持高分辨率输入。',
    overview: 'Qwen-VL Plus 支持百万像素级图像输入，能细粒度识别图中文字、表格与物体，适合票据识别、商品理解与图表问答。',
    capabilities: ['高分辨率图像理解', '票据与表格识别', '多图对比', '图表问答'],
    pricing: tokens(0.008, 0.008), maxOutputTokens: 2048, monthlyCalls: 35_600_000,
    versions: [['v1.2', '2026-06-20', '文字识别准确率提升'], ['v1.0', '2025-11-30', '首个公开版本']],
  },
  {
    id: 'qwen2.5-coder-32b', name: 'Qwen2.5-Coder 32B', provider: '阿里云', modelType: 'text',
    tags: ['代码生成', '工具调用'], contextLength: 128 * K, openSource: true,
    description: '专注代码生成、补全与修复的开源代码模型，覆盖 90 余种编程语言。',
    overview: 'Qwen2.5-Coder 32B 在大规模代码语料上训练，支持仓库级上下文理解，适合 IDE 插件、代码评审与自动化测试生成。',
    capabilities: ['代码补全与生成', '缺陷修复建议', '单元测试生成', '仓库级问答'],
    pricing: tokens(0.002, 0.006), maxOutputTokens: 8192, monthlyCalls: 27_800_000,
    versions: [['v2.5.1', '2026-03-18', '修复长上下文退化问题'], ['v2.5', '2025-11-12', '首个公开版本']],
  },
  {
    id: 'ernie-4.0-turbo', name: '文心大模型 4.0 Turbo', provider: '百度', modelType: 'text',
    tags: ['对话', '中文优化', '工具调用'], contextLength: 128 * K, openSource: false,
    description: '百度文心旗舰模型的高速版本，中文理解与生成能力强，响应更快。',
    overview: '文心 4.0 Turbo 在保持旗舰效果的同时大幅降低时延，适合客服、营销文案与知识库问答等高并发场景。',
    capabilities: ['中文创作', '知识增强问答', '插件调用', '多轮对话'],
    pricing: tokens(0.02, 0.06), maxOutputTokens: 4096, monthlyCalls: 76_200_000,
    versions: [['v4.0-turbo-0828', '2026-08-28', '上下文扩展至 128K'], ['v4.0-turbo', '2026-02-15', '首个公开版本']],
  },
  {
    id: 'ernie-speed', name: '文心 Speed', provider: '百度', modelType: 'text',
    tags: ['对话', '中文优化'], contextLength: 8 * K, openSource: false,
    description: '高性价比的通用对话模型，适合对时延和成本敏感的业务。',
    overview: '文心 Speed 适合作为基础对话底座，在意图识别、简单问答与分类任务上性价比突出。',
    capabilities: ['意图识别', '文本分类', '简单问答'],
    pricing: tokens(0, 0), maxOutputTokens: 2048, monthlyCalls: 64_000_000,
    versions: [['v1.1', '2026-05-06', '免费开放调用'], ['v1.0', '2025-10-10', '首个公开版本']],
  },
  {
    id: 'glm-4', name: 'GLM-4', provider: '智谱AI', modelType: 'text',
    tags: ['对话', '长文本', '工具调用', '代码生成'], contextLength: 128 * K, openSource: false,
    description: '智谱新一代基座模型，支持长上下文、函数调用与联网检索。',
    overview: 'GLM-4 在中英文综合能力、长文本理解与智能体能力上全面升级，内置网页检索与代码解释器工具。',
    capabilities: ['函数调用', '联网检索', '代码解释器', '长文本理解'],
    pricing: tokens(0.005, 0.01), maxOutputTokens: 4096, monthlyCalls: 58_900_000,
    versions: [['glm-4-0520', '2026-05-20', '推理与指令遵循增强'], ['glm-4', '2025-09-16', '首个公开版本']],
  },
  {
    id: 'glm-4v', name: 'GLM-4V 视觉理解', provider: '智谱AI', modelType: 'vision',
    tags: ['图文理解', 'OCR'], contextLength: 8 * K, openSource: false,
    description: '看图问答、图表解析与文档识别，适合巡检图像与票据理解。',
    overview: 'GLM-4V 支持图像与文本混合输入，在视觉问答、图表理解与文档解析任务上表现优异。',
    capabilities: ['视觉问答', '图表解析', '文档识别'],
    pricing: tokens(0.01, 0.01), maxOutputTokens: 1024, monthlyCalls: 18_700_000,
    versions: [['v1.1', '2026-04-02', '支持多图输入'], ['v1.0', '2025-12-01', '首个公开版本']],
  },
  {
    id: 'glm-4-9b', name: 'GLM-4 9B 开源版', provider: '智谱AI', modelType: 'text',
    tags: ['对话', '长文本'], contextLength: 128 * K, openSource: true,
    description: 'GLM-4 系列开源版本，9B 参数即可获得较强的综合能力。',
    overview: 'GLM-4 9B 适合私有化部署，支持 128K 上下文与多语言，是中小团队自建服务的常见选择。',
    capabilities: ['私有化部署', '多语言对话', '长文本问答'],
    pricing: tokens(0.001, 0.001), maxOutputTokens: 4096, monthlyCalls: 12_400_000,
    versions: [['v1.0', '2025-10-28', '首个公开版本']],
  },
  {
    id: 'deepseek-v3', name: 'DeepSeek-V3', provider: '深度求索', modelType: 'text',
    tags: ['对话', '代码生成', '数学推理', '长文本'], contextLength: 64 * K, openSource: true,
    description: '混合专家架构的开源大模型，代码与数学能力领先，推理成本低。',
    overview: 'DeepSeek-V3 采用 MoE 架构，总参数 671B、每 token 激活 37B，在代码、数学与中文任务上达到一线闭源模型水平。',
    capabilities: ['代码生成', '数学解题', '多轮对话', 'JSON 输出'],
    pricing: tokens(0.002, 0.008), maxOutputTokens: 8192, monthlyCalls: 121_000_000,
    versions: [['v3-0324', '2026-03-24', '代码与前端生成能力提升'], ['v3', '2025-12-26', '首个公开版本']],
  },
  {
    id: 'deepseek-r1', name: 'DeepSeek-R1 推理模型', provider: '深度求索', modelType: 'text',
    tags: ['数学推理', '代码生成', '长文本'], contextLength: 64 * K, openSource: true,
    description: '经强化学习训练的推理模型，先思考再作答，擅长数学、逻辑与编程难题。',
    overview: 'DeepSeek-R1 输出完整思维链，在竞赛数学与复杂编程任务上表现突出，适合需要可解释推理过程的场景。',
    capabilities: ['思维链推理', '竞赛数学', '复杂编程', '逻辑分析'],
    pricing: tokens(0.004, 0.016), maxOutputTokens: 8192, monthlyCalls: 103_000_000,
    versions: [['r1-0528', '2026-05-28', '减少幻觉，支持函数调用'], ['r1', '2026-01-20', '首个公开版本']],
  },
  {
    id: 'moonshot-v1-128k', name: 'Kimi 长文本 128K', provider: '月之暗面', modelType: 'text',
    tags: ['长文本', '对话', '中文优化'], contextLength: 128 * K, openSource: false,
    description: '擅长超长文档阅读与总结，一次读完整本合同或年报。',
    overview: 'Kimi 长文本模型支持 128K 上下文，在长文档问答、多文件对比与信息抽取上表现稳定。',
    capabilities: ['长文档问答', '多文件对比', '信息抽取'],
    pricing: tokens(0.06, 0.06), maxOutputTokens: 4096, monthlyCalls: 33_100_000,
    versions: [['v1-128k', '2025-11-08', '首个公开版本']],
  },
  {
    id: 'paraformer-asr', name: 'Paraformer 语音识别', provider: '达摩院', modelType: 'speech',
    tags: ['语音识别', '实时转写', '中文优化'], contextLength: 8 * K, openSource: true,
    description: '高精度中文语音转写，支持说话人分离与标点恢复。',
    overview: 'Paraformer 是非自回归端到端语音识别模型，识别速度快，支持热词、说话人分离与时间戳，适合会议纪要与客服质检。',
    capabilities: ['实时与离线转写', '说话人分离', '热词定制', '时间戳输出'],
    pricing: { input: 0.8, output: 0, unit: '小时音频' }, maxOutputTokens: 0, monthlyCalls: 22_500_000,
    versions: [['v2', '2026-06-11', '方言识别增强'], ['v1', '2025-07-30', '首个公开版本']],
  },
  {
    id: 'sensevoice-small', name: 'SenseVoice 多语种语音理解', provider: '达摩院', modelType: 'speech',
    tags: ['语音识别', '实时转写'], contextLength: 8 * K, openSource: true,
    description: '支持 50 余种语言的语音识别，并能识别情绪与音频事件。',
    overview: 'SenseVoice 在语音识别之外提供情感识别与掌声、笑声等音频事件检测，适合多语种客服与内容审核。',
    capabilities: ['多语种识别', '情感识别', '音频事件检测'],
    pricing: { input: 0.6, output: 0, unit: '小时音频' }, maxOutputTokens: 0, monthlyCalls: 6_800_000,
    versions: [['v1.0', '2026-02-08', '首个公开版本']],
  },
  {
    id: 'cosyvoice-tts', name: 'CosyVoice 语音合成', provider: '达摩院', modelType: 'speech',
    tags: ['语音合成', '中文优化'], contextLength: 8 * K, openSource: true,
    description: '自然流畅的语音合成，支持多种音色、情感与方言，3 秒即可复刻音色。',
    overview: 'CosyVoice 支持零样本音色复刻与情感控制，可为智能设备、虚拟人与有声读物生成自然语音，与体验中心的声音人设配合使用。',
    capabilities: ['多音色合成', '情感控制', '零样本音色复刻', '流式合成'],
    pricing: { input: 2, output: 0, unit: '万字符' }, maxOutputTokens: 0, monthlyCalls: 15_200_000,
    versions: [['v2.0', '2026-07-01', '流式合成首包时延降至 150ms'], ['v1.0', '2025-09-05', '首个公开版本']],
  },
  {
    id: 'iflytek-spark-asr', name: '讯飞星火语音转写', provider: '科大讯飞', modelType: 'speech',
    tags: ['语音识别', '实时转写'], contextLength: 8 * K, openSource: false,
    description: '面向会议与课堂的长音频转写，支持 23 种方言。',
    overview: '讯飞星火语音转写擅长长音频与复杂噪声环境，提供段落划分与关键词提取，可直接生成会议纪要初稿。',
    capabilities: ['长音频转写', '方言识别', '关键词提取'],
    pricing: { input: 1.2, output: 0, unit: '小时音频' }, maxOutputTokens: 0, monthlyCalls: 9_900_000,
    versions: [['v3.5', '2026-04-18', '噪声环境识别增强'], ['v3.0', '2025-10-22', '首个公开版本']],
  },
  {
    id: 'spark-4.0-ultra', name: '讯飞星火 4.0 Ultra', provider: '科大讯飞', modelType: 'text',
    tags: ['对话', '中文优化', '工具调用'], contextLength: 32 * K, openSource: false,
    description: '星火系列旗舰模型，擅长教育、医疗等行业问答与文本生成。',
    overview: '星火 4.0 Ultra 在行业知识问答与写作上表现突出，支持联网搜索与插件调用。',
    capabilities: ['行业知识问答', '写作润色', '联网搜索'],
    pricing: tokens(0.1, 0.1), maxOutputTokens: 8192, monthlyCalls: 21_000_000,
    versions: [['v4.0-ultra', '2026-06-27', '首个公开版本']],
  },
  {
    id: 'wanx-2.1', name: '通义万相 2.1 图像生成', provider: '阿里云', modelType: 'multimodal',
    tags: ['图像生成', '中文优化'], contextLength: 8 * K, openSource: false,
    description: '根据中文描述生成高质量图像，支持风格迁移与局部重绘。',
    overview: '通义万相 2.1 理解复杂中文提示词，可生成海报、插画与产品图，支持参考图风格迁移。',
    capabilities: ['文生图', '风格迁移', '局部重绘'],
    pricing: { input: 0.16, output: 0, unit: '张图片' }, maxOutputTokens: 0, monthlyCalls: 11_300_000,
    versions: [['v2.1', '2026-02-25', '中文文字渲染能力提升'], ['v2.0', '2025-10-15', '首个公开版本']],
  },
  {
    id: 'qwen-omni-turbo', name: 'Qwen-Omni Turbo 全模态', provider: '阿里云', modelType: 'multimodal',
    tags: ['图文理解', '语音识别', '语音合成', '视频理解'], contextLength: 32 * K, openSource: false,
    description: '同时理解文本、图像、语音与视频，并可直接以语音作答。',
    overview: 'Qwen-Omni Turbo 是端到端全模态模型，适合实时语音助手、视频通话客服与智能硬件交互。',
    capabilities: ['语音对话', '视频理解', '图像问答', '语音输出'],
    pricing: tokens(0.0015, 0.0045), maxOutputTokens: 2048, monthlyCalls: 8_200_000,
    versions: [['v1.0', '2026-08-14', '首个公开版本']],
  },
  {
    id: 'sky-vision-detect', name: '天空 Vision 目标检测', provider: '平台自研', modelType: 'vision',
    tags: ['图文理解', '低空飞行'], contextLength: 8 * K, openSource: false,
    description: '面向航拍图像的开放词汇目标检测，支持人员、车辆、船只与设施识别。',
    overview: '天空 Vision 可用自然语言描述要找的目标，在航拍画面中返回检测框与置信度，是目标搜索场景的核心模型。',
    capabilities: ['开放词汇检测', '小目标识别', '红外图像检测', '检测框输出'],
    pricing: { input: 0.05, output: 0, unit: '张图片' }, maxOutputTokens: 1024, monthlyCalls: 14_600_000,
    versions: [['v1.4', '2026-10-09', '小目标召回率提升 9%'], ['v1.2', '2026-05-02', '支持红外图像'], ['v1.0', '2025-12-12', '首个公开版本']],
  },
  {
    id: 'internvl-2.5', name: 'InternVL 2.5 开源视觉', provider: '平台自研', modelType: 'vision',
    tags: ['图文理解', 'OCR'], contextLength: 32 * K, openSource: true,
    description: '平台托管的开源视觉语言模型，文档与图表理解能力强，可私有化部署。',
    overview: 'InternVL 2.5 由平台完成推理优化与托管，适合需要私有化部署的视觉问答与文档理解业务。',
    capabilities: ['文档理解', '图表问答', '私有化部署'],
    pricing: tokens(0.003, 0.003), maxOutputTokens: 2048, monthlyCalls: 5_400_000,
    versions: [['v2.5', '2026-01-15', '首个平台托管版本']],
  },
];

function detailOf(e: Entry): ModelDetail {
  const versions: ModelVersion[] = e.versions.map(([version, releaseDate, notes]) => ({ version, releaseDate, notes }));
  return {
    id: e.id,
    name: e.name,
    provider: e.provider,
    modelType: e.modelType,
    tags: e.tags,
    contextLength: e.contextLength,
    openSource: e.openSource,
    description: e.description,
    pricing: e.pricing,
    latestVersion: versions[0].version,
    updatedAt: versions[0].releaseDate,
    monthlyCalls: e.monthlyCalls,
    overview: e.overview,
    capabilities: e.capabilities,
    // Throughput scales down with price: flagship models get tighter limits.
    limits: { maxOutputTokens: e.maxOutputTokens, rpm: e.pricing.input >= 0.02 ? 300 : 1200, tpm: e.pricing.input >= 0.02 ? 300_000 : 1_000_000 },
    versions,
  };
}

export const modelCatalogue: readonly ModelDetail[] = entries.map(detailOf);

export const findModel = (id: string): ModelDetail | undefined => modelCatalogue.find((m) => m.id === id);

export function summaryOf(model: ModelDetail): ModelSummary {
  const { overview: _o, capabilities: _c, limits: _l, versions: _v, ...summary } = model;
  return summary;
}
