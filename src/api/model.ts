import { http } from './http';
import { paths } from './paths';
import type { Page } from './types';

export interface ModelSummary {
  id: string;
  name: string;
  provider: string;
  modelType: 'text' | 'vision' | 'speech' | 'multimodal';
  tags: string[];
  contextLength: number;
  openSource: boolean;
  description: string;
}

export interface ModelQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  modelType?: string;
  provider?: string;
  tag?: string;
  minContext?: number;
  openSource?: boolean;
  sort?: string;
}

export const searchModels = (params: ModelQuery) =>
  http.get<Page<ModelSummary>>(paths.model.list, { params }).then((r) => r.data);
export const getModelDetail = (id: string) =>
  http.get<ModelSummary & Record<string, unknown>>(paths.model.detail, { params: { id } }).then((r) => r.data);
