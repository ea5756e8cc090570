/**
 * Ready-to-copy API examples for a model, against the platform's OpenAI-compatible endpoint,
 * with the official openai SDKs where the language has one.
 * The key is always the placeholder: a real key is never printed on a page.
 */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

export type ExampleLanguage = 'curl' | 'python' | 'javascript';

export const exampleLanguages: readonly { value: ExampleLanguage; label: string }[] = [
  { value: 'curl', label: 'cURL' },
  { value: 'python', label: 'Python' },
  { value: 'javascript', label: 'JavaScript' },
];

export function apiExample(language: ExampleLanguage, model: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  switch (language) {
    case 'curl':
      return [
        `curl ${base}/chat/completions \\`,
        `  -H "Authorization: Bearer ${API_KEY_PLACEHOLDER}" \\`,
        '  -H "Content-Type: application/json" \\',
        `  -d '{`,
        `    "model": "${model}",`,
        '    "messages": [{"role": "user", "content": "你好，请介绍一下你自己"}],',
        '    "temperature": 0.7,',
        '    "stream": false',
        `  }'`,
      ].join('\n');
    case 'python':
      return [
        'from openai import OpenAI',
        '',
        `client = OpenAI(api_key="${API_KEY_PLACEHOLDER}", base_url="${base}")`,
        '',
        'completion = client.chat.completions.create(',
        `    model="${model}",`,
        '    messages=[{"role": "user", "content": "你好，请介绍一下你自己"}],',
        '    temperature=0.7,',
        ')',
        'print(completion.choices[0].message.content)',
      ].join('\n');
    case 'javascript':
      return [
        "import OpenAI from 'openai';",
        '',
        `const client = new OpenAI({ apiKey: '${API_KEY_PLACEHOLDER}', baseURL: '${base}' });`,
        '',
        'const completion = await client.chat.completions.create({',
        `  model: '${model}',`,
        "  messages: [{ role: 'user', content: '你好，请介绍一下你自己' }],",
        '  temperature: 0.7,',
        '});',
        'console.log(completion.choices[0].message.content);',
      ].join('\n');
  }
}
