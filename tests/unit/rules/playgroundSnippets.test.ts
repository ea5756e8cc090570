import { describe, expect, it } from 'vitest';
import {
  buildSnippet,
  compareModelsError,
  openAiBody,
  playgroundErrors,
  snippetKey,
  type PlaygroundRequest,
} from '../../../src/domain/playground';

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
    expect(playgroundErrors({ ...request, maxTokens: 4096 }, 2048)).toEqual({
      maxTokens: 'max_tokens 不能超过该模型的最大输出长度 2048',
    });
    expect(playgroundErrors({ ...request, temperature: Number.NaN })).toEqual({
      temperature: 'temperature 须在 0 到 2 之间',
    });
    expect(playgroundErrors({ ...request, stop: ['a', 'b', 'c', 'd', 'e'] })).toEqual({ stop: '停止序列最多4个' });
    expect(playgroundErrors({ ...request, model: '', prompt: '  ' })).toEqual({
      model: '请选择模型',
      prompt: '请输入问题内容',
    });
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
      stream_options: { include_usage: true },
    });
    expect(openAiBody({ ...request, systemPrompt: ' ', stop: [] })).not.toHaveProperty('stop');
  });

  it('curl: the body survives the shell quoting', () => {
    const curl = buildSnippet({ language: 'curl', request, baseUrl: base, apiKey: KEY, reveal: false });
    expect(curl.split('\n').slice(0, 3)).toEqual([
      'curl -N https://portal.example.com/op-model/api/v1/chat/completions \\',
      '  -H "Content-Type: application/json" \\',
      '  -H "Authorization: Bearer sk-****abcd" \\',
    ]);
    // Undo the shell's single quoting the way sh would: '\'' is a literal quote.
    const quoted = curl.slice(curl.indexOf("-d '") + 4, -1);
    expect(JSON.parse(quoted.replace(/'\\''/g, "'"))).toEqual(openAiBody(request));
  });

  it('python: the openai SDK with Python literals', () => {
    const py = buildSnippet({
      language: 'python',
      request: { ...request, stop: [] },
      baseUrl: base,
      apiKey: '',
      reveal: false,
    });
    expect(py).toContain(
      'client = OpenAI(api_key="YOUR_API_KEY", base_url="https://portal.example.com/op-model/api/v1")',
    );
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
    expect(js).toContain(
      'const client = new OpenAI({ apiKey: "sk-****abcd", baseURL: "https://portal.example.com/op-model/api/v1" });',
    );
    expect(js).toContain('  stop: ["###"],');
    expect(js).toContain('  stream: true,');
  });
});

describe('playground limits, at and just past each bound', () => {
  const valid = { model: 'qwen-max', prompt: '你好' };

  it('leaves out what was not given: no prompt is an empty one, unset parameters are not checked', () => {
    expect(playgroundErrors({})).toEqual({ model: '请选择模型', prompt: '请输入问题内容' });
    expect(playgroundErrors(valid)).toEqual({});
  });

  it('the prompt takes 8000 characters and the system prompt 4000', () => {
    expect(playgroundErrors({ ...valid, prompt: '问'.repeat(8000), systemPrompt: '系'.repeat(4000) })).toEqual({});
    expect(playgroundErrors({ ...valid, prompt: '问'.repeat(8001), systemPrompt: '系'.repeat(4001) })).toEqual({
      prompt: '问题内容不能超过8000个字符',
      systemPrompt: '系统提示词不能超过4000个字符',
    });
  });

  it('counts both without the whitespace around them, as their counters do', () => {
    const padded = { ...valid, prompt: ` ${'问'.repeat(8000)}\n`, systemPrompt: `${'系'.repeat(4000)}\n\n` };
    expect(playgroundErrors(padded)).toEqual({});
  });

  it('max_tokens may equal the model limit but not pass it', () => {
    expect(playgroundErrors({ ...valid, maxTokens: 2048 }, 2048)).toEqual({});
    expect(playgroundErrors({ ...valid, maxTokens: 2049 }, 2048)).toEqual({
      maxTokens: 'max_tokens 不能超过该模型的最大输出长度 2048',
    });
  });

  it('four stop sequences of up to 32 characters', () => {
    expect(playgroundErrors({ ...valid, stop: ['a', 'b', 'c', 'x'.repeat(32)] })).toEqual({});
    expect(playgroundErrors({ ...valid, stop: ['a', 'x'.repeat(33)] })).toEqual({ stop: '每个停止序列不超过32个字符' });
  });

  it('three models may be compared', () => {
    expect(compareModelsError(['a', 'b', 'c'])).toBeUndefined();
  });
});

describe('snippets in full', () => {
  // A prompt that looks like JSON words after a colon and a comma, behind an escaped quote.
  const tricky: PlaygroundRequest = { ...request, prompt: 'a", true: null, false' };

  it('a blank system prompt sends the user message alone', () => {
    expect(openAiBody({ ...request, systemPrompt: '  \n' }).messages).toEqual([
      { role: 'user', content: '它\'s "好"的' },
    ]);
  });

  it('trailing slashes of the base are all dropped', () => {
    const curl = buildSnippet({
      language: 'curl',
      request,
      baseUrl: 'https://portal.example.com/op-model/api/v1//',
      apiKey: '',
      reveal: false,
    });
    expect(curl.split('\n')[0]).toBe('curl -N https://portal.example.com/op-model/api/v1/chat/completions \\');
  });

  it('python, line by line; words inside strings stay as typed', () => {
    expect(
      buildSnippet({ language: 'python', request: { ...tricky, stop: [] }, baseUrl: base, apiKey: KEY, reveal: false }),
    ).toBe(
      [
        'from openai import OpenAI',
        '',
        'client = OpenAI(api_key="sk-****abcd", base_url="https://portal.example.com/op-model/api/v1")',
        '',
        'stream = client.chat.completions.create(',
        '    model="qwen-max",',
        '    messages=[',
        '        {',
        '            "role": "system",',
        '            "content": "你是巡检助手"',
        '        },',
        '        {',
        '            "role": "user",',
        '            "content": "a\\", true: null, false"',
        '        }',
        '    ],',
        '    temperature=0.3,',
        '    top_p=0.9,',
        '    max_tokens=512,',
        '    stream=True,',
        '    stream_options={"include_usage": True},',
        ')',
        'for chunk in stream:',
        '    if chunk.choices:',
        '        print(chunk.choices[0].delta.content or "", end="", flush=True)',
        '    if chunk.usage:',
        '        print("\\nusage:", chunk.usage.model_dump_json())',
      ].join('\n'),
    );
  });

  it('python: a cleared number field (NaN, JSON null) is written None', () => {
    const py = buildSnippet({
      language: 'python',
      request: { ...request, temperature: Number.NaN },
      baseUrl: base,
      apiKey: '',
      reveal: false,
    });
    expect(py).toContain('\n    temperature=None,\n');
  });

  it('javascript, line by line', () => {
    expect(buildSnippet({ language: 'javascript', request: tricky, baseUrl: base, apiKey: KEY, reveal: false })).toBe(
      [
        "import OpenAI from 'openai';",
        '',
        'const client = new OpenAI({ apiKey: "sk-****abcd", baseURL: "https://portal.example.com/op-model/api/v1" });',
        '',
        'const stream = await client.chat.completions.create({',
        '  model: "qwen-max",',
        '  messages: [',
        '    {',
        '      "role": "system",',
        '      "content": "你是巡检助手"',
        '    },',
        '    {',
        '      "role": "user",',
        '      "content": "a\\", true: null, false"',
        '    }',
        '  ],',
        '  temperature: 0.3,',
        '  top_p: 0.9,',
        '  max_tokens: 512,',
        '  stop: ["###"],',
        '  stream: true,',
        '  stream_options: { include_usage: true },',
        '});',
        'for await (const chunk of stream) {',
        "  process.stdout.write(chunk.choices[0]?.delta?.content ?? '');",
        "  if (chunk.usage) console.log('\\nusage:', JSON.stringify(chunk.usage));",
        '}',
      ].join('\n'),
    );
  });
});
