/**
 * `npm run sim:server` as a process: what a crash, a second server or a taken port does to it.
 * Real child processes on loopback ports 8822–8829, each with its own data directory.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inProcessSimulator } from '../../../mocks/node';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { uploadImage } from './client';
import { exited, loginOver, ownLines, runSimProcess, startSimProcess, type SimProcess } from './simProcess';

// tests/setup.ts starts msw/node for every file; here it would answer in-process instead of the
// real server under test.
beforeAll(() => inProcessSimulator.close());

let dir: string;
let dataFile: string;
const running: SimProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-process-'));
  dataFile = join(dir, 'simulator.json');
});

afterEach(async () => {
  for (const sim of running.splice(0)) {
    sim.child.kill('SIGKILL');
    await exited(sim.child);
  }
  rmSync(dir, { recursive: true, force: true });
});

async function start(port: number): Promise<SimProcess> {
  const sim = await startSimProcess(dataFile, port);
  running.push(sim);
  return sim;
}

/** The icon every app of a test uses: uploaded once to the server under test (it survives restarts). */
let icon = '';
const newApp = (appName: string) => ({
  appName,
  appType: 1,
  iconUrl: icon,
  appShortDesc: '写入压测',
  appDesc: '进程被强杀时的写入压测',
});

async function createApp(url: string, token: string, appName: string): Promise<boolean> {
  const response = await fetch(`${url}${paths.app.create}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(newApp(appName)),
  });
  return response.status === 200 && ((await response.json()) as { code: number }).code === 200;
}

async function myAppNames(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}${paths.app.myAssistant}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token },
  });
  return ((await response.json()) as { data: Array<{ appName: string }> }).data.map((a) => a.appName);
}

/**
 * Writes from four clients at once until `acknowledged` answers came back, then kill -9 with
 * writes still in flight. Returns the names whose create was answered 200.
 */
async function burstThenKill(sim: SimProcess, token: string, round: number, acknowledged: number): Promise<string[]> {
  const answered: string[] = [];
  let next = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const name = `r${round}-${(next += 1)}`;
      try {
        if (await createApp(sim.url, token, name)) answered.push(name);
      } catch {
        return; // the connection died with the process: not acknowledged
      }
      if (answered.length >= acknowledged && !killed) {
        killed = true;
        sim.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  await exited(sim.child);
  return answered;
}

describe('sim:server as a process', () => {
  it(
    'loses no acknowledged write to kill -9 in the middle of a burst of writes (5 times)',
    { timeout: 300_000 },
    async () => {
      let sim = await start(8822);
      const token = await loginOver(sim.url);
      icon = await uploadImage(token, 'icon', sim.url);
      const acknowledged: string[] = [];
      for (let round = 1; round <= 5; round++) {
        acknowledged.push(...(await burstThenKill(sim, token, round, 8)));
        sim = await start(8822);
        const stored = await myAppNames(sim.url, token);
        expect(acknowledged.filter((name) => !stored.includes(name))).toEqual([]);
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    },
  );

  it(
    'refuses a second server on the same data with one line, and the first keeps serving',
    { timeout: 120_000 },
    async () => {
      const first = await start(8823);
      const second = await runSimProcess(dataFile, 8824);
      expect(second.code).toBe(1);
      expect(ownLines(second.stderr)).toEqual([expect.stringMatching(/正由另一个模拟器进程（pid \d+）使用/)]);
      expect(second.stderr).not.toMatch(/\n\s+at /);
      const token = await loginOver(first.url);
      icon = await uploadImage(token, 'icon', first.url);
      expect(await createApp(first.url, token, '仍可写入')).toBe(true);
    },
  );

  it('says in one line that the port is taken', { timeout: 120_000 }, async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(8825, '127.0.0.1', resolve));
    try {
      const result = await runSimProcess(dataFile, 8825);
      expect(result.code).toBe(1);
      expect(ownLines(result.stderr)).toEqual([
        '[simulator] 端口 8825 已被占用：请先停止占用它的程序，或用 --port（SIM_PORT）换一个端口',
      ]);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it(
    'refuses unreadable data in one line that says what is wrong and how to reset, and keeps the file',
    { timeout: 120_000 },
    async () => {
      const truncated = '{"format":"ai-portal-simulator","version":2,"state":{"seq":3,';
      writeFileSync(dataFile, truncated);
      const result = await runSimProcess(dataFile, 8826);
      expect(result.code).toBe(1);
      const [line, ...more] = ownLines(result.stderr);
      expect(more).toEqual([]);
      expect(line).toMatch(/无法启动：数据无法读取——.*simulator\.json 不是完整的 JSON/);
      expect(line).toContain('npm run sim:reset');
      expect(readFileSync(dataFile, 'utf8')).toBe(truncated);
    },
  );
});
