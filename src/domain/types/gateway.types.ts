/**
 * The model gateway's wire shapes: OpenAI's chat-completions API as the official SDKs read it,
 * with the platform's own fields added to each model. The portal never calls the gateway itself
 * (the playground has its own endpoint); these types keep the simulator and the request log
 * honest about what an SDK receives.
 */

/** A message part of the array form of `content`. */
export type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: string } };

export interface ChatMessage {
  role: 'system' | 'developer' | 'user' | 'assistant' | 'tool';
  content: string | ContentPart[] | null;
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  stop?: string | string[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

export interface CompletionUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
}

export type FinishReason = 'stop' | 'length';

export interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  system_fingerprint: string | null;
  choices: {
    index: number;
    message: { role: 'assistant'; content: string; refusal: null };
    logprobs: null;
    finish_reason: FinishReason;
  }[];
  usage: CompletionUsage;
}

export interface ChatCompletionChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  system_fingerprint: string | null;
  choices: {
    index: number;
    delta: { role?: 'assistant'; content?: string };
    logprobs: null;
    finish_reason: FinishReason | null;
  }[];
  /** Only with stream_options.include_usage: null on every chunk but the last, which has no choices. */
  usage?: CompletionUsage | null;
}

/** OpenAI's error body: `code` is a string the SDKs pass on as `error.code`. */
export interface GatewayErrorBody {
  error: { message: string; type: string; param: string | null; code: string };
}

/** A model as GET /models lists it: OpenAI's fields, then the platform's. */
export interface GatewayModel {
  id: string;
  object: 'model';
  /** Unix seconds the model went online. */
  created: number;
  owned_by: string;
  context_length: number;
  max_output_tokens: number;
  /** Yuan per million tokens; null for models not priced by tokens. */
  pricing: {
    input: number | null;
    cached_input: number | null;
    output: number | null;
    currency: 'CNY';
    unit: 'per_million_tokens';
  };
  capabilities: string[];
  /** Beijing YYYY-MM-DD it goes offline, or null. */
  deprecation_date: string | null;
}

export interface GatewayModelList {
  object: 'list';
  data: GatewayModel[];
}

/** The header every gateway answer carries; the request log finds the call by it. */
export const REQUEST_ID_HEADER = 'x-request-id';
