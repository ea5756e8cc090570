import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSimulator } from '../../../../mocks/node';
import { demoAccount } from '../../../../mocks/seed/accounts';
import { paths } from '../../../../src/api/paths';
import { encodePassword } from '../../../../src/domain/validation';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { AuditLogPage } from '../../../../src/ui/pages/account/AuditLogPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { loginAs, post, validSign } from '../../../unit/mocks/client';

const PATH = '/account-center/account-security/audit-log';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});
afterEach(() => vi.restoreAllMocks());

/**
 * dev_ent's log, made as the simulator writes it: a wrong password (a failed 密码登录), a sign-in
 * (a successful one) and a key created (创建密钥 on 审计样例). dev_person creates a key too: that
 * entry is in dev_person's log, never in dev_ent's.
 */
async function actOnTheAccounts(): Promise<string> {
  const refused = await post(paths.user.login, {
    userName: 'dev_ent',
    password: encodePassword(`${demoAccount('dev_ent').password}x`),
    sign: await validSign(),
  });
  expect(refused.code).not.toBe(200);
  const token = await loginAs('dev_ent');
  expect((await post(paths.developer.keyCreate, { name: '审计样例' }, token)).code).toBe(200);
  const other = await loginAs('dev_person');
  expect((await post(paths.developer.keyCreate, { name: '他人的密钥' }, other)).code).toBe(200);
  return token;
}

async function renderPage(token: string, path = PATH) {
  storeToken(token);
  const app = startApp();
  const rendered = renderWithApp(<AuditLogPage />, { app, path });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, user: userEvent.setup() };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const logRows = () => rowsOf(screen.getByRole('table', { name: '操作日志' }));

/** Captures what the page hands the browser to download: file name and text. */
function captureDownloads(): { fileName: string; text: string }[] {
  const saved: { fileName: string; text: string }[] = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:audit'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = lastBlob;
    if (blob) void blob.text().then((text) => saved.push({ fileName: this.download, text }));
  });
  return saved;
}

describe('AuditLogPage', () => {
  it("lists the signed-in account's own entries, newest first, with time, action, result and target", async () => {
    const token = await actOnTheAccounts();
    await renderPage(token);
    const table = await screen.findByRole('table', { name: '操作日志' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    const [created, signedIn, refused] = logRows().map(cellTexts);
    // The seeded clock starts at 2026-11-01 08:00 Beijing time; the test takes seconds.
    expect(created.slice(0, 5)).toEqual(['2026-11-01 08:00', '创建密钥', '成功', 'dev_ent', '审计样例']);
    expect(signedIn.slice(0, 4)).toEqual(['2026-11-01 08:00', '密码登录', '成功', 'dev_ent']);
    expect(refused.slice(0, 4)).toEqual(['2026-11-01 08:00', '密码登录', '失败', 'dev_ent']);
    expect(within(table).queryByText('他人的密钥')).toBeNull();
  });

  it('narrows the list by result and by kind of action, through the URL', async () => {
    const token = await actOnTheAccounts();
    const { user, location } = await renderPage(token);
    await waitFor(() => expect(logRows()).toHaveLength(3));

    await user.selectOptions(screen.getByLabelText('结果'), '失败');
    await waitFor(() => expect(location.history?.at(-1)).toContain('result=0'));
    await waitFor(() => expect(logRows().map((r) => cellTexts(r).slice(1, 3))).toEqual([['密码登录', '失败']]));

    await user.selectOptions(screen.getByLabelText('结果'), '全部');
    await user.selectOptions(screen.getByLabelText('操作类型'), '密钥');
    await waitFor(() => expect(location.history?.at(-1)).toContain('action=key'));
    await waitFor(() =>
      expect(logRows().map((r) => cellTexts(r).slice(1, 5))).toEqual([['创建密钥', '成功', 'dev_ent', '审计样例']]),
    );
  });

  it('exports what the filter matches as CSV and says how many entries it holds', async () => {
    const token = await actOnTheAccounts();
    const saved = captureDownloads();
    const { user } = await renderPage(token, `${PATH}?action=login`);
    await waitFor(() => expect(logRows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(await screen.findByText('已导出 2 条操作日志')).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toMatch(/^操作日志_\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = saved[0].text.split(/\r?\n/).filter(Boolean);
    expect(header.replace(/^\uFEFF/, '')).toBe('时间（北京时间）,操作,结果,操作人,对象,变更前,变更后,IP,设备');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^2026-11-01 08:00:\d\d,密码登录,成功,dev_ent,/);
    expect(lines[1]).toMatch(/^2026-11-01 08:00:\d\d,密码登录,失败,dev_ent,/);
    expect(saved[0].text).not.toContain('创建密钥');
  });
});
