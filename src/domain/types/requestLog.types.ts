/** The request log (调用日志, platform extension): every model-gateway call, found by its x-request-id. */
import type { UsageRequest } from './usage.types';
import type { LimitStack } from '../limitStack';

export type RequestLogStatus = 'success' | 'error';

export interface RequestLogFilter {
  /** A key's id; 'console' for calls made from the console (调试台). */
  keyId?: string;
  model?: string;
  status?: RequestLogStatus;
  /** An OpenAI error code such as rate_limit_exceeded, or an HTTP status such as 429. */
  errorCode?: string;
  /** The whole id, or its start. */
  requestId?: string;
  appId?: string;
  /** Beijing dates YYYY-MM-DD, inclusive; either may be left out. */
  start?: string;
  end?: string;
}

export interface RequestLogQuery extends RequestLogFilter {
  pageNum: number;
  pageSize: number;
}

/** A call as 用量统计 lists it (time, key, model, app, tokens, cost in yuan, latency, HTTP status), and what the log adds. */
export interface RequestLogRow extends Omit<UsageRequest, 'id'> {
  requestId: string;
  errorCode: string;
  /** Prompt tokens served from the prompt cache (within tokensIn). */
  cachedTokens: number;
  firstTokenMs: number;
  stream: boolean;
  /** 'disconnected': the client left mid-stream and was billed for what it was sent. */
  outcome: '' | 'disconnected';
}

export interface RequestLogDetail extends RequestLogRow {
  clientIp: string;
  /** The error body the caller received (JSON text), '' on success. */
  errorBody: string;
  /** Yuan per million tokens the call was billed at; null when the model is not priced by tokens. */
  prices: { input: number; cachedInput: number; output: number } | null;
  /** The limits checked for the call when it arrived; null when it was refused before them (bad key, bad body). */
  limits: LimitStack | null;
}

export interface RequestLogOptions {
  keys: { id: string; name: string }[];
  models: string[];
  apps: { id: string; name: string }[];
}
