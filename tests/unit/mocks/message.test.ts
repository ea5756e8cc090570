import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/types/common.types';
import type { SiteMessage } from '../../../src/domain/types/message.types';
import { get, loginAs, serveSimulatorPerTest } from './client';

const M = '/front/api/message/v1';
serveSimulatorPerTest();

const search = (token: string, type: 1 | 2, pageNum = 1, pageSize = 10) =>
  get<Page<SiteMessage>>(`${M}/search`, token, { type, pageNum, pageSize });

describe('site messages', () => {
  it('counts the caller’s unread messages', async () => {
    expect((await get<number>(`${M}/count`, await loginAs('dev_ent'))).data).toBe(5);
    expect((await get(`${M}/count`)).status).toBe(401);
  });

  it('pages all messages newest first', async () => {
    const token = await loginAs('dev_ent');
    const first = await search(token, 1);
    expect(first.data).toMatchObject({ total: 15, pageNum: 1, pageSize: 10, pages: 2 });
    expect(first.data.records).toHaveLength(10);
    const times = first.data.records.map((m) => m.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await search(token, 1, 2)).data.records).toHaveLength(5);
  });

  it('marks the unread messages it lists as read, and only those', async () => {
    const token = await loginAs('dev_ent');
    const unread = await search(token, 2, 1, 3);
    expect(unread.data.total).toBe(5);
    expect(unread.data.records.every((m) => m.isRead === false)).toBe(true);
    expect((await get<number>(`${M}/count`, token)).data).toBe(2);
    // Listing everything reads nothing.
    await search(token, 1);
    expect((await get<number>(`${M}/count`, token)).data).toBe(2);
    expect((await search(token, 2)).data.total).toBe(2);
    expect((await get<number>(`${M}/count`, token)).data).toBe(0);
  });

  it('pages the unread messages without skipping those after the first page', async () => {
    const token = await loginAs('dev_ent');
    const first = await search(token, 2, 1, 2);
    expect(first.data).toMatchObject({ total: 5, pageNum: 1, pages: 3 });
    const second = await search(token, 2, 2, 2);
    expect(second.data).toMatchObject({ total: 5, pageNum: 2, pages: 3 });
    const third = await search(token, 2, 3, 2);
    expect(third.data.records).toHaveLength(1);
    const seen = [...first.data.records, ...second.data.records, ...third.data.records].map((m) => m.id);
    expect(new Set(seen).size).toBe(5);
    expect((await get<number>(`${M}/count`, token)).data).toBe(0);
  });
});

describe('verification detail', () => {
  it('reports enterprise and personal status', async () => {
    const ent = await get<{ status: number }>('/front/api/biz/verification/v1/myDetail', await loginAs('dev_ent'));
    expect(ent.data.status).toBe(3);
    const person = await get('/front/api/biz/verification/v1/myDetail', await loginAs('dev_person'));
    expect(person.data).toMatchObject({
      status: 1,
      enterpriseVerificationVO: null,
      personalVerificationVO: { verificationStatus: 2 },
    });
    // The ID number never leaves the backend whole.
    expect((person.data as { personalVerificationVO: { idCard: string } }).personalVerificationVO.idCard).toMatch(
      /^\d{3}\*+\w{4}$/,
    );
  });
});
