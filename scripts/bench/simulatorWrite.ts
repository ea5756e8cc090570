/**
 * Bench part: one write on `npm run sim:server` (scripts/sim-server.mjs, its own process, as a
 * client meets it) while 50 MB of uploads are stored beside its data: the answer waits for the
 * fsynced log line. Its budget is the server's own time, which every answer reports as
 * Server-Timing (mocks/rules/respond.ts). Beside it: the round trip as this client sees it, a
 * bare GET (what HTTP costs on this machine now) and a bare synchronous append to a file in the
 * same directory (what storing anything durably costs here now). Runs in Node through Vite's
 * module runner (simulator.mjs), on a throwaway data directory and a free loopback port.
 */
import { spawn } from 'node:child_process';
import { constants, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths, TOKEN_HEADER } from '../../src/api/paths';
import { makeSign, type CaptchaChallenge } from '../../src/domain/captcha';
import { encodePassword } from '../../src/domain/validation';
import { healthPaths } from '../../mocks/handlers/health';
import { demoAccount } from '../../mocks/seed/accounts';

const MB = 1024 * 1024;

export interface ServerWriteBench {
  uploadedMb: number;
  medianMs: number;
  maxMs: number;
  samples: number;
  /** The round trip of the same writes as this client sees it (median). */
  roundTripMedianMs: number;
  /** Median of a GET that writes nothing, on the same server: what HTTP alone costs on this machine now. */
  floorMs: number;
  /** Median of one O_DSYNC append of a log-sized line in the data directory: what a durable write costs on this disk now. */
  syncAppendMs: number;
}

const median = (values: number[]) =>
  Number([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1));

/** The simulator's own time of an answer, ms (its Server-Timing metric). */
function simulatorTiming(response: Response): number {
  const dur = Number(/(?:^|,)\s*simulator;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  if (Number.isNaN(dur)) throw new Error('a bench write answered without the simulator’s Server-Timing');
  return dur;
}

async function syncAppends(dir: string, samples: number): Promise<number[]> {
  const handle = await open(
    join(dir, 'bench-floor.log'),
    constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_DSYNC,
  );
  const line = Buffer.from(`${'x'.repeat(600)}\n`);
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      await handle.write(line);
      times.push(performance.now() - started);
    }
  } finally {
    await handle.close();
  }
  return times;
}

interface Reply {
  code: number;
  msg: string;
  data: unknown;
}

/** `npm run sim:server` on a free port; resolves with its address and a way to stop it. */
function startServer(dataFile: string): Promise<{ url: string; close(): Promise<void> }> {
  const script = fileURLToPath(new URL('../sim-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, '--port', '0', '--data', dataFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, close: () => (child.kill('SIGTERM'), exited) });
    });
    void exited.then(() => reject(new Error(`bench sim:server exited before listening: ${err}`)));
  });
}

async function call(url: string, init: RequestInit): Promise<Reply> {
  return (await (await fetch(url, init)).json()) as Reply;
}

export async function benchServerWrite(uploads = [17, 17, 16], samples = 21): Promise<ServerWriteBench> {
  const dir = mkdtempSync(join(tmpdir(), 'sim-bench-'));
  const server = await startServer(join(dir, 'simulator.json'));
  try {
    const challenge = (
      await call(`${server.url}${paths.captcha.challenge}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).data as CaptchaChallenge;
    const login = await call(`${server.url}${paths.user.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'dev_ent',
        password: encodePassword(demoAccount('dev_ent').password),
        sign: makeSign(challenge.id, challenge.gap),
      }),
    });
    const token = (login.data as { token: string }).token;
    for (const [i, mb] of uploads.entries()) {
      const head = Buffer.from(
        `--B\r\nContent-Disposition: form-data; name="file"; filename="bench${i}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      const body = Buffer.concat([head, Buffer.alloc(mb * MB, i + 1), Buffer.from('\r\n--B--\r\n')]);
      const reply = await call(`${server.url}${paths.file.upload}?type=file`, {
        method: 'POST',
        headers: { [TOKEN_HEADER]: token, 'content-type': 'multipart/form-data; boundary=B' },
        body,
      });
      if (reply.code !== 200) throw new Error(`bench upload answered ${reply.code} ${reply.msg}`);
    }
    const floor: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      await (await fetch(`${server.url}${healthPaths.ping}`)).text();
      floor.push(performance.now() - started);
    }
    const times: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const response = await fetch(`${server.url}${paths.user.update}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body: JSON.stringify({ nickName: `测${i}` }),
      });
      const reply = (await response.json()) as Reply;
      times.push(performance.now() - started);
      own.push(simulatorTiming(response));
      if (reply.code !== 200) throw new Error(`bench write answered ${reply.code} ${reply.msg}`);
    }
    return {
      uploadedMb: uploads.reduce((a, b) => a + b, 0),
      medianMs: median(own),
      maxMs: Number(Math.max(...own).toFixed(1)),
      samples,
      roundTripMedianMs: median(times),
      floorMs: median(floor),
      syncAppendMs: median(await syncAppends(dir, samples)),
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
