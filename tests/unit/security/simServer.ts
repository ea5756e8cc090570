/**
 * The simulator as a real HTTP server for the security tests: started on a free port with its
 * own data file, called over real sockets the way an attacker would (curl-like fetches, any
 * Origin, no browser rules).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { server as inProcessSimulator } from '../../../mocks/node';
import { startSimulatorServer, type SimulatorServer, type SimulatorServerOptions } from '../../../mocks/server';
import { CONTROL_TOKEN_HEADER } from '../../../mocks/serverAccess';
import { CONTROLS_PREFIX } from '../../../mocks/serverControls';
import { demoAccount, type DemoUserName } from '../../../mocks/seed/accounts';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { makeSign, type CaptchaChallenge } from '../../../src/domain/captcha';
import { encodePassword } from '../../../src/domain/validation';
import { TINY_PNG, multipartFile } from '../mocks/multipart';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  code?: number;
  msg?: string;
  data: T;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface Sim {
  server: SimulatorServer;
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** A demo control with the server's token; throws when it is refused. */
  control<T = unknown>(name: string, ...args: unknown[]): Promise<T>;
  /** A captcha proof the server accepts once. */
  sign(): Promise<string>;
  login(userName: string, password?: string): Promise<Answer<{ token: string }>>;
  tokenOf(userName: DemoUserName): Promise<string>;
  /** A picture through the platform's upload endpoint; the address it issued. */
  uploadImage(token: string): Promise<string>;
}

function simOf(server: SimulatorServer): Sim {
  const call = async <T>(path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const target = new URL(path, server.url);
    for (const [key, value] of Object.entries(options.query ?? {})) target.searchParams.set(key, value);
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers[TOKEN_HEADER] = options.token;
    const response = await fetch(target, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const json = text.startsWith('{') ? (JSON.parse(text) as { code?: number; msg?: string; data?: T }) : {};
    return { status: response.status, headers: response.headers, code: json.code, msg: json.msg, data: json.data as T };
  };
  const sim: Sim = {
    server,
    call,
    async control<T>(name: string, ...args: unknown[]): Promise<T> {
      const response = await fetch(`${server.url}${CONTROLS_PREFIX}/${name}`, {
        method: 'POST',
        headers: { [CONTROL_TOKEN_HEADER]: server.controlToken },
        body: JSON.stringify(args),
      });
      const body = (await response.json()) as { result: T; error?: string };
      if (response.status !== 200) throw new Error(`${name}: ${response.status} ${body.error}`);
      return body.result;
    },
    async sign() {
      const challenge = (await call<CaptchaChallenge>(paths.captcha.challenge, { body: {} })).data;
      return makeSign(challenge.id, challenge.gap);
    },
    async login(userName, password) {
      const secret = password ?? demoAccount(userName as DemoUserName).password;
      return call<{ token: string }>(paths.user.login, {
        body: { userName, password: encodePassword(secret), sign: await sim.sign() },
      });
    },
    async uploadImage(token) {
      const { body, contentType } = multipartFile(TINY_PNG);
      const response = await fetch(`${server.url}${paths.file.upload}?type=icon`, {
        method: 'POST',
        headers: { [TOKEN_HEADER]: token, 'content-type': contentType },
        body,
      });
      const json = (await response.json()) as { code: number; msg: string; data: { url: string } };
      if (json.code !== 200) throw new Error(`upload: ${json.msg}`);
      return json.data.url;
    },
    async tokenOf(userName) {
      const answer = await sim.login(userName);
      if (answer.code !== 200) throw new Error(`login ${userName}: ${answer.msg}`);
      return answer.data.token;
    },
  };
  return sim;
}

/** A fresh seeded server per test (closed after it); `current()` is the running one. */
export function serveSimulatorOverHttp(
  options: Omit<SimulatorServerOptions, 'port' | 'dataFile' | 'reset'> = {},
): () => Sim {
  let dir = '';
  let sim: Sim | undefined;
  // tests/setup.ts starts msw/node for every file: it would answer these calls in-process, without
  // the server's own rules (CORS, body limits, controls), instead of the server under test.
  beforeAll(() => inProcessSimulator.close());
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sim-security-'));
    sim = simOf(
      await startSimulatorServer({ ...options, port: 0, dataFile: join(dir, 'simulator.json'), reset: true }),
    );
  });
  afterEach(async () => {
    await sim?.server.close();
    sim = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!sim) throw new Error('the simulator server is not running');
    return sim;
  };
}
