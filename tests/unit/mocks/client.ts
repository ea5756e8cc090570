/** A tiny fetch client for the simulator tests: absolute URLs, the token header, the envelope. */
import { beforeEach } from 'vitest';
import { TOKEN_HEADER } from '../../../src/api/paths';
import { makeSign } from '../../../src/domain/captcha';
import { issueChallenge } from '../../../mocks/rules/captcha';
import { TINY_PNG, multipartFile } from './multipart';
import { encodePassword } from '../../../src/domain/validation';
import { issuedCodes, resetSimulator } from '../../../mocks/node';
import { demoAccount } from '../../../mocks/seed/accounts';
import type { DemoUserName } from '../../../mocks/seed/accounts';

export const ORIGIN = 'http://localhost';

export interface Reply<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string;
  query?: Record<string, string | number>;
}

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<Reply<T>> {
  const target = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) target.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers[TOKEN_HEADER] = options.token;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const response = await fetch(target, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  return { status: response.status, code: json.code, msg: json.msg, data: json.data };
}

export const post = <T = unknown>(path: string, body: unknown = {}, token?: string) => call<T>(path, { body, token });
export const get = <T = unknown>(path: string, token?: string, query?: Record<string, string | number>) =>
  call<T>(path, { token, query });

/** A captcha proof the simulator accepts once: a challenge issued now, the slider dropped on its gap. */
export async function validSign(): Promise<string> {
  const challenge = await issueChallenge();
  return makeSign(challenge.id, challenge.gap);
}

export const encoded = encodePassword;

export async function loginAs(userName: DemoUserName): Promise<string> {
  const account = demoAccount(userName);
  const reply = await post<{ token: string }>('/front/api/user/v1/login', {
    userName: account.userName,
    password: encodePassword(account.password),
    sign: await validSign(),
  });
  if (reply.code !== 200) throw new Error(`login ${userName} failed: ${reply.msg}`);
  return reply.data.token;
}

/** Uploads a picture through the platform's upload endpoint; returns the address it issued. */
export async function uploadImage(token: string, purpose = 'icon', origin = ORIGIN): Promise<string> {
  const { body, contentType } = multipartFile(TINY_PNG);
  const response = await fetch(new URL(`/front/api/file/v1/upload?type=${purpose}`, origin), {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token, 'content-type': contentType },
    body,
  });
  const json = (await response.json()) as { code: number; msg: string; data: { url: string } };
  if (json.code !== 200) throw new Error(`upload failed: ${json.msg}`);
  return json.data.url;
}

export async function sendCode(phone: string, type: 1 | 2 | 3 | 5): Promise<Reply<boolean>> {
  return post<boolean>('/front/api/operation/v1/sendVerificationCode', {
    phone,
    type,
    sign: await validSign(),
    source: 1,
  });
}

export function latestCode(phone: string, type: number): string {
  const found = issuedCodes().find((c) => c.phone === phone && c.type === type);
  if (!found) throw new Error(`no code for ${phone}/${type}`);
  return found.code;
}

/** Reseeds the simulator (which tests/setup.ts serves on msw/node) before every test. */
export function serveSimulatorPerTest(): void {
  beforeEach(() => resetSimulator());
}
