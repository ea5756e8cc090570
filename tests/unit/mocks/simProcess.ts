/**
 * `npm run sim:server` as a real child process, for what only a process shows: kill -9, a second
 * server on the same data, the one line a refusal prints. Loopback only, on the ports given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { paths } from '../../../src/api/paths';
import { makeSign, type CaptchaChallenge } from '../../../src/domain/captcha';
import { encodePassword } from '../../../src/domain/validation';
import { demoAccount } from '../../../mocks/seed/accounts';

// Vitest runs from the repository root.
const script = resolve('scripts/sim-server.mjs');

export interface SimProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
}

/** Starts the server and waits for its "listening" line; rejects with its stderr when it exits first. */
export function startSimProcess(dataFile: string, port: number): Promise<SimProcess> {
  const child = spawn(process.execPath, [script, '--port', String(port), '--data', dataFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url, stderr: () => err });
    });
    child.once('exit', (code) => reject(new SimExit(code, err)));
  });
}

export class SimExit extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`sim:server exited with ${code}: ${stderr}`);
  }
}

/** Runs the server to its end: for refusals, which exit at once. */
export function runSimProcess(
  dataFile: string,
  port: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [script, '--port', String(port), '--data', dataFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/** The lines a refusal printed, without npm's and Node's own warnings. */
export const ownLines = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('[simulator]'));

/** A captcha proof for the server at `url`: a challenge it issued, the slider dropped on its gap. */
export async function signOver(url: string): Promise<string> {
  const response = await fetch(`${url}${paths.captcha.challenge}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await response.json()) as { data: CaptchaChallenge };
  return makeSign(data.id, data.gap);
}

export async function loginOver(url: string, userName: 'dev_ent' | 'admin' = 'dev_ent'): Promise<string> {
  const response = await fetch(`${url}${paths.user.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName,
      password: encodePassword(demoAccount(userName).password),
      sign: await signOver(url),
    }),
  });
  const json = (await response.json()) as { code: number; data: { token: string } };
  if (json.code !== 200) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return json.data.token;
}
