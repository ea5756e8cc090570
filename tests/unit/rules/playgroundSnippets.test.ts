import { describe, expect, it } from 'vitest';
import { buildSnippet, compareModelsError, openAiBody, playgroundErrors, snippetKey, type PlaygroundRequest } from '../../../src/machines/rules/playground';

const request: PlaygroundRequest = {
  model: 'qwen-max',
  systemPrompt: '你是巡检助手',
  prompt: '它\'s "好"的',
  temperature: 0.3,
  topP: 0.9,
  maxTokens: 512,
  stop: ['###'],
};
const KEY = 'sk-0123456789abcdef0123456789abcdef0123abcd';
const base = 'https://portal.example.com/op-model/api/v1/';

describe('playground parameters', () => {
  it('refuses each parameter out of range with its bounds', () => {
    expect(playgroundErrors({ ...request, temperature: 2.1, topP: -0.1, maxTokens: 0 })).toEqual({
      temperature: 'temperature 须在 0 到 2 之间',
      topP: 'top_p 须在 0 到 1 之间',
      maxTokens: 'max_tokens 须在 1 到 8192 之间',
    });
    expect(playgroundErrors({ ...request, temperature: 2, topP: 0, maxTokens: 8192 })).toEqual({});
    expect(playgroundErrors({ ...request, maxTokens: 12.5 })).toEqual({ maxTokens: 'max_tokens 须为整数' });
    expect(playgroundErrors({ ...request, maxTokens: 4096 }, 2048)).toEqual({ maxTokens: 'max_tokens 不能超过该模型的最大输出长度 2048' });
    expect(playgroundErrors({ ...request, temperature: Number.NaN })).toEqual({ temperature: 'temperature 须在 0 到 2 之间' });
    expect(playgroundErrors({ ...request, stop: ['a', 'b', 'c', 'd', 'e'] })).toEqual({ stop: '停止序列最多4个' });
    expect(playgroundErrors({ ...request, model: '', prompt: '  ' })).toEqual({ model: '请选择模型', prompt: '请输入问题内容' });
  });

  it('compares two or three different models', () => {
    expect(compareModelsError(['a'])).toBe('对比模式请选择2到3个模型');
    expect(compareModelsError(['a', 'b', 'c', 'd'])).toBe('对比模式请选择2到3个模型');
    expect(compareModelsError(['a', 'a'])).toBe('对比的模型不能重复');
    expect(compareModelsError(['a', 'b'])).toBeUndefined();
  });
});

describe('code snippets', () => {
  it('never carry the full key unless revealed', () => {
    expect(snippetKey(KEY, false)).toBe('sk-****abcd');
    expect(snippetKey(KEY, true)).toBe(KEY);
    expect(snippetKey('', true)).toBe('YOUR_API_KEY');
    for (const language of ['curl', 'python', 'javascript'] as const) {
      const masked = buildSnippet({ language, request, baseUrl: base, apiKey: KEY, reveal: false });
      expect(masked, language).not.toContain(KEY);
      expect(masked, language).toContain('sk-****abcd');
      expect(buildSnippet({ language, request, baseUrl: base, apiKey: KEY, reveal: true }), language).toContain(KEY);
    }
  });

  it('writes the OpenAI-compatible body in snake_case', () => {
    expect(openAiBody(request)).toEqual({
      model: 'qwen-max',
      messages: [
        { role: 'system', content: '你是巡检助手' },
        { role: 'user', content: '它\'s "好"的' },
      ],
      temperature: 0.3,
      top_p: 0.9,
      max_tokens: 512,
      stop: ['###'],
      stream: true,
    });
    expect(openAiBody({ ...request, systemPrompt: ' ', stop: [] })).not.toHaveProperty('stop');
  });

  it('curl: the body survives the shell quoting', () => {
    const curl = buildSnippet({ language: 'curl', request, baseUrl: base, apiKey: KEY, reveal: false });
    expect(curl.split('\n').slice(0, 3)).toEqual([
      'curl https://portal.example.com/op-model/api/v1/chat/completions \\',
      '  -H "Content-Type: application/json" \\',
      '  -H "Authorization: Bearer sk-****abcd" \\',
    ]);
    // Undo the shell's single quoting the way sh would: '\'' is a literal quote.
    const quoted = curl.slice(curl.indexOf("-d '") + 4, -1);
    expect(JSON.parse(quoted.replace(/'\\''/g, "'"))).toEqual(openAiBody(request));
  });

  it('python: the openai SDK with Python literals', () => {
    const py = buildSnippet({ language: 'python', request: { ...request, stop: [] }, baseUrl: base, apiKey: '', reveal: false });
    expect(py).toContain('client = OpenAI(api_key="YOUR_API_KEY", base_url="https://portal.example.com/op-model/api/v1")');
    expect(py).toContain('    model="qwen-max",');
    expect(py).toContain('    temperature=0.3,');
    expect(py).toContain('    top_p=0.9,');
    expect(py).toContain('    max_tokens=512,');
    expect(py).toContain('    stream=True,');
    expect(py).not.toContain('stop=');
  });

  it('javascript: the openai package, streamed', () => {
    const js = buildSnippet({ language: 'javascript', request, baseUrl: base, apiKey: KEY, reveal: false });
    expect(js).toContain("import OpenAI from 'openai';");
    expect(js).toContain('const client = new OpenAI({ apiKey: "sk-****abcd", baseURL: "https://portal.example.com/op-model/api/v1" });');
    expect(js).toContain('  stop: ["###"],');
    expect(js).toContain('  stream: true,');
  });
});
