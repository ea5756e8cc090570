/**
 * Demo fault switches (which backend area a path belongs to, "next" used up by one call, "all"
 * kept, newest first) and uploaded files' content addresses. Paths are SPEC section 7's.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../../mocks/db/models';
import { resetSimulator } from '../../../../mocks/db/persist';
import { advanceClock } from '../../../../mocks/rules/clock';
import {
  DEFAULT_SLOW_SECONDS,
  areaOfPath,
  clearFault,
  clearFaults,
  faultFor,
  isFaultTarget,
  listFaults,
  setFault,
  takeFault,
} from '../../../../mocks/rules/faults';
import {
  FILE_CONTENT_PREFIX,
  fileNamed,
  fileOfUrl,
  fileUrl,
  randomKey,
  storeUpload,
} from '../../../../mocks/rules/uploads';

beforeAll(() => resetSimulator());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clearFaults();
});
afterEach(() => vi.useRealTimers());

describe('fault areas', () => {
  it('place every path under its area root, the root itself included', () => {
    expect(areaOfPath('/front/api/user/v1/search')).toBe('user');
    expect(areaOfPath('/front/api/user/v1')).toBe('user');
    expect(areaOfPath('/front/api/operation/v1/sendVerificationCode')).toBe('operation');
    expect(areaOfPath('/front/api/v1/user/feedback')).toBe('feedback');
    expect(areaOfPath('/front/api/v1/user/feedback/list')).toBe('feedback');
    expect(areaOfPath('/front/api/v1/admin/feedback/7/reply')).toBe('feedback');
    expect(areaOfPath('/op-qa/api/knowledgeRepositoryFile/v1/deleteByIds')).toBe('knowledge');
    expect(areaOfPath('/op-model/api/model/v1/list')).toBe('model');
    expect(areaOfPath('/front/api/file/v1/upload')).toBe('file');
  });

  it('leave static files and look-alike paths out', () => {
    expect(areaOfPath('/assets/index.js')).toBeUndefined();
    expect(areaOfPath('/front/api/user/v10/search')).toBeUndefined();
    expect(areaOfPath('/front/api/user')).toBeUndefined();
    expect(areaOfPath('')).toBeUndefined();
  });

  it('accept the areas and "*" as targets, nothing else', () => {
    expect(isFaultTarget('*')).toBe(true);
    expect(isFaultTarget('knowledge')).toBe(true);
    expect(isFaultTarget('nowhere')).toBe(false);
    expect(isFaultTarget('')).toBe(false);
  });
});

describe('fault switches', () => {
  it('hold a slow answer back 3 s unless told, between 0 and 120 s; other kinds hold nothing', async () => {
    expect(DEFAULT_SLOW_SECONDS).toBe(3);
    const slow = (seconds?: number) => setFault({ area: 'user', kind: 'slow', scope: 'all', seconds });
    expect((await slow()).seconds).toBe(3);
    expect((await slow(Number.NaN)).seconds).toBe(3);
    expect((await slow(Number.POSITIVE_INFINITY)).seconds).toBe(3);
    expect((await slow(0.5)).seconds).toBe(0.5);
    expect((await slow(120)).seconds).toBe(120);
    expect((await slow(121)).seconds).toBe(120);
    expect((await slow(-4)).seconds).toBe(0);
    expect((await setFault({ area: 'user', kind: '500', scope: 'all', seconds: 9 })).seconds).toBe(0);
  });

  it('refuse an unknown area, kind or scope', async () => {
    await expect(setFault({ area: 'nowhere' as 'user', kind: '500', scope: 'all' })).rejects.toThrow('unknown fault');
    await expect(setFault({ area: 'user', kind: '418' as '500', scope: 'all' })).rejects.toThrow('unknown fault');
    await expect(setFault({ area: 'user', kind: '500', scope: 'sometimes' as 'all' })).rejects.toThrow('unknown fault');
    expect(listFaults()).toEqual([]);
  });

  it('come back as set, newest first, the later one first when set at the same moment', async () => {
    const first = await setFault({ area: 'message', kind: '500', scope: 'all' });
    const second = await setFault({ area: 'message', kind: 'drop', scope: 'next' });
    advanceClock(1_000);
    const third = await setFault({ area: '*', kind: '401', scope: 'all' });
    expect(first).toMatchObject({ area: 'message', kind: '500', scope: 'all', seconds: 0 });
    expect(third.createdAt - first.createdAt).toBe(1_000);
    expect(listFaults().map((f) => f.id)).toEqual([third.id, second.id, first.id]);
  });

  it('skip rows that are not a switch any more', async () => {
    await tables.fault.insert({ area: 'user', kind: 'melt', scope: 'all', seconds: 0, createdAt: 0 });
    await tables.fault.insert({ area: 'mars', kind: '500', scope: 'all', seconds: 0, createdAt: 0 });
    await tables.fault.insert({ area: 'user', kind: '500', scope: 'often', seconds: 0, createdAt: 0 });
    expect(listFaults()).toEqual([]);
  });

  it('hit a call of its area, or of any area for "*", never a static file', async () => {
    const feedback = await setFault({ area: 'feedback', kind: '504', scope: 'all' });
    expect(faultFor('/front/api/v1/user/feedback/list')?.id).toBe(feedback.id);
    expect(faultFor('/front/api/message/v1/count')).toBeUndefined();
    advanceClock(1);
    const everywhere = await setFault({ area: '*', kind: '500', scope: 'all' });
    expect(faultFor('/front/api/message/v1/count')?.id).toBe(everywhere.id);
    expect(faultFor('/front/api/v1/user/feedback/list')?.id).toBe(everywhere.id);
    expect(faultFor('/assets/index.js')).toBeUndefined();
  });

  it('"next" is used up by the one call it hits; "all" stays until cleared', async () => {
    const kept = await setFault({ area: 'user', kind: '500', scope: 'all' });
    advanceClock(1);
    const once = await setFault({ area: 'user', kind: '504', scope: 'next' });
    expect(takeFault('/front/api/user/v1/search')?.id).toBe(once.id);
    expect(takeFault('/front/api/user/v1/search')?.id).toBe(kept.id);
    expect(takeFault('/front/api/user/v1/search')?.id).toBe(kept.id);
    expect(clearFault(kept.id)).toBe(true);
    expect(clearFault(kept.id)).toBe(false);
    expect(takeFault('/front/api/user/v1/search')).toBeUndefined();
  });
});

describe('uploaded files', () => {
  const upload = () =>
    storeUpload({
      userId: '2',
      name: '截图.png',
      mimeType: 'image/png',
      purpose: 'feedback',
      blob: new Blob(['12345']),
    });

  it('keep what the platform knows of the upload, and a random key', async () => {
    const row = await upload();
    expect(row).toMatchObject({
      userId: '2',
      name: '截图.png',
      mimeType: 'image/png',
      size: 5,
      purpose: 'feedback',
      recorded: false,
    });
    expect(row.key).toMatch(/^[0-9a-f]{24}$/);
    expect(randomKey()).not.toBe(randomKey());
    const seeded = await storeUpload({
      userId: '2',
      name: 'a.png',
      mimeType: 'image/png',
      purpose: 'image',
      blob: new Blob([]),
      key: 'k1',
      createTime: '2026-11-01T00:00:00.000Z',
    });
    expect(seeded).toMatchObject({ key: 'k1', createTime: '2026-11-01T00:00:00.000Z' });
  });

  it('are served at the simulator content address, relative or absolute, only with their key', async () => {
    const row = await upload();
    const address = fileUrl(row);
    expect(address).toBe(`/front/api/file/v1/content/${row.id}-${row.key}`);
    expect(FILE_CONTENT_PREFIX).toBe('/front/api/file/v1/content/');
    expect(fileOfUrl(address)?.id).toBe(row.id);
    expect(fileOfUrl(`http://localhost:5173${address}`)?.id).toBe(row.id);
    expect(fileOfUrl(`/front/api/file/v1/content/${row.id}-wrong`)).toBeUndefined();
    expect(fileOfUrl(`http://cdn.example.com/other/${row.id}-${row.key}`)).toBeUndefined();
    expect(fileOfUrl('not a url')).toBeUndefined();
    expect(fileNamed(`${row.id}`)).toBeUndefined();
    expect(fileNamed(`${row.id}-`)).toBeUndefined();
    expect(fileNamed(`999999-${row.key}`)).toBeUndefined();
  });
});
