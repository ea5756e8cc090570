/**
 * The gateway against the official `openai` npm package (pinned in package.json) and curl, over
 * `npm run sim:server` started as its own process on a free port (SDK_SIM_PORT to pick one): the
 * snippets exactly as 查看代码 builds them run unchanged, and every refusal reaches the SDK as its
 * exception class, status and message. Each call is then found in the request log by the id the
 * client saw in x-request-id.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server as inProcessSimulator } from '../../../mocks/node';
import { CONTROL_TOKEN_HEADER } from '../../../mocks/serverAccess';
import { CONTROLS_PREFIX } from '../../../mocks/serverControls';
import { demoAccount } from '../../../mocks/seed/accounts';
import type { ScopedCreatedKey } from '../../../src/domain/types/keys.types';
import type { Page } from '../../../src/domain/types/common.types';
import type { RequestLogDetail, RequestLogRow } from '../../../src/domain/types/requestLog.types';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { makeSign, type CaptchaChallenge } from '../../../src/domain/captcha';
import { resolveGatewayBaseUrl } from '../../../src/api/paths';
import { buildSnippet, type PlaygroundRequest } from '../../../src/domain/playground';
import { API_KEY_PLACEHOLDER, apiExample } from '../../../src/domain/modelExamples';
import { encodePassword } from '../../../src/domain/validation';
import { LIMIT_HEADER } from '../../../src/domain/limitStack';

const root = resolve(import.meta.dirname, '../../..');
const MODEL = 'qwen-72b-chat';
const request: PlaygroundRequest = {
  model: MODEL,
  systemPrompt: '你是接入顾问',
  prompt: '怎么收费？',
  temperature: 0.7,
  topP: 1,
  maxTokens: 512,
  stop: [],
};

let sim: ChildProcess;
let simUrl = '';
let controlToken = '';
let portalToken = '';
let work = '';

/** Starts `npm run sim:server`'s script and reads its URL and control token from the first lines. */
function startSimServer(dataFile: string): Promise<void> {
  const port = process.env.SDK_SIM_PORT ?? '0';
  sim = spawn(process.execPath, ['scripts/sim-server.mjs', '--port', port, '--data', dataFile, '--reset'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let out = '';
    sim.once('exit', (code) => fail(new Error(`sim:server exited ${code}: ${out}`)));
    sim.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const token = /control token: ([0-9a-f]{64})/.exec(out)?.[1];
      if (url && token) {
        simUrl = url;
        controlToken = token;
        done();
      }
    });
  });
}

