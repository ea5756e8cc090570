/** Usage analytics (platform extension, not SPEC). Money in yuan, dates Beijing YYYY-MM-DD. */
import type { UsageGranularity, UsageGroupBy } from '../usageQuery';

export type { UsageGranularity, UsageGroupBy };

export interface UsageQuery {
  start: string;
  end: string;
  granularity: UsageGranularity;
  groupBy: UsageGroupBy;
}

export interface UsageAmounts {
  calls: number;
  /** Calls refused or failed (no tokens, no cost); counted in `calls`. */
  failedCalls: number;
  tokensIn: number;
  tokensOut: number;
  cost: number;
  /** Prompt tokens served from the prompt cache (within tokensIn), billed at the cached price. */
  cachedTokens?: number;
  /** Yuan the cache saved against every prompt token at the full input price. */
  cacheSavings?: number;
}

export interface UsageGroupAmounts extends UsageAmounts {
  /** The group's id: a model id, an API key id ('' = calls from the console without a key), an app id ('' = direct API calls). */
  key: string;
  label: string;
}

export interface UsageBucket {
  /** First and last day of the bucket, clipped to the query's range. */
  start: string;
  end: string;
  label: string;
  total: UsageAmounts;
  /** One entry per series that has usage in the bucket. */
  groups: UsageGroupAmounts[];
}

export interface UsageSummary extends UsageQuery {
  /** Every group seen in the range, biggest cost first: the chart's stacked series. */
  series: { key: string; label: string }[];
  buckets: UsageBucket[];
  totals: UsageAmounts;
}

export interface UsageRequestQuery {
  start: string;
  end: string;
  /** With groupKey: only the requests of one series (a bar segment). */
  groupBy?: UsageGroupBy;
  groupKey?: string;
  pageNum: number;
  pageSize: number;
}

export interface UsageRequest {
  id: string;
  /** ISO instant. */
  time: string;
  keyId: string;
  keyName: string;
  model: string;
  appId: string;
  appName: string;
  tokensIn: number;
  tokensOut: number;
  cost: number;
  latencyMs: number;
  /** The HTTP status the call was answered with. */
  status: number;
}

export interface UsageExportQuery extends UsageQuery {
  /** 'summary': one row per bucket and series (what the chart and table show); 'requests': every request behind the range. */
  view: 'summary' | 'requests';
  groupKey?: string;
}

export interface UsageExport {
  fileName: string;
  /** CSV text, UTF-8 with BOM. */
  csv: string;
  rows: number;
}
