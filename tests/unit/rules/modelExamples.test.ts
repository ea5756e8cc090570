import { describe, expect, it } from 'vitest';
import { resolveGatewayBaseUrl } from '../../../src/api/paths';
import { apiExample, exampleLanguages } from '../../../src/domain/modelExamples';

const BASE = 'https://api.skyai-open.cn/op-model/api/v1';

// The ready-to-copy calls on a model's page: the platform's OpenAI-compatible endpoint, the model
// the page is about, and always the placeholder key (a real key is never printed on a page).
describe('a model page’s API examples', () => {
  it('come in cURL, Python and JavaScript, in that order', () => {
    expect(exampleLanguages).toEqual([
      { value: 'curl', label: 'cURL' },
      { value: 'python', label: 'Python' },
      { value: 'javascript', label: 'JavaScript' },
    ]);
  });

  it('cURL: posts the chat completion with the placeholder key', () => {
    expect(apiExample('curl', 'qwen-max', BASE)).toBe(
      `curl https://api.skyai-open.cn/op-model/api/v1/chat/completions \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "qwen-max",
    "messages": [{"role": "user", "content": "你好，请介绍一下你自己"}],
    "temperature": 0.7,
    "stream": false
  }'`,
    );
  });

  it('cURL: the body it sends is JSON a shell passes on unchanged', () => {
    const body = /-d '([^']*)'/.exec(apiExample('curl', 'glm-4', BASE))?.[1];
    expect(JSON.parse(body ?? '')).toEqual({
      model: 'glm-4',
      messages: [{ role: 'user', content: '你好，请介绍一下你自己' }],
      temperature: 0.7,
      stream: false,
    });
  });

  it('Python: the openai client pointed at the platform', () => {
    expect(apiExample('python', 'deepseek-v3', BASE)).toBe(
      `from openai import OpenAI

client = OpenAI(api_key="YOUR_API_KEY", base_url="https://api.skyai-open.cn/op-model/api/v1")

completion = client.chat.completions.create(
    model="deepseek-v3",
    messages=[{"role": "user", "content": "你好，请介绍一下你自己"}],
    temperature=0.7,
)
print(completion.choices[0].message.content)`,
    );
  });

  it('JavaScript: the official openai package, as an ES module (tests/unit/sdk runs it)', () => {
    const code = apiExample('javascript', 'moonshot-v1-8k', BASE);
    expect(code).toBe(
      `import OpenAI from 'openai';

const client = new OpenAI({ apiKey: 'YOUR_API_KEY', baseURL: 'https://api.skyai-open.cn/op-model/api/v1' });

const completion = await client.chat.completions.create({
  model: 'moonshot-v1-8k',
  messages: [{ role: 'user', content: '你好，请介绍一下你自己' }],
  temperature: 0.7,
});
console.log(completion.choices[0].message.content);`,
    );
    expect(code).not.toContain('fetch(');
  });

  it('all call one base URL: the configured one, else the API origin (or the page’s) and the gateway path', () => {
    expect(resolveGatewayBaseUrl('https://api.example.com/v1/', '', 'https://portal.example.com')).toBe(
      'https://api.example.com/v1',
    );
    expect(resolveGatewayBaseUrl('', 'https://api.example.com/', 'https://portal.example.com')).toBe(
      'https://api.example.com/op-model/api/v1',
    );
    expect(resolveGatewayBaseUrl('', '', 'http://localhost:4306')).toBe('http://localhost:4306/op-model/api/v1');
    for (const language of ['curl', 'python', 'javascript'] as const) {
      const code = apiExample(language, 'glm-4', `${BASE}/`);
      expect(code, language).toContain(BASE);
      expect(code, language).not.toContain(`${BASE}//`);
    }
  });

  it('call the chat endpoint right under the base URL however many slashes end it', () => {
    for (const base of [BASE, `${BASE}/`, `${BASE}//`])
      for (const language of ['curl', 'python', 'javascript'] as const) {
        const code = apiExample(language, 'glm-4', base);
        const url = code.match(/https:\/\/\S*?(?=["'\s)]|\/chat\/completions)/)?.[0];
        expect(url, `${language} ${base}`).toBe(BASE);
      }
  });
});
