/**
 * Bench part: the simulator's paged query over 100,000 records. Runs in Node (loaded through
 * Vite's module runner by simulator.mjs) against the same handlers the browser uses, through
 * msw/node, so the time includes request parsing, the session check, the filter/sort/page rule
 * of mocks/rules/paging.ts and the JSON envelope — what a page of the messages drawer costs.
 */
import { paths, TOKEN_HEADER } from '../../src/api/paths';
import { makeSign } from '../../src/machines/rules/captcha';
import { encodePassword } from '../../src/machines/rules/validation';
import { tables } from '../../mocks/db/models';
import { issueChallenge } from '../../mocks/rules/captcha';
import { resetSimulator, saveSimulator, server } from '../../mocks/node';
import { demoAccount } from '../../mocks/seed/accounts';

const ORIGIN = 'http://localhost';

export interface SimulatorBench {
  records: number;
  insertMs: number;
  /** Median and worst time of one paged query (10 per page), over several pages. */
  medianMs: number;
  maxMs: number;
  samples: number;
  total: number;
}

async function login(): Promise<string> {
  const challenge = await issueChallenge();
  const response = await fetch(`${ORIGIN}/front/api/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'dev_ent', password: encodePassword(demoAccount('dev_ent').password), sign: makeSign(challenge.id, challenge.gap) }),
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
    await tables.message.insert({ userId, content: `系统通知 第${i + 1}条：您的模型调用额度已更新。`, createTime, isRead: true });
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
    let total = 0;
    // Type 1 (all messages) does not mark anything read, so every sample sees the same data.
    const pages = Math.ceil(records / 10);
    // The first pages, pages spread through the list, the last page, then the first again.
    const samples = [1, 2, 3, ...[0.01, 0.1, 0.25, 0.5, 0.75, 0.99].map((share) => Math.max(1, Math.round(share * pages)))];
    for (const pageNum of [...samples, pages, 1]) {
      const target = new URL(paths.message.search, ORIGIN);
      target.search = new URLSearchParams({ type: '1', pageNum: String(pageNum), pageSize: '10' }).toString();
      const started = performance.now();
      const response = await fetch(target, { headers: { [TOKEN_HEADER]: token } });
      const json = (await response.json()) as { code: number; data: { total: number; records: unknown[] } };
      times.push(performance.now() - started);
      if (json.code !== 200 || json.data.records.length !== 10) throw new Error(`page ${pageNum} answered ${json.code}`);
      total = json.data.total;
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      records,
      insertMs: Math.round(insertMs),
      medianMs: Number(sorted[Math.floor(sorted.length / 2)].toFixed(1)),
      maxMs: Number(sorted[sorted.length - 1].toFixed(1)),
      samples: times.length,
      total,
    };
  } finally {
    server.close();
  }
}
