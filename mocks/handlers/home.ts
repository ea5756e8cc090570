/**
 * The home page's public showcase: a handful of models and apps the platform features for
 * visitors who have not signed in (the full model list needs a login). Fixed data, so the
 * home page and its tests always show the same cards.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { Featured } from '../../src/api/types';
import { ok, open, url } from '../rules/respond';

export const featured: Featured = {
  models: [
    {
      id: 'qwen-72b-chat',
      name: '通义千问 72B 对话版',
      provider: '阿里云',
      modelType: 'text',
      tags: ['长文本', '中文优化'],
      description: '面向中文场景深度优化的通用对话模型，支持 32K 上下文与工具调用。',
    },
    {
      id: 'glm-4v',
      name: 'GLM-4V 视觉理解',
      provider: '智谱AI',
      modelType: 'vision',
      tags: ['图文理解', 'OCR'],
      description: '看图问答、图表解析与文档识别，适合巡检图像与票据理解。',
    },
    {
      id: 'paraformer-asr',
      name: 'Paraformer 语音识别',
      provider: '达摩院',
      modelType: 'speech',
      tags: ['实时转写', '会议纪要'],
      description: '高精度中文语音转写，支持说话人分离与标点恢复。',
    },
    {
      id: 'sky-omni-pro',
      name: '天空 Omni Pro 多模态',
      provider: '平台自研',
      modelType: 'multimodal',
      tags: ['低空飞行', '目标搜索'],
      description: '融合视频、图像与文本的多模态模型，为低空巡检与目标搜索而训练。',
    },
  ],
  apps: [
    {
      id: 'app-inspection',
      appName: '无人机智能巡检助手',
      industryName: '低空经济',
      appShortDesc: '上传航拍画面，自动识别线路缺陷并生成巡检报告。',
    },
    {
      id: 'app-minutes',
      appName: '会议纪要助手',
      industryName: '智能办公',
      appShortDesc: '录音一键转写，提炼议题、结论与待办事项。',
    },
    {
      id: 'app-service',
      appName: '机器人在线问答',
      industryName: '通用机器人',
      appShortDesc: '基于知识库的多轮问答，部署到服务机器人与客服窗口。',
    },
  ],
};

export const homeHandlers = [http.get(url(paths.model.featured), open(() => ok(featured)))];
