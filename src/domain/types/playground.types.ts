/** Developer playground (platform extension, not SPEC). */
export interface PlaygroundCallBody {
  model: string;
  systemPrompt: string;
  prompt: string;
  temperature: number;
  topP: number;
  maxTokens: number;
  stop: string[];
}

export interface PlaygroundUsage {
  tokensIn: number;
  tokensOut: number;
  /** Yuan. */
  cost: number;
  /** Simulated model latency, ms. */
  latencyMs: number;
  finishReason: 'stop' | 'length';
}

export interface CompareBody extends Omit<PlaygroundCallBody, 'model'> {
  models: string[];
}

export type CompareResult =
  { model: string; content: string; usage: PlaygroundUsage } | { model: string; error: string };
