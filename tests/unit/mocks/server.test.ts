/**
 * The simulator as a real HTTP server (mocks/server.ts): real sockets and real fetch calls,
 * no msw interception in this process (the msw/node server tests/setup.ts starts is closed here). Each test starts a server on a free port with its own
 * data file, so the JSON persistence and the reset are checked the way `npm run sim:server`
 * and `npm run sim:reset` use them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as inProcessSimulator } from '../../../mocks/node';
import { closeWorld, openWorld, startSimulatorServer, type SimulatorServer } from '../../../mocks/server';
import { CONTROLS_PREFIX } from '../../../mocks/serverControls';
import { CONTROL_TOKEN_HEADER } from '../../../mocks/serverAccess';
import { healthPaths, STREAM_PIECES } from '../../../mocks/handlers/health';
import { demoAccount } from '../../../mocks/seed/accounts';
import { DAY } from '../../../mocks/rules/clock';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { encodePassword } from '../../../src/domain/validation';
import { makeSign, type CaptchaChallenge } from '../../../src/domain/captcha';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

let dir: string;
let dataFile: string;
let running: SimulatorServer | undefined;

async function start(reset = false): Promise<SimulatorServer> {
  running = await startSimulatorServer({ port: 0, dataFile, reset });
  return running;
}

async function stop(): Promise<void> {
  await running?.close();
  running = undefined;
}

async function api<T>(server: SimulatorServer, path: string, init: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers[TOKEN_HEADER] = init.token;
  const response = await fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const json = text.startsWith('{') ? (JSON.parse(text) as Envelope<T>) : undefined;
  return { status: response.status, json, text };
}

/** Controls need the token the server printed when it started (mocks/serverAccess.ts). */
const controlHeaders = (server: SimulatorServer) => ({ [CONTROL_TOKEN_HEADER]: server.controlToken });

