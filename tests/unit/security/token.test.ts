/**
 * The token cookie (SPEC sections 1 and 7): SameSite, path /, Secure on https, and never in a URL,
 * an analytics batch or a console line. Checked against the real client and the simulator.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUnreadMessageCount, searchMessages } from '../../../src/api/message';
import { TOKEN_HEADER } from '../../../src/api/paths';
import { getMyDetail, loginWithPassword } from '../../../src/api/user';
import { clearToken, readToken, storeToken, TOKEN_COOKIE } from '../../../src/machines/credentials';
import { makeSign } from '../../../src/domain/captcha';
import { issueChallenge } from '../../../mocks/rules/captcha';
import { commonFields } from '../../../src/machines/tracker';
import { demoAccount, resetSimulator, server } from '../../../mocks/node';
import { cookieWrites } from '../../cookieWrites';

describe('the token cookie', () => {
  it('is written SameSite=Lax on path /, kept 30 days, and read back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T04:00:00Z'));
    try {
      const writes = cookieWrites(() => storeToken('tok-samesite'));
      const written = writes.find((w) => w.startsWith(`${TOKEN_COOKIE}=`));
      expect(written).toBeDefined();
      expect(written).toMatch(/;\s*samesite=lax/i);
      expect(written).toMatch(/;\s*path=\//i);
      // Kept 30 days (SPEC section 7), from the moment it was written.
      expect(written).toMatch(/;\s*expires=Sat, 02 Jan 2027 04:00:00 GMT/i);
      // jsdom serves http://localhost: Secure only where the page itself is https.
      expect(written).not.toMatch(/;\s*secure/i);
      expect(readToken()).toBe('tok-samesite');
    } finally {
      clearToken();
      vi.useRealTimers();
    }
  });
});

describe('the token never travels in a URL, an analytics batch or a log line', () => {
  const urls: string[] = [];
  const bodies: Promise<string>[] = [];
  const headers: string[] = [];
  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      urls.push(request.url);
      headers.push(request.headers.get(TOKEN_HEADER) ?? '');
      if (request.method === 'POST') bodies.push(request.clone().text());
    });
  });
  afterAll(() => server.events.removeAllListeners());
  beforeEach(() => resetSimulator());
  afterEach(() => vi.restoreAllMocks());

  it('a signed-in session sends it only in its header', async () => {
    const logged: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    const challenge = await issueChallenge();
    const { token } = await loginWithPassword({
      userName: 'dev_ent',
      password: demoAccount('dev_ent').password,
      sign: makeSign(challenge.id, challenge.gap),
    });
    expect(token.length).toBeGreaterThan(8);
    storeToken(token);
    try {
      await getMyDetail();
      await getUnreadMessageCount();
      await searchMessages({ type: 1, pageNum: 1, pageSize: 10 });
      // What the tracker would send: its common fields (ids, browser, page info with the URL).
      const batch = JSON.stringify({ common: commonFields({ get: () => undefined }), events: [] });
      expect(batch).toContain('"sessionId"');
      expect(batch).not.toContain(token);
      expect(urls.length).toBeGreaterThanOrEqual(3);
      for (const url of urls) expect(url).not.toContain(token);
      for (const body of await Promise.all(bodies)) expect(body).not.toContain(token);
      // The header carried it on each authenticated call.
      expect(headers.filter((h) => h === token).length).toBeGreaterThanOrEqual(3);
      for (const line of logged) expect(line).not.toContain(token);
    } finally {
      clearToken();
    }
  });
});

describe('no source puts the token into a URL', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('src/ builds no URL with a token query parameter and logs no token', () => {
    const offenders = files('src').filter((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        /[?&]token=/i.test(text) ||
        /searchParams\.(set|append)\(\s*['"]token['"]/.test(text) ||
        /console\.\w+\([^)]*\btoken\b/i.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });
});
