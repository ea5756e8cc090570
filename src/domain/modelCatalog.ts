/**
 * The model square's vocabulary: types, providers, capability tags, context buckets and
 * sort orders. Shared by the filters (labels, URL values) and the simulator's catalogue.
 */
import type { ModelLicense, ModelSort, ModelType } from './types/model.types';

export const modelTypes: readonly { value: ModelType; label: string }[] = [
  { value: 'text', label: '文本生成' },
  { value: 'vision', label: '视觉理解' },
  { value: 'speech', label: '语音' },
  { value: 'multimodal', label: '多模态' },
];

export const providers = [
  '平台自研',
  '阿里云',
  '百度',
  '智谱AI',
  '深度求索',
  '月之暗面',
  '达摩院',
  '科大讯飞',
] as const;

export const capabilityTags = [
  '对话',
  '长文本',
  '代码生成',
  '工具调用',
  '数学推理',
  '图文理解',
  'OCR',
  '图像生成',
  '语音识别',
  '语音合成',
  '实时转写',
  '视频理解',
  '低空飞行',
  '中文优化',
] as const;

export const contextBuckets: readonly { value: number; label: string }[] = [
  { value: 8_192, label: '8K 及以上' },
  { value: 32_768, label: '32K 及以上' },
  { value: 131_072, label: '128K 及以上' },
];

export const licenses: readonly { value: ModelLicense; label: string }[] = [
  { value: 'open', label: '开源' },
  { value: 'commercial', label: '商用' },
];

export const sortOrders: readonly { value: ModelSort; label: string }[] = [
  { value: 'popular', label: '最热门' },
  { value: 'newest', label: '最新发布' },
  { value: 'context', label: '上下文最长' },
  { value: 'price', label: '价格最低' },
];

export const DEFAULT_SORT: ModelSort = 'popular';
export const MODEL_PAGE_SIZE = 9;

export const modelTypeLabel = (value: ModelType): string => modelTypes.find((t) => t.value === value)?.label ?? value;

export const isModelType = (v: unknown): v is ModelType => modelTypes.some((t) => t.value === v);
export const isLicense = (v: unknown): v is ModelLicense => licenses.some((l) => l.value === v);
export const isSort = (v: unknown): v is ModelSort => sortOrders.some((s) => s.value === v);
