/**
 * Bench part: the simulator's paged query over 100,000 records. Runs in Node (loaded through
 * Vite's module runner by simulator.mjs) against the same handlers the browser uses. The budget
 * is the simulator's own time: the request handed to the handlers (msw's `getResponse`, as the
 * HTTP server does) and the JSON read back, so it includes the handler lookup, the session
 * check, the page rule of mocks/rules/paging.ts and the envelope. The same page fetched through
 * msw/node's interception of `fetch` is reported beside it: what msw/node adds per call (its
 * interceptor, undici's fetch) is not the simulator's and moves with the machine's load.
 */
import { getResponse } from 'msw';
import { paths, TOKEN_HEADER } from '../../src/api/paths';
import { makeSign } from '../../src/domain/captcha';
import { encodePassword } from '../../src/domain/validation';
import { tables } from '../../mocks/db/models';
import { handlers } from '../../mocks/handlers';
import { issueChallenge } from '../../mocks/rules/captcha';
import { resetSimulator, saveSimulator, server } from '../../mocks/node';
import { demoAccount } from '../../mocks/seed/accounts';

const ORIGIN = 'http://localhost';

export interface SimulatorBench {
  records: number;
  insertMs: number;
  /** Median and worst time of one paged query (10 per page) handed to the handlers, over several pages. */
  medianMs: number;
  maxMs: number;
  /** The same pages fetched through msw/node: the query plus msw/node's per-call cost. */
  viaMswNodeMedianMs: number;
  samples: number;
  total: number;
}

interface PageReply {
  code: number;
  data: { total: number; records: unknown[] };
}

async function login(): Promise<string> {
  const challenge = await issueChallenge();
  const response = await fetch(`${ORIGIN}/front/api/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: 'dev_ent',
      password: encodePassword(demoAccount('dev_ent').password),
      sign: makeSign(challenge.id, challenge.gap),
    }),
  });
  const json = (await response.json()) as { code: number; data: { token: string }; msg: string };
  if (json.code !== 200) throw new Error(`bench login failed: ${json.msg}`);
  return json.data.token;
}

async function seedMessages(userId: string, count: number): Promise<number> {
  const started = performance.now();
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i++) {
    const createTime = new Date(base + i * 60_000).toISOString();
    await tables.message.insert({
      userId,
      content: `系统通知 第${i + 1}条：您的模型调用额度已更新。`,
      createTime,
      isRead: true,
    });
  }
  return performance.now() - started;
}

export async function benchSimulator(records = 100_000): Promise<SimulatorBench> {
  server.listen({ onUnhandledRequest: 'error' });
  try {
    await resetSimulator();
    const token = await login();
    const userId = tables.token.get(token)?.userId;
    if (!userId) throw new Error('bench token has no user');
    const insertMs = await seedMessages(userId, records);
    await saveSimulator();
    const times: number[] = [];
    const viaMswNode: number[] = [];
    let total = 0;
    // Type 1 (all messages) does not mark anything read, so every sample sees the same data.
    const pages = Math.ceil(records / 10);
    // The first pages, pages spread through the list, the last page, then the first again.
    const samples = [
      1,
      2,
      3,
      ...[0.01, 0.1, 0.25, 0.5, 0.75, 0.99].map((share) => Math.max(1, Math.round(share * pages))),
    ];
    for (const pageNum of [...samples, pages, 1]) {
      const target = new URL(paths.message.search, ORIGIN);
      target.search = new URLSearchParams({ type: '1', pageNum: String(pageNum), pageSize: '10' }).toString();
      const check = (json: PageReply) => {
        if (json.code !== 200 || json.data.records.length !== 10)
          throw new Error(`page ${pageNum} answered ${json.code}`);
        total = json.data.total;
      };
      let started = performance.now();
      const response = await getResponse(handlers, new Request(target, { headers: { [TOKEN_HEADER]: token } }));
      if (!response) throw new Error(`page ${pageNum} found no handler`);
      check((await response.json()) as PageReply);
      times.push(performance.now() - started);
      started = performance.now();
      check((await (await fetch(target, { headers: { [TOKEN_HEADER]: token } })).json()) as PageReply);
      viaMswNode.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = (values: number[]) =>
      Number([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1));
    return {
      records,
      insertMs: Math.round(insertMs),
      medianMs: median(times),
      maxMs: Number(sorted[sorted.length - 1].toFixed(1)),
      viaMswNodeMedianMs: median(viaMswNode),
      samples: times.length,
      total,
    };
  } finally {
    server.close();
  }
}
