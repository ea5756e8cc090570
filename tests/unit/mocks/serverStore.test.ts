/**
 * The HTTP server's data directory and request limits (mocks/server.ts, mocks/db/fileStore.ts),
 * in this process on free loopback ports: what it refuses to start from, what it keeps, what it
 * writes per request, and which bodies it refuses before reading them.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inProcessSimulator } from '../../../mocks/node';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { encodePassword } from '../../../src/domain/validation';
import { DataLockedError, openFileStore } from '../../../mocks/db/fileStore';
import { StoredDataError } from '../../../mocks/db/persist';
import { healthPaths } from '../../../mocks/handlers/health';
import { demoAccount } from '../../../mocks/seed/accounts';
import { CONTROLS_PREFIX } from '../../../mocks/serverControls';
import { CONTROL_TOKEN_HEADER } from '../../../mocks/serverAccess';
import { closeWorld, openWorld, startSimulatorServer, type SimulatorServer } from '../../../mocks/server';
import { signOver } from './simProcess';

// tests/setup.ts starts msw/node for every file; here it would answer in-process instead of the
// real server under test.
beforeAll(() => inProcessSimulator.close());

let dir: string;
let dataFile: string;
let running: SimulatorServer | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-store-'));
  dataFile = join(dir, 'simulator.json');
});

afterEach(async () => {
  await running?.close();
  running = undefined;
  await closeWorld();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<SimulatorServer> {
  running = await startSimulatorServer({ port: 0, dataFile });
  return running;
}

async function stop(): Promise<void> {
  await running?.close();
  running = undefined;
}

async function call<T = unknown>(server: SimulatorServer, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith('{')
      ? (JSON.parse(text) as { code: number; msg: string; data: T; error?: string; result?: T })
      : undefined,
  };
}

const postJson = <T = unknown>(server: SimulatorServer, path: string, body: unknown, token?: string) =>
  call<T>(server, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });

async function login(server: SimulatorServer, userName: 'dev_ent' | 'admin' = 'dev_ent'): Promise<string> {
  const sign = await signOver(server.url);
  const reply = await postJson<{ token: string }>(server, paths.user.login, {
    userName,
    password: encodePassword(demoAccount(userName).password),
    sign,
  });
  return reply.json?.data.token ?? '';
}

/** A seeded data directory, stopped again: what a restart finds. */
async function seeded(): Promise<void> {
  await start();
  await stop();
}

const dataFiles = () => readdirSync(dir);

