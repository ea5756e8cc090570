import type { ModelDetail, ModelQuery, ModelSummary } from './model.types';

/** Model square market data (platform extension, not SPEC): added to every model of the list and detail. */
export type ModelCapability =
  'chat' | 'vision' | 'tools' | 'json' | 'reasoning' | 'code' | 'longContext' | 'speech' | 'imageGeneration';

/** Extra `sort` values of the model list beside SPEC's popular/newest/context/price. */
export type ModelMarketSort = 'inputPriceAsc' | 'inputPriceDesc' | 'outputPriceAsc' | 'contextDesc';

export interface ModelMarketInfo {
  /** Yuan per million input / output tokens; null for models not priced by tokens (speech, images). */
  inputPricePerMillion: number | null;
  outputPricePerMillion: number | null;
  capabilityCodes: ModelCapability[];
  /** Beijing YYYY-MM-DD the model goes (went) offline; '' when not deprecated. */
  deprecationDate: string;
  /** The model to move to, when deprecated. */
  replacement: string;
  /** Whether the playground and the gateway's chat endpoint take it. */
  chat: boolean;
}

/** Extra query parameters of GET model/list (all optional). */
export interface ModelMarketQuery {
  capability?: ModelCapability;
  /** Yuan per million input tokens, inclusive. */
  maxInputPrice?: number;
  /** true: leave deprecated models out. */
  hideDeprecated?: boolean;
}

/** A model of the list / the detail with its market data. */
export type ModelListing = ModelSummary & ModelMarketInfo;
export type ModelDetailListing = ModelDetail & ModelMarketInfo;
/** The list's query with the market's filters and sorts. */
export type ModelListQuery = Omit<ModelQuery, 'sort'> &
  ModelMarketQuery & { sort?: ModelQuery['sort'] | ModelMarketSort };
