/**
 * The home page's showcase: which catalogue models the platform features, and the featured apps'
 * copy. The models' text comes from the model catalogue (seed/models.ts), the same source the
 * simulator's model square serves, so the home page and the catalogue never disagree.
 * The portal carries the showcase in its build (vite.config.ts, `virtual:featured`): a guest's
 * home page asks no API for it (SPEC section 7 allows no such call without a token).
 */
import type { Featured, FeaturedModel } from '../../src/domain/types/home.types';
import { findModel } from './models';

const FEATURED_MODEL_IDS = ['qwen-72b-chat', 'glm-4v', 'paraformer-asr', 'sky-omni-pro'] as const;
/** A card shows a model's first tags, as many as fit beside its name. */
const CARD_TAGS = 2;

const FEATURED_APPS: Featured['apps'] = [
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
];

function featuredModel(id: string): FeaturedModel {
  const model = findModel(id);
  if (!model) throw new Error(`featured model ${id} is not in the catalogue`);
  const { name, provider, modelType, tags, description } = model;
  return { id, name, provider, modelType, tags: tags.slice(0, CARD_TAGS), description };
}

export function featuredShowcase(): Featured {
  return { models: FEATURED_MODEL_IDS.map(featuredModel), apps: FEATURED_APPS };
}