describe('starting from what the data directory holds', () => {
  const unreadable: Array<[string, (text: string) => string, RegExp]> = [
    ['a truncated file', (text) => text.slice(0, Math.floor(text.length / 2)), /不是完整的 JSON/],
    ['an empty file', () => '', /文件是空的/],
    ['another program’s JSON', () => '{"hello":"world"}', /不是模拟器的数据文件/],
    ['a newer format', (text) => text.replace('"version":2', '"version":3'), /版本是 3/],
    [
      'a row of the wrong shape',
      (text) => text.replace('"userName":"admin"', '"userName":42'),
      /表 user 的记录 \d+ 不符合格式（字段 userName/,
    ],
    [
      'an unknown table',
      (text) =>
        text.replace(
          '"records":{',
          '"records":{"ghosts":[{"id":"1","__metadata__":{"primaryKey":"1","relations":[]}}],',
        ),
      /不存在的表 "ghosts"/,
    ],
  ];
  it.each(unreadable)('refuses %s, says what is wrong and keeps the file as it is', async (_case, spoil, reason) => {
    await seeded();
    const spoilt = spoil(readFileSync(dataFile, 'utf8'));
    writeFileSync(dataFile, spoilt);
    const refusal = await openWorld(dataFile).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StoredDataError);
    expect((refusal as Error).message).toMatch(reason);
    expect(readFileSync(dataFile, 'utf8')).toBe(spoilt);
    // The lock was given back: once the file is fixed (here: reset), the directory opens again.
    await openWorld(dataFile, true);
    expect(readFileSync(`${dataFile}.bak`, 'utf8')).toBe(spoilt);
  });

  it('refuses a log whose middle line is damaged, but drops a torn last line a crash left', async () => {
    await seeded();
    const server = await start();
    const token = await login(server);
    await postJson(server, paths.user.update, { nickName: '甲' }, token);
    await postJson(server, paths.user.update, { nickName: '乙' }, token);
    await stop();
    const log = readFileSync(`${dataFile}.log`, 'utf8');
    // kill -9 halfway through appending a third commit: the part written stays behind.
    writeFileSync(`${dataFile}.log`, `${log}{"state":{"seq":`);
    const restarted = await start();
    expect(
      (await call<{ nickName: string }>(restarted, paths.user.myDetail, { headers: { [TOKEN_HEADER]: token } })).json
        ?.data.nickName,
    ).toBe('乙');
    await stop();

    writeFileSync(`${dataFile}.log`, ['{"state":', ...log.split('\n')].join('\n'));
    const refusal = await openWorld(dataFile).catch((error: unknown) => error);
    expect((refusal as Error).message).toMatch(/simulator\.json\.log 第 1 行不是完整的 JSON/);
  });

  it('refuses a directory another server holds', async () => {
    await seeded();
    const holder = await openFileStore(dataFile);
    try {
      const refusal = await openWorld(dataFile).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataLockedError);
      expect((refusal as Error).message).toBe(`${dataFile} 正由另一个模拟器进程（pid ${process.pid}）使用`);
    } finally {
      await holder.close();
    }
  });

  it('removes the temp files interrupted writes left, and nothing else', async () => {
    await seeded();
    writeFileSync(`${dataFile}.123.abc.tmp`, '{"half":');
    const uploads = join(dir, 'simulator.uploads');
    mkdirSync(join(uploads, 'x'), { recursive: true });
    writeFileSync(join(uploads, 'x', 'photo.456.def.tmp'), 'partial');
    await start();
    expect(dataFiles().filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(uploads, 'x', 'photo.456.def.tmp'))).toBe(false);
    expect(dataFiles()).toEqual(
      expect.arrayContaining(['simulator.json', 'simulator.json.log', 'simulator.json.lock']),
    );
  });

  it('moves the data file of the simulator before records into today’s format, keeping the old one', async () => {
    const legacy = {
      version: 1,
      clockOffset: 1234,
      counters: { user: 1, role: 1, file: 1 },
      tables: {
        role: [{ id: '1', roleName: '开发者', description: '', codes: 'DevC:read,AppC:read', createTime: '' }],
        user: [
          {
            id: '1',
            userId: '100001',
            phone: '13800000009',
            userName: 'old_user',
            nickName: '旧',
            password: 'Demo1234',
            roleIds: '1',
            groupIds: '',
            status: 1,
            userRole: 2,
            sex: 0,
            isInfoFull: true,
            experienceAuth: false,
            trialDeadline: '',
            createTime: '',
            avatarUrl: '',
            position: '',
            companyName: '',
            email: '',
          },
        ],
        file: [
          {
            id: '1',
            userId: '1',
            name: 'a.png',
            mimeType: 'image/png',
            size: 3,
            purpose: 'avatar',
            dataUrl: 'data:image/png;base64,AAEC',
            createTime: '',
            recorded: true,
          },
        ],
      },
    };
    writeFileSync(dataFile, JSON.stringify(legacy));
    expect(await openWorld(dataFile)).toBe('restored');
    await closeWorld();
    expect(JSON.parse(readFileSync(`${dataFile}.bak`, 'utf8'))).toEqual(legacy);
    const today = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      records: { user: Array<Record<string, unknown>>; role: Array<{ codes: string[] }> };
    };
    expect(today.records.user[0]).toMatchObject({
      userName: 'old_user',
      __metadata__: {
        relations: [
          { path: ['roles'], foreignKeys: ['1'] },
          { path: ['groups'], foreignKeys: [] },
        ],
      },
    });
    expect(today.records.role[0].codes).toEqual(['DevC:read', 'AppC:read']);
    const [epoch] = readdirSync(join(dir, 'simulator.uploads'));
    expect([...readFileSync(join(dir, 'simulator.uploads', epoch, 'file', '1'))]).toEqual([0, 1, 2]);
  });
});

