/**
 * Pre-flight cost: the most a chat call as configured can cost before it is sent, and what is
 * left under the month's budget and a key's monthly cap after it. The worst case bills every
 * prompt token at the full input price and the whole max_tokens at the output price; a prompt
 * found in the gateway's prompt cache only lowers it. Prices arrive as yuan per thousand tokens
 * and are held as whole fen per million tokens, so every sum is of integers; a call is rounded up
 * to the fen, as billing does.
 */

/** Share of the input price, in percent, a cached prompt token is billed at. */
export const CACHED_INPUT_PERCENT = 10;
/** Tokens the console adds around its one question (the roles and framing). */
export const CONSOLE_FRAMING_TOKENS = 8;
/** Tokens each message's role and framing cost on the OpenAI-compatible endpoint. */
export const MESSAGE_FRAMING_TOKENS = 3;

export interface TokenPrices {
  /** Fen per million tokens. */
  inputFenPerM: number;
  cachedInputFenPerM: number;
  outputFenPerM: number;
}

/** A model's yuan-per-thousand-token prices as whole fen per million tokens. */
export function tokenPrices(pricing: { input: number; output: number }): TokenPrices {
  const inputFenPerM = Math.round(pricing.input * 100_000);
  return {
    inputFenPerM,
    cachedInputFenPerM: Math.round((inputFenPerM * CACHED_INPUT_PERCENT) / 100),
    outputFenPerM: Math.round(pricing.output * 100_000),
  };
}

/**
 * Prompt tokens of a question, counted as the platform counts them (about one token a character):
 * from the console, its text and a fixed framing; through the API (the 查看代码 snippet), each
 * message as `role:content` on its own line plus each message's framing.
 */
export function promptTokens(req: { systemPrompt: string; prompt: string }, via: 'console' | 'api'): number {
  if (via === 'console') return req.systemPrompt.length + req.prompt.length + CONSOLE_FRAMING_TOKENS;
  const messages = [...(req.systemPrompt.trim() ? [`system:${req.systemPrompt}`] : []), `user:${req.prompt}`];
  return messages.join('\n').length + messages.length * MESSAGE_FRAMING_TOKENS;
}

const fenOf = (tokenFenPerM: number): number => Math.ceil(tokenFenPerM / 1_000_000);

export interface CallCost {
  promptTokens: number;
  maxTokens: number;
  /** Every prompt token at the input price and all of max_tokens at the output price. */
  worstFen: number;
  /** The same with the whole prompt read from the prompt cache. */
  cachedFen: number;
}

export function callCost(prices: TokenPrices, prompt: number, maxTokens: number): CallCost {
  const output = maxTokens * prices.outputFenPerM;
  return {
    promptTokens: prompt,
    maxTokens,
    worstFen: fenOf(prompt * prices.inputFenPerM + output),
    cachedFen: fenOf(prompt * prices.cachedInputFenPerM + output),
  };
}

/** What is left of a monthly limit before and after a call costing `costFen`. */
export interface Headroom {
  limitFen: number;
  spentFen: number;
  leftFen: number;
  afterFen: number;
  /** 'passed': the limit was reached already; 'exceeds': this call may cross it. */
  state: 'ok' | 'exceeds' | 'passed';
}

export function headroom(limitFen: number, spentFen: number, costFen: number): Headroom {
  const leftFen = limitFen - spentFen;
  const afterFen = leftFen - costFen;
  const state = leftFen <= 0 && (limitFen > 0 || spentFen > 0) ? 'passed' : afterFen < 0 ? 'exceeds' : 'ok';
  return { limitFen, spentFen, leftFen, afterFen, state };
}
