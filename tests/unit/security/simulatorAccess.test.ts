/**
 * Who may drive the simulator server: its demo controls can sign anyone in as the super admin,
 * so they answer only this machine, with the per-start control token, and never any web page;
 * the API answers CORS only for configured origins. Probed over real HTTP, as curl or a hostile
 * page would.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_TOKEN_HEADER,
  controlRefusal,
  isLoopback,
  accessOptions,
  parseOrigins,
} from '../../../mocks/serverAccess';
import { startSimulatorServer } from '../../../mocks/server';
import { paths } from '../../../src/api/paths';
import { serveSimulatorOverHttp } from './simServer';

const EVIL = 'http://evil.example';

describe('the demo controls over HTTP', () => {
  const sim = serveSimulatorOverHttp();
  const controlUrl = (name = 'switchAccount') => `${sim().server.url}/__simulator/${name}`;

  it('refuses the drive-by super-admin sign-in: no token, a hostile origin, a simple request', async () => {
    // curl -X POST :8787/__simulator/switchAccount -H 'Origin: http://evil.example' -d '["admin"]'
    const response = await fetch(controlUrl(), { method: 'POST', headers: { origin: EVIL }, body: '["admin"]' });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const body = (await response.json()) as { result?: unknown; error: string };
    expect(body.result).toBeUndefined();
    expect(body.error).toContain(CONTROL_TOKEN_HEADER);
  });

  it('refuses a wrong token, and every control name without one', async () => {
    const wrong = await fetch(controlUrl(), {
      method: 'POST',
      headers: { [CONTROL_TOKEN_HEADER]: 'f'.repeat(64) },
      body: '["admin"]',
    });
    expect(wrong.status).toBe(403);
    for (const name of ['', 'reset', 'issuedCodes', 'revokeSessions', 'advanceClock']) {
      expect((await fetch(controlUrl(name), { method: 'POST', body: '[]' })).status, name || 'the list').toBe(401);
    }
  });

  it('runs a control for the token the server was started with, and still answers no web page', async () => {
    const token = await sim().control<string>('switchAccount', 'admin');
    expect(token).toMatch(/^tk_/);
    const fromPage = await fetch(controlUrl(), {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', [CONTROL_TOKEN_HEADER]: sim().server.controlToken },
      body: '["admin"]',
    });
    expect(fromPage.status).toBe(200);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(controlUrl(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': CONTROL_TOKEN_HEADER,
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('has a fresh 256-bit token on every start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-token-'));
    const other = await startSimulatorServer({ port: 0, dataFile: join(dir, 'other.json'), reset: true });
    try {
      expect(sim().server.controlToken).toMatch(/^[0-9a-f]{64}$/);
      expect(other.controlToken).toMatch(/^[0-9a-f]{64}$/);
      expect(other.controlToken).not.toBe(sim().server.controlToken);
      const crossed = await fetch(`${other.url}/__simulator/reset`, {
        method: 'POST',
        headers: { [CONTROL_TOKEN_HEADER]: sim().server.controlToken },
      });
      expect(crossed.status).toBe(403);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('control calls from other machines', () => {
  const access = accessOptions({ controlToken: 'a'.repeat(64) });
  const call = (remoteAddress: string, token?: string) => ({
    socket: { remoteAddress } as never,
    headers: token ? { [CONTROL_TOKEN_HEADER]: token } : {},
  });

  it('are refused by default, even with the token', () => {
    expect(controlRefusal(call('192.168.1.20', 'a'.repeat(64)), access)?.status).toBe(403);
    expect(controlRefusal(call('::ffff:10.0.0.7', 'a'.repeat(64)), access)?.status).toBe(403);
    expect(controlRefusal(call('127.0.0.1', 'a'.repeat(64)), access)).toBeUndefined();
    expect(controlRefusal(call('::1', 'a'.repeat(64)), access)).toBeUndefined();
  });

  it('with --remote-controls still need the token', () => {
    const remote = { ...access, remoteControls: true };
    expect(controlRefusal(call('192.168.1.20'), remote)?.status).toBe(401);
    expect(controlRefusal(call('192.168.1.20', 'b'.repeat(64)), remote)?.status).toBe(403);
    expect(controlRefusal(call('192.168.1.20', 'a'.repeat(64)), remote)).toBeUndefined();
  });

  it('know loopback when they see it', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:192.168.0.1', '0.0.0.0', 'fe80::1', '', undefined])
      expect(isLoopback(address), String(address)).toBe(false);
  });
});

describe('CORS of the platform API', () => {
  describe('by default', () => {
    const sim = serveSimulatorOverHttp();

    it('names the local dev and preview servers, without credentials', async () => {
      for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173']) {
        const answer = await sim().call(paths.user.myDetail, { headers: { origin } });
        expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin);
        expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
      }
    });

    it('answers no other origin, on calls and on preflights', async () => {
      const answer = await sim().call(paths.user.myDetail, { headers: { origin: EVIL } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('vary')).toContain('Origin');
      const preflight = await fetch(`${sim().server.url}${paths.user.myDetail}`, {
        method: 'OPTIONS',
        headers: { origin: EVIL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'token' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    });
  });

  describe('with --allow-origin', () => {
    const sim = serveSimulatorOverHttp({ allowedOrigins: parseOrigins('https://portal.example.com/') });

    it('names exactly the configured origins', async () => {
      const allowed = await sim().call(paths.user.myDetail, { headers: { origin: 'https://portal.example.com' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
      const local = await sim().call(paths.user.myDetail, { headers: { origin: 'http://localhost:5173' } });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('reads origin lists as the CLI and SIM_ALLOWED_ORIGINS give them', () => {
    expect(parseOrigins(undefined)).toBeUndefined();
    expect(parseOrigins('none')).toEqual([]);
    expect(parseOrigins('http://a.test, https://b.test/ http://c.test:8080')).toEqual([
      'http://a.test',
      'https://b.test',
      'http://c.test:8080',
    ]);
  });
});

describe('npm run sim:server', () => {
  it('prints its control token in its first lines, and the token drives the controls', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-cli-'));
    const child = spawn(
      process.execPath,
      ['scripts/sim-server.mjs', '--port', '0', '--data', join(dir, 'world.json'), '--reset'],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      let printed = '';
      const firstLines = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          if (/control token: [0-9a-f]{64}\n/.test(printed)) resolve(printed);
        });
        child.once('exit', (code) => reject(new Error(`sim:server exited with ${code}: ${printed}`)));
      });
      const lines = firstLines.split('\n');
      const url = /listening on (http:\/\/\S+)/.exec(lines[0])?.[1];
      const token = /^\[simulator\] control token: ([0-9a-f]{64})$/.exec(lines[1])?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(token).toBeDefined();
      expect((await fetch(`${url}/__simulator/clockOffset`, { method: 'POST' })).status).toBe(401);
      const ok = await fetch(`${url}/__simulator/clockOffset`, {
        method: 'POST',
        headers: { [CONTROL_TOKEN_HEADER]: token! },
      });
      expect(ok.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