describe('what a request writes', () => {
  const MB = 1024 * 1024;

  // The multipart body is written by hand: jsdom's FormData/File do not reach Node's fetch intact.
  async function upload(
    server: SimulatorServer,
    token: string,
    name: string,
    bytes: Uint8Array,
  ): Promise<{ url: string }> {
    const head = Buffer.from(
      `--B\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const body = Buffer.concat([head, bytes, Buffer.from('\r\n--B--\r\n')]);
    const response = await fetch(`${server.url}${paths.file.upload}?type=file`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: token, 'content-type': 'multipart/form-data; boundary=B' },
      body,
    });
    const json = (await response.json()) as { code: number; msg: string; data: { url: string } };
    expect(json.msg).toBe('success');
    return json.data;
  }

  it(
    'keeps 19 MB uploads in their own files, so a small write after them still appends a few hundred bytes',
    { timeout: 120_000 },
    async () => {
      const server = await start();
      const token = await login(server);
      const urls = [];
      for (let i = 0; i < 3; i++)
        urls.push((await upload(server, token, `录像${i}.bin`, new Uint8Array(19 * MB).fill(i + 1))).url);
      const logBefore = statSync(`${dataFile}.log`).size;
      expect(statSync(dataFile).size + logBefore).toBeLessThan(MB);
      for (let i = 0; i < 5; i++)
        expect((await postJson(server, paths.user.update, { nickName: `名${i}` }, token)).json?.code).toBe(200);
      // Each write is one log line of the rows it touched, never the world with its uploads.
      expect((statSync(`${dataFile}.log`).size - logBefore) / 5).toBeLessThan(4096);
      const served = await fetch(`${server.url}${urls[2]}`);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect([bytes.length, bytes[0], bytes[bytes.length - 1]]).toEqual([19 * MB, 3, 3]);
      await stop();
      // After a restart (the log compacted into the snapshot) the uploads are still files of their own.
      const again = await start();
      expect(statSync(dataFile).size).toBeLessThan(MB);
      expect((await fetch(`${again.url}${urls[0]}`)).headers.get('content-length')).toBe(String(19 * MB));
    },
  );

  it('refuses a body over its endpoint’s limit with 413 before reading it, declared or not', async () => {
    const server = await start();
    const { port } = server;
    const refuse = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: healthPaths.upload,
          headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
        });
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
        });
        // The server closes the connection on the rest of the body: writing on fails, the answer stands.
        req.on('error', (error) => void (answered || req.once('close', () => answered || reject(error))));
        // 64 KB at a time while no answer came: a server that read the whole body would wait for 100 MB.
        const chunk = Buffer.alloc(64 * 1024, 1);
        const pump = () => {
          if (req.destroyed || sent >= 100 * MB) return;
          sent += chunk.length;
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        if (headers['content-length']) {
          sent = chunk.length;
          req.write(chunk);
        } else pump();
      });
    const declared = await refuse({ 'content-length': String(100 * MB) });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ code: 413, msg: '请求内容过大：此接口最多接受 10 MB', data: null });
    const streamed = await refuse({ 'transfer-encoding': 'chunked' });
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(20 * MB);
    // JSON endpoints take 1 MB.
    const big = await postJson(server, paths.user.update, { nickName: 'x'.repeat(2 * MB) });
    expect(big).toMatchObject({ status: 413, json: { code: 413, msg: '请求内容过大：此接口最多接受 1 MB' } });
  });

  it('answers a form endpoint sent something else with 400 请求参数格式错误', async () => {
    const server = await start();
    const token = await login(server);
    const admin = await login(server, 'admin');
    const formEndpoints: Array<[string, string | undefined]> = [
      [paths.feedback.submit, token],
      [`${paths.file.upload}?type=file`, token],
      [paths.knowledge.uploadListById('1'), admin],
      [healthPaths.upload, undefined],
    ];
    for (const [path, who] of formEndpoints) {
      for (const body of ['{"a":1}', 'not a form at all']) {
        const reply = await call(server, path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(who ? { [TOKEN_HEADER]: who } : {}) },
          body,
        });
        expect([path, reply.status, reply.json?.code, reply.json?.msg]).toEqual([path, 200, 400, '请求参数格式错误']);
      }
    }
  });

  it('refuses a clock move that is not a number of days in range, and stores nothing of it', async () => {
    const server = await start();
    const control = (name: string, args: unknown) =>
      call<number>(server, `${CONTROLS_PREFIX}/${name}`, {
        method: 'POST',
        headers: { [CONTROL_TOKEN_HEADER]: server.controlToken },
        body: JSON.stringify(args),
      });
    const before = (await control('clockOffset', [])).json?.result;
    for (const bad of [['1 day'], [-1], [0], [3651], [null], [], ['NaN'], [{ days: 1 }]]) {
      const reply = await control('advanceClock', bad);
      expect(reply.status).toBe(400);
      expect(reply.json?.error).toMatch(/^时钟前进的天数须是大于 0、不超过 3650 的数字/);
    }
    expect((await control('clockOffset', [])).json?.result).toBe(before);
    expect((await call(server, paths.user.myDetail)).status).toBe(401);
    await stop();
    const again = await start();
    expect(
      (
        await call<number>(again, `${CONTROLS_PREFIX}/clockOffset`, {
          method: 'POST',
          headers: { [CONTROL_TOKEN_HEADER]: again.controlToken },
          body: '[]',
        })
      ).json?.result,
    ).toBe(before);
  });

  it('refuses free text over its limit with the field’s name, and keeps the old value', async () => {
    const server = await start();
    const token = await login(server);
    const cases: Array<[string, unknown, string]> = [
      [paths.user.update, { nickName: '林'.repeat(21) }, '姓氏不能超过20个字符'],
      [paths.user.update, { companyName: '公'.repeat(101) }, '公司名称不能超过100个字符'],
      [paths.user.update, { position: '职'.repeat(10_000) }, '职能不能超过20个字符'],
      [
        paths.verification.verificationSave,
        {
          companyName: '杭州云帆',
          creditCode: '91330106MA2CFXXX0A',
          legalPerson: '法'.repeat(51),
          contactName: '林',
          contactPhone: '13800000001',
        },
        '法人姓名不能超过50个字符',
      ],
    ];
    for (const [path, body, msg] of cases)
      expect((await postJson(server, path, body, token)).json).toMatchObject({ msg });
    const me = await call<{ nickName: string; companyName: string }>(server, paths.user.myDetail, {
      headers: { [TOKEN_HEADER]: token },
    });
    expect(me.json?.data).toMatchObject({ nickName: '林', companyName: '杭州云帆数据科技有限公司' });
  });
});