async function portal<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${simUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(portalToken ? { [TOKEN_HEADER]: portalToken } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

async function login(): Promise<void> {
  const account = demoAccount('dev_ent');
  const challenge = await portal<CaptchaChallenge>(paths.captcha.challenge, {});
  const sign = makeSign(challenge.id, challenge.gap);
  portalToken = (
    await portal<{ token: string }>(paths.user.login, {
      userName: account.userName,
      password: encodePassword(account.password),
      sign,
    })
  ).token;
}

async function control<T>(name: string, ...args: unknown[]): Promise<T> {
  const response = await fetch(`${simUrl}${CONTROLS_PREFIX}/${name}`, {
    method: 'POST',
    headers: { [CONTROL_TOKEN_HEADER]: controlToken },
    body: JSON.stringify(args),
  });
  return ((await response.json()) as { result: T }).result;
}

const created: string[] = [];
async function createKey(name: string, scope: Record<string, unknown> = {}): Promise<ScopedCreatedKey> {
  const key = await portal<ScopedCreatedKey>(paths.developer.keyCreate, { name, allowedModels: [MODEL], ...scope });
  created.push(key.id);
  return key;
}
/** A user has at most 10 keys: each test's go once it is done (their calls stay in the log). */
const deleteKey = (id: string) =>
  fetch(`${simUrl}${paths.developer.keyDelete(id)}`, { method: 'DELETE', headers: { [TOKEN_HEADER]: portalToken } });
const logDetail = (requestId: string) => portal<RequestLogDetail>(paths.requestLog.detail(requestId));
const baseUrl = () => resolveGatewayBaseUrl('', '', simUrl);
// The test runs in jsdom (tests/setup.ts needs it), which the SDK takes for a browser; the calls are Node's fetch all the same.
const client = (apiKey: string) =>
  new OpenAI({ apiKey, baseURL: baseUrl(), maxRetries: 0, dangerouslyAllowBrowser: true });

/** Records each x-request-id the SDK receives and each piece of text the snippet writes, on stderr. */
const HOOK = `
const realFetch = globalThis.fetch;
globalThis.fetch = async (...args) => {
  const response = await realFetch(...args);
  process.stderr.write('[x-request-id] ' + response.headers.get('x-request-id') + '\\n');
  return response;
};
let pieces = 0;
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  if (String(chunk).length > 0) pieces += 1;
  return write(chunk, ...rest);
};
process.on('exit', () => process.stderr.write('[pieces] ' + pieces + '\\n'));
`;

function runNode(code: string): { status: number | null; stdout: string; stderr: string } {
  // Inside the project, so `import 'openai'` resolves to the pinned package.
  const dir = mkdtempSync(join(root, 'node_modules', '.cache', 'openai-snippet-'));
  try {
    writeFileSync(join(dir, 'hook.mjs'), HOOK);
    writeFileSync(join(dir, 'snippet.mjs'), code);
    const run = spawnSync(process.execPath, ['--import', './hook.mjs', 'snippet.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 55_000,
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  // tests/setup.ts answers fetch in-process with msw; these calls must reach the real server.
  inProcessSimulator.close();
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'openai-sdk-'));
  await startSimServer(join(work, 'simulator.json'));
  await login();
});

afterEach(async () => {
  for (const id of created.splice(0)) await deleteKey(id);
});

afterAll(() => {
  sim?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the generated snippets, run unchanged', () => {
  it('the model detail page’s JavaScript example, with a key put in: the openai package prints the answer', async () => {
    const key = await createKey('示例测试');
    const code = apiExample('javascript', MODEL, baseUrl()).replace(API_KEY_PLACEHOLDER, key.secret);
    const run = runNode(code);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);
    expect(run.stdout.trim().length).toBeGreaterThan(10);
    const requestId = /\[x-request-id\] (req_[0-9a-f]+)/.exec(run.stderr)?.[1] ?? '';
    expect(await logDetail(requestId)).toMatchObject({ keyName: '示例测试', model: MODEL, status: 200, stream: false });
  });

  it('JavaScript with the openai package: streamed in many pieces, ends cleanly, prints the usage; the log has the call', async () => {
    const key = await createKey('SDK 测试');
    const code = buildSnippet({
      language: 'javascript',
      request,
      baseUrl: baseUrl(),
      apiKey: key.secret,
      reveal: true,
    });
    const run = runNode(code);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);
    const requestId = /\[x-request-id\] (req_[0-9a-f]+)/.exec(run.stderr)?.[1] ?? '';
    expect(requestId).not.toBe('');
    expect(Number(/\[pieces\] (\d+)/.exec(run.stderr)?.[1])).toBeGreaterThan(3);
    const [text, usageLine] = run.stdout.split('\nusage: ');
    expect(text.length).toBeGreaterThan(10);
    const usage = JSON.parse(usageLine) as OpenAI.CompletionUsage;
    expect(usage.completion_tokens).toBe(text.length);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);

    const row = await logDetail(requestId);
    expect(row).toMatchObject({
      requestId,
      keyName: 'SDK 测试',
      model: MODEL,
      status: 200,
      stream: true,
      outcome: '',
      tokensIn: usage.prompt_tokens,
      tokensOut: usage.completion_tokens,
    });
    expect(row.cost).toBeGreaterThan(0);
  });

  it('curl: server-sent chunks ending in [DONE], the usage chunk last', async () => {
    const key = await createKey('curl 测试');
    const code = buildSnippet({ language: 'curl', request, baseUrl: baseUrl(), apiKey: key.secret, reveal: true });
    const run = spawnSync('sh', ['-c', code], { encoding: 'utf8', timeout: 55_000 });
    expect(run.status).toBe(0);
    const events = run.stdout
      .split('\n\n')
      .map((e) => e.trim())
      .filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.replace(/^data: /, '')) as OpenAI.ChatCompletionChunk);
    expect(
      chunks.every(
        (c) => c.object === 'chat.completion.chunk' && c.id === chunks[0].id && typeof c.created === 'number',
      ),
    ).toBe(true);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    expect(chunks.at(-2)?.choices[0].finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: text.length } });
    const page = await portal<Page<RequestLogRow>>(paths.requestLog.search, { pageNum: 1, pageSize: 1, keyId: key.id });
    expect(page.records[0]).toMatchObject({
      requestId: expect.stringMatching(/^req_/),
      tokensOut: text.length,
      status: 200,
    });
  });

  it('Python: compiles (the openai Python package cannot be installed here to run it)', () => {
    const code = buildSnippet({ language: 'python', request, baseUrl: baseUrl(), apiKey: 'sk-test', reveal: true });
    const file = join(work, 'snippet.py');
    writeFileSync(file, code);
    const run = spawnSync('python3', ['-m', 'py_compile', file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('the SDK, call by call', () => {
  it('a whole answer has the full shape, rate-limit headers, and a repeated prompt prefix billed as cached', async () => {
    const key = await createKey('非流式');
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'system', content: '你是平台的接入顾问，回答时先给结论，再列出步骤，语气简洁专业，避免空话。'.repeat(3) },
      { role: 'user', content: [{ type: 'text', text: '怎么收费？' }] },
    ];
    const first = await client(key.secret).chat.completions.create({ model: MODEL, messages }).withResponse();
    expect(first.data).toMatchObject({
      object: 'chat.completion',
      model: MODEL,
      system_fingerprint: null,
      choices: [{ index: 0, message: { role: 'assistant' }, finish_reason: 'stop' }],
    });
    expect(first.data.created).toBeGreaterThan(1_700_000_000);
    expect(first.data.usage?.prompt_tokens_details?.cached_tokens).toBe(0);
    expect(first.response.headers.get('x-ratelimit-limit-requests')).toMatch(/^\d+$/);
    expect(first.response.headers.get('x-ratelimit-remaining-tokens')).toMatch(/^\d+$/);
    const second = await client(key.secret)
      .chat.completions.create({ model: MODEL, messages: [messages[0], { role: 'user', content: '上下文多长？' }] })
      .withResponse();
    const cached = second.data.usage?.prompt_tokens_details?.cached_tokens ?? 0;
    expect(cached).toBeGreaterThan(0);
    const [plain, withCache] = await Promise.all([logDetail(first.request_id!), logDetail(second.request_id!)]);
    expect(withCache.cachedTokens).toBe(cached);
    expect(plain.cachedTokens).toBe(0);
  });

  it('lists and retrieves models with the platform’s prices and capabilities', async () => {
    const key = await createKey('模型列表');
    const ids: string[] = [];
    for await (const model of client(key.secret).models.list()) ids.push(model.id);
    expect(ids).toContain(MODEL);
    const model = (await client(key.secret).models.retrieve(MODEL)) as OpenAI.Model & {
      pricing: { currency: string; input: number };
      context_length: number;
      capabilities: string[];
    };
    expect(model).toMatchObject({
      id: MODEL,
      object: 'model',
      pricing: { currency: 'CNY' },
      capabilities: expect.arrayContaining(['chat']),
    });
    expect(model.context_length).toBeGreaterThan(0);
    await expect(client(key.secret).models.retrieve('gpt-nope')).rejects.toBeInstanceOf(OpenAI.NotFoundError);
  });

  it('a client that leaves mid-stream is billed for what it was sent, and the log says so', async () => {
    const key = await createKey('中断');
    const stream = await client(key.secret)
      .chat.completions.create({
        model: MODEL,
        messages: [{ role: 'user', content: '怎么收费？' }],
        max_tokens: 1024,
        stream: true,
      })
      .withResponse();
    let received = '';
    let pieces = 0;
    for await (const chunk of stream.data) {
      received += chunk.choices[0]?.delta.content ?? '';
      pieces += 1;
      if (pieces === 3) break;
    }
    // Leaving the loop aborts the request; the row appears once the server sees the socket close.
    let row: RequestLogDetail | undefined;
    while (!row) row = await logDetail(stream.request_id!).catch(() => undefined);
    expect(row).toMatchObject({ outcome: 'disconnected', status: 200, stream: true });
    expect(row.tokensOut).toBeGreaterThanOrEqual(received.length);
    const whole = await client(key.secret).chat.completions.create({
      model: MODEL,
      messages: [{ role: 'user', content: '怎么收费？' }],
      max_tokens: 1024,
    });
    expect(row.tokensOut).toBeLessThan(whole.usage!.completion_tokens);
  });

  it('each refusal is the exception class, status and message a developer reads, with the request id the log finds', async () => {
    const scoped = await createKey('只许一个模型');
    const ask = (secret: string, model = MODEL) =>
      client(secret).chat.completions.create({ model, messages: [{ role: 'user', content: '你好' }] });
    const refusal = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(OpenAI.APIError);
      return error as InstanceType<typeof OpenAI.APIError>;
    };

    const notAllowed = await refusal(ask(scoped.secret, 'glm-4'));
    expect(notAllowed).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(notAllowed).toMatchObject({
      status: 403,
      code: 'model_not_allowed',
      type: 'permission_error',
      message: '403 该API密钥无权调用模型 glm-4',
      // The limit that refused, as the request log's inspector names it.
      param: 'key_model',
    });
    expect(notAllowed.headers?.get(LIMIT_HEADER)).toBe('key_model');
    const notAllowedRow = await logDetail(notAllowed.requestID!);
    expect(notAllowedRow.errorBody).toContain('model_not_allowed');
    expect(notAllowedRow.limits?.refusedBy).toBe('key_model');

    const anyModel = await createKey('全部模型', { allowedModels: [] });
    const unknown = await refusal(ask(anyModel.secret, 'gpt-nope'));
    expect(unknown).toBeInstanceOf(OpenAI.NotFoundError);
    expect(unknown).toMatchObject({
      status: 404,
      code: 'model_not_found',
      param: 'model',
      message: '404 模型不存在或已下线',
    });
    const retired = await refusal(ask(anyModel.secret, 'moonshot-v1-128k'));
    expect(retired).toMatchObject({ status: 410, code: 'model_deprecated', message: '410 该模型已于 2026-10-15 下线' });
    const empty = await refusal(ask(anyModel.secret, ''));
    expect(empty).toBeInstanceOf(OpenAI.BadRequestError);
    expect(empty).toMatchObject({ status: 400, param: 'model', message: '400 缺少必填参数 model' });

    const capped = await createKey('封顶', { monthlyCap: 0 });
    const cap = await refusal(ask(capped.secret));
    expect(cap).toBeInstanceOf(OpenAI.RateLimitError);
    expect(cap).toMatchObject({ status: 429, code: 'monthly_cap_reached', param: 'key_monthly_cap' });
    expect(cap.message).toMatch(/^429 /);

    const disabled = await createKey('停用');
    await portal(paths.developer.keyUpdateStatus, { id: disabled.id, status: 0 });
    expect(await refusal(ask(disabled.secret))).toMatchObject({
      constructor: OpenAI.AuthenticationError,
      status: 401,
      code: 'api_key_disabled',
      message: '401 API密钥已停用',
    });
    const deleted = await createKey('删除');
    await deleteKey(deleted.id);
    expect(await refusal(ask(deleted.secret))).toMatchObject({
      constructor: OpenAI.AuthenticationError,
      status: 401,
      code: 'invalid_api_key',
      message: '401 无效的API密钥',
    });

    const offset = await control<number>('clockOffset');
    const today = new Date(Date.now() + offset + 8 * 3_600_000).toISOString().slice(0, 10);
    const expiring = await createKey('到期', { expireDate: today });
    await control('advanceClock', 2);
    const expired = await refusal(ask(expiring.secret));
    expect(expired).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(expired).toMatchObject({ status: 401, code: 'api_key_expired', param: 'key_expiry' });
    expect(expired.headers?.get(LIMIT_HEADER)).toBe('key_expiry');
  });

  it('malformed JSON, an unknown path and a body over the limit answer in OpenAI’s shape with a request id', async () => {
    const key = await createKey('原始请求');
    const raw = (path: string, body: string) =>
      fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
        body,
      });
    const cases = [
      [await raw('/chat/completions', '{"model":'), 400, 'invalid_json'],
      [await raw('/embeddings', '{}'), 404, 'unknown_url'],
      [
        await raw(
          '/chat/completions',
          `{"model":"${MODEL}","messages":[{"role":"user","content":"${'长'.repeat(400_000)}"}]}`,
        ),
        413,
        'request_too_large',
      ],
    ] as const;
    for (const [response, status, code] of cases) {
      expect(response.status, code).toBe(status);
      expect(response.headers.get('x-request-id'), code).toMatch(/^req_[0-9a-f]{32}$/);
      const body = (await response.json()) as { error: { code: string; message: string; type: string } };
      expect(body.error, code).toMatchObject({ code, type: 'invalid_request_error' });
    }
  });
});
