/** Wire types of the model API (src/api/model.ts), shared by the client and the simulator. */

export type ModelType = 'text' | 'vision' | 'speech' | 'multimodal';

export type ModelLicense = 'open' | 'commercial';

export type ModelSort = 'popular' | 'newest' | 'context' | 'price';

export interface ModelPricing {
  /** Yuan per unit of input (0 = free). */
  input: number;
  /** Yuan per unit of output (0 = free). */
  output: number;
  unit: '千tokens' | '小时音频' | '万字符' | '张图片';
}

export interface ModelSummary {
  id: string;
  name: string;
  provider: string;
  modelType: ModelType;
  tags: string[];
  contextLength: number;
  openSource: boolean;
  description: string;
  pricing: ModelPricing;
  latestVersion: string;
  updatedAt: string;
  /** Calls in the last 30 days, the "popular" order. */
  monthlyCalls: number;
}

export interface ModelVersion {
  version: string;
  releaseDate: string;
  notes: string;
}

export interface ModelDetail extends ModelSummary {
  overview: string;
  capabilities: string[];
  limits: { maxOutputTokens: number; rpm: number; tpm: number };
  versions: ModelVersion[];
}

export interface ModelQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  modelType?: ModelType;
  provider?: string;
  tag?: string;
  /** Minimum context window in tokens. */
  minContext?: number;
  license?: ModelLicense;
  sort?: ModelSort;
}