async function control<T>(server: SimulatorServer, name: string, args: unknown[] = []): Promise<T> {
  const response = await fetch(`${server.url}${CONTROLS_PREFIX}/${name}`, {
    method: 'POST',
    headers: controlHeaders(server),
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as { result: T; error?: string };
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${body.error}`);
  return body.result;
}

async function login(server: SimulatorServer, userName: 'dev_ent' | 'admin' = 'dev_ent'): Promise<string> {
  const account = demoAccount(userName);
  const challenge = (await api<CaptchaChallenge>(server, paths.captcha.challenge, { body: {} })).json!.data;
  const reply = await api<{ token: string }>(server, paths.user.login, {
    body: {
      userName: account.userName,
      password: encodePassword(account.password),
      sign: makeSign(challenge.id, challenge.gap),
    },
  });
  expect(reply.json?.code).toBe(200);
  return reply.json?.data.token ?? '';
}

const myName = async (server: SimulatorServer, token: string) =>
  (await api<{ userName: string }>(server, paths.user.myDetail, { token })).json;

// tests/setup.ts starts msw/node for every file; here it would answer in-process (and drop the
// Origin header) instead of the real server under test.
beforeAll(() => inProcessSimulator.close());

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-server-test-'));
  dataFile = join(dir, 'nested', 'simulator.json');
});

afterEach(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the simulator over real HTTP', () => {
  it('seeds a missing data file, answers the platform API on a free port and 404s unknown paths', async () => {
    const server = await start();
    expect(server.boot).toBe('seeded');
    expect(server.port).toBeGreaterThan(0);
    expect(existsSync(dataFile)).toBe(true);

    const health = await api<{ status: string }>(server, healthPaths.ping);
    expect(health.status).toBe(200);
    expect(health.json?.data.status).toBe('up');

    const token = await login(server);
    expect(await myName(server, token)).toMatchObject({ code: 200, data: { userName: 'dev_ent' } });

    const anonymous = await api(server, paths.user.myDetail);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json?.msg).toBe('登录已过期');

    const missing = await api(server, '/front/api/no/such/endpoint');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 404, msg: '接口不存在' });
  });

  it('keeps sessions, changes and the clock in the data file across a restart', async () => {
    let server = await start();
    const token = await login(server);
    const before = await control<number>(server, 'clockOffset');
    await control(server, 'advanceClock', [2]);
    const offset = await control<number>(server, 'clockOffset');
    expect(offset - before).toBe(2 * DAY);
    // Stored before the control answered: the last commit in the data file's log.
    const logged = readFileSync(`${dataFile}.log`, 'utf8').trim().split('\n');
    expect((JSON.parse(logged[logged.length - 1]) as { state: { clockOffset: number } }).state.clockOffset).toBe(
      offset,
    );
    await stop();

    server = await start();
    expect(server.boot).toBe('restored');
    expect(await myName(server, token)).toMatchObject({ code: 200, data: { userName: 'dev_ent' } });
    expect(await control<number>(server, 'clockOffset')).toBe(offset);
  });

  it('starts from the seed again on --reset, on sim:reset and on the reset control', async () => {
    let server = await start();
    const first = await login(server);
    const seeded = await control<number>(server, 'clockOffset');
    await control(server, 'advanceClock', [1]);
    await stop();

    server = await start(true);
    expect(server.boot).toBe('seeded');
    expect((await api(server, paths.user.myDetail, { token: first })).status).toBe(401);
    expect(await control<number>(server, 'clockOffset')).toBeLessThan(seeded + DAY);
    const second = await login(server);
    await stop();

    // npm run sim:reset: reseeds the file without serving.
    await openWorld(dataFile, true);
    await closeWorld();
    server = await start();
    expect(server.boot).toBe('restored');
    expect((await api(server, paths.user.myDetail, { token: second })).status).toBe(401);

    const third = await login(server);
    await control(server, 'reset');
    expect((await api(server, paths.user.myDetail, { token: third })).status).toBe(401);
  });

  it('applies fault switches to API calls but never to its own controls', async () => {
    const server = await start();
    const token = await login(server);
    await control(server, 'setFault', [{ area: 'user', kind: '500', scope: 'next' }]);

    const failed = await api(server, paths.user.myDetail, { token });
    expect(failed.status).toBe(500);
    expect(await control<unknown[]>(server, 'listFaults')).toEqual([]);
    expect((await myName(server, token))?.code).toBe(200);

    const names = await fetch(`${server.url}${CONTROLS_PREFIX}`, { headers: controlHeaders(server) }).then(
      (r) => r.json() as Promise<{ controls: string[] }>,
    );
    expect(names.controls).toEqual(expect.arrayContaining(['reset', 'revokeSessions', 'setFault', 'switchAccount']));
    const unknown = await fetch(`${server.url}${CONTROLS_PREFIX}/nope`, {
      method: 'POST',
      headers: controlHeaders(server),
    });
    expect(unknown.status).toBe(404);
  });

  it('logs a user out server-side with revokeSessions, so the next call is a 401', async () => {
    const server = await start();
    const token = await login(server);
    expect(await control<number>(server, 'revokeSessions', ['dev_ent'])).toBeGreaterThan(0);
    expect((await api(server, paths.user.myDetail, { token })).status).toBe(401);
  });

  it('notes a client that hangs up mid-request in one line, with no stack trace', async () => {
    const server = await start();
    const warned: unknown[][] = [];
    const errors: unknown[][] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void warned.push(args));
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    try {
      // The body is promised 1000 bytes and cut off after a few: the server is left reading it.
      const socket = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const head = `POST ${paths.user.login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
      await new Promise((resolve) => socket.write(`${head}{"userName":`, resolve));
      socket.destroy();
      await vi.waitFor(() => expect(warned).toHaveLength(1));
      expect(warned[0]).toEqual([`[simulator] POST ${paths.user.login}: 客户端在请求完成前断开连接`]);
      expect(errors).toEqual([]);
      // Still serving.
      expect((await api(server, healthPaths.ping)).status).toBe(200);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('keeps an idle connection open longer than nginx keeps it in its upstream pool, so nginx never reuses one being closed', async () => {
    const server = await start();
    // Node announces how long it keeps an idle connection open in the answer's Keep-Alive header.
    const keepAlive = await new Promise<string>((resolve, reject) => {
      const agent = new Agent({ keepAlive: true });
      get(`${server.url}${healthPaths.ping}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          agent.destroy();
          resolve(String(response.headers['keep-alive']));
        });
      }).on('error', reject);
    });
    const seconds = Number(/timeout=(\d+)/.exec(keepAlive)?.[1]);
    // nginx's upstream keepalive_timeout is 60 s by default (deploy/nginx.conf sets none).
    expect(seconds).toBeGreaterThan(60);
  });

  it('streams an answer piece by piece and lets browsers on other origins call it', async () => {
    const server = await start();
    const startedAt = Date.now();
    const response = await fetch(`${server.url}${healthPaths.stream}?interval=200`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');

    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstAt) firstAt = Date.now();
      text += decoder.decode(value, { stream: true });
    }
    const total = Date.now() - startedAt;
    for (const piece of STREAM_PIECES) expect(text).toContain(piece);
    expect(text).toContain('[DONE]');
    // Four 200 ms gaps: the first piece must arrive long before the last one is written.
    expect(total - (firstAt - startedAt)).toBeGreaterThan(500);

    const preflight = await fetch(`${server.url}${paths.user.myDetail}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'token' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('token');
  });
});
