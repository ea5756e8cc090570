/**
 * The playground's request: parameter bounds and messages (the form and the simulator agree on
 * them), and the code snippets that show the same request as curl, Python (openai SDK) and
 * JavaScript, with the key masked unless the user asked to reveal it.
 */
import { maskKey } from './apiKey';

export const PLAYGROUND_PARAMS = {
  temperature: { min: 0, max: 2, initial: 0.7, label: 'temperature' },
  topP: { min: 0, max: 1, initial: 1, label: 'top_p' },
  maxTokens: { min: 1, max: 8192, initial: 1024, label: 'max_tokens' },
} as const;
export const MAX_STOP = 4;
export const MAX_STOP_LENGTH = 32;
export const MAX_SYSTEM_PROMPT = 4000;
export const MAX_PROMPT = 8000;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

export const playgroundMessages = {
  modelRequired: '请选择模型',
  promptRequired: '请输入问题内容',
  promptTooLong: `问题内容不能超过${MAX_PROMPT}个字符`,
  systemTooLong: `系统提示词不能超过${MAX_SYSTEM_PROMPT}个字符`,
  outOfRange: (label: string, min: number, max: number) => `${label} 须在 ${min} 到 ${max} 之间`,
  maxTokensInteger: 'max_tokens 须为整数',
  maxTokensOverModel: (max: number) => `max_tokens 不能超过该模型的最大输出长度 ${max}`,
  stopTooMany: `停止序列最多${MAX_STOP}个`,
  stopTooLong: `每个停止序列不超过${MAX_STOP_LENGTH}个字符`,
  compareCount: `对比模式请选择${COMPARE_MIN}到${COMPARE_MAX}个模型`,
  compareDuplicate: '对比的模型不能重复',
  notChatModel: (model: string) => `模型 ${model} 不支持对话调用`,
} as const;

export interface PlaygroundParams {
  temperature: number;
  topP: number;
  maxTokens: number;
  stop: string[];
}

export interface PlaygroundRequest extends PlaygroundParams {
  model: string;
  systemPrompt: string;
  prompt: string;
}

export type PlaygroundErrors = Partial<Record<keyof PlaygroundRequest, string>>;

const outside = (value: number, { min, max }: { min: number; max: number }) =>
  typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max;

/** Every problem of a request at once; `modelMaxTokens` is the chosen model's output limit when known. */
export function playgroundErrors(req: Partial<PlaygroundRequest>, modelMaxTokens?: number): PlaygroundErrors {
  const errors: PlaygroundErrors = {};
  const { temperature: t, topP: p, maxTokens: m } = PLAYGROUND_PARAMS;
  if (!req.model) errors.model = playgroundMessages.modelRequired;
  const prompt = (req.prompt ?? '').trim();
  if (!prompt) errors.prompt = playgroundMessages.promptRequired;
  else if (prompt.length > MAX_PROMPT) errors.prompt = playgroundMessages.promptTooLong;
  if ((req.systemPrompt ?? '').trim().length > MAX_SYSTEM_PROMPT)
    errors.systemPrompt = playgroundMessages.systemTooLong;
  if (req.temperature !== undefined && outside(req.temperature, t))
    errors.temperature = playgroundMessages.outOfRange(t.label, t.min, t.max);
  if (req.topP !== undefined && outside(req.topP, p))
    errors.topP = playgroundMessages.outOfRange(p.label, p.min, p.max);
  if (req.maxTokens !== undefined) {
    if (outside(req.maxTokens, m)) errors.maxTokens = playgroundMessages.outOfRange(m.label, m.min, m.max);
    else if (!Number.isInteger(req.maxTokens)) errors.maxTokens = playgroundMessages.maxTokensInteger;
    else if (modelMaxTokens !== undefined && req.maxTokens > modelMaxTokens)
      errors.maxTokens = playgroundMessages.maxTokensOverModel(modelMaxTokens);
  }
  const stop = req.stop ?? [];
  if (stop.length > MAX_STOP) errors.stop = playgroundMessages.stopTooMany;
  else if (stop.some((s) => s.length > MAX_STOP_LENGTH)) errors.stop = playgroundMessages.stopTooLong;
  return errors;
}

export function compareModelsError(models: readonly string[]): string | undefined {
  if (models.length < COMPARE_MIN || models.length > COMPARE_MAX) return playgroundMessages.compareCount;
  return new Set(models).size === models.length ? undefined : playgroundMessages.compareDuplicate;
}

export type SnippetLanguage = 'curl' | 'python' | 'javascript';
export const snippetLanguages: readonly { value: SnippetLanguage; label: string }[] = [
  { value: 'curl', label: 'curl' },
  { value: 'python', label: 'Python' },
  { value: 'javascript', label: 'JavaScript' },
];

export interface SnippetInput {
  language: SnippetLanguage;
  request: PlaygroundRequest;
  /** The OpenAI-compatible base, e.g. https://api.example.com/op-model/api/v1 */
  baseUrl: string;
  /** The user's key; '' writes a placeholder. */
  apiKey: string;
  /** Only when the user asked to see the full key. */
  reveal: boolean;
}

export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** What a snippet carries in place of the key: the masked key, the placeholder, or the key itself when revealed. */
export function snippetKey(apiKey: string, reveal: boolean): string {
  if (!apiKey) return KEY_PLACEHOLDER;
  return reveal ? apiKey : maskKey(apiKey);
}

function messagesOf(req: PlaygroundRequest): { role: string; content: string }[] {
  const system = req.systemPrompt.trim() ? [{ role: 'system', content: req.systemPrompt }] : [];
  return [...system, { role: 'user', content: req.prompt }];
}

/** The request body as the OpenAI-compatible API takes it (snake_case; empty stop left out). */
export function openAiBody(req: PlaygroundRequest): Record<string, unknown> {
  return {
    model: req.model,
    messages: messagesOf(req),
    temperature: req.temperature,
    top_p: req.topP,
    max_tokens: req.maxTokens,
    ...(req.stop.length ? { stop: req.stop } : {}),
    stream: true,
    // The last event then carries the call's tokens, which the snippets print.
    stream_options: { include_usage: true },
  };
}

const indent = (json: string, pad: string) => json.split('\n').join(`\n${pad}`);
/** JSON in a single-quoted shell word: each ' closes, escapes and reopens. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const PYTHON_WORDS: Readonly<Record<string, string>> = { true: 'True', false: 'False', null: 'None' };
/**
 * A Python literal from JSON: true/false/null spelled the Python way (strings keep JSON escapes,
 * which Python reads the same). Each string is matched whole and left as it is, so a prompt such
 * as "a: true" is not rewritten, and a bare null (a cleared number field) still becomes None.
 */
const pythonLiteral = (value: unknown) =>
  JSON.stringify(value, null, 4).replace(/"(?:[^"\\]|\\.)*"|\b(?:true|false|null)\b/g, (token) =>
    token.startsWith('"') ? token : PYTHON_WORDS[token],
  );

export function buildSnippet({ language, request, baseUrl, apiKey, reveal }: SnippetInput): string {
  const key = snippetKey(apiKey, reveal);
  const body = openAiBody(request);
  const base = baseUrl.replace(/\/+$/, '');
  if (language === 'curl') {
    return [
      `curl -N ${base}/chat/completions \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -H "Authorization: Bearer ${key}" \\`,
      `  -d ${shellQuote(JSON.stringify(body, null, 2))}`,
    ].join('\n');
  }
  const { model, messages, stream: _stream, stream_options: _options, ...params } = body;
  if (language === 'python') {
    const args = Object.entries(params).map(([k, v]) => `    ${k}=${pythonLiteral(v)},`);
    return [
      'from openai import OpenAI',
      '',
      `client = OpenAI(api_key=${JSON.stringify(key)}, base_url=${JSON.stringify(base)})`,
      '',
      'stream = client.chat.completions.create(',
      `    model=${JSON.stringify(model)},`,
      `    messages=${indent(pythonLiteral(messages), '    ')},`,
      ...args,
      '    stream=True,',
      '    stream_options={"include_usage": True},',
      ')',
      'for chunk in stream:',
      '    if chunk.choices:',
      '        print(chunk.choices[0].delta.content or "", end="", flush=True)',
      '    if chunk.usage:',
      '        print("\\nusage:", chunk.usage.model_dump_json())',
    ].join('\n');
  }
  const fields = Object.entries(params).map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`);
  return [
    "import OpenAI from 'openai';",
    '',
    `const client = new OpenAI({ apiKey: ${JSON.stringify(key)}, baseURL: ${JSON.stringify(base)} });`,
    '',
    'const stream = await client.chat.completions.create({',
    `  model: ${JSON.stringify(model)},`,
    `  messages: ${indent(JSON.stringify(messages, null, 2), '  ')},`,
    ...fields,
    '  stream: true,',
    '  stream_options: { include_usage: true },',
    '});',
    'for await (const chunk of stream) {',
    "  process.stdout.write(chunk.choices[0]?.delta?.content ?? '');",
    "  if (chunk.usage) console.log('\\nusage:', JSON.stringify(chunk.usage));",
    '}',
  ].join('\n');
}
