import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { HOUR, advanceClock, server } from '../../../../mocks/node';
import { paths } from '../../../../src/api/paths';
import type { KeyGuardStatus } from '../../../../src/domain/types/alerts.types';
import type { ScopedCreatedKey } from '../../../../src/domain/types/keys.types';
import { KeyGuardPage } from '../../../../src/ui/pages/account/KeyGuardPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';
import { ORIGIN, get, loginAs, post } from '../../../unit/mocks/client';

serveSimulator();

const GUARD_PAGE = '/account-center/develop-manage/key-guard';
const HOME_IP = '203.0.113.5';
const NEW_IP = '198.51.100.7';
const MINUTE = 60_000;
const FROZEN_REASON = `请求来自新的 IP 段 198.51.100.0/24（来源 ${NEW_IP}）`;

/** One chat call with the key from `ip`, as an SDK makes it; the HTTP status. */
async function chat(secret: string, ip: string): Promise<number> {
  const response = await fetch(new URL(paths.gateway.chatCompletions, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'x-forwarded-for': ip },
    body: JSON.stringify({ model: 'sky-lite', messages: [{ role: 'user', content: '你好' }], max_tokens: 16 }),
  });
  await response.text();
  return response.status;
}

/** A new key of dev_ent with a settled baseline: 10 calls from HOME_IP, 5 minutes apart, then an hour's quiet. */
async function keyWithBaseline(token: string, name: string): Promise<ScopedCreatedKey> {
  const key = (await post<ScopedCreatedKey>(paths.developer.keyCreate, { name }, token)).data;
  for (let i = 0; i < 10; i++) {
    expect(await chat(key.secret, HOME_IP)).toBe(200);
    advanceClock(5 * MINUTE);
  }
  return key;
}

/**
 * dev_ent's keys besides the seeded 生产环境 and 测试环境 (still learning: no calls in 7 days):
 * 日常调用 watched, and 压测专用 frozen by the gateway for a call from an IP range it never used.
 */
async function guardedKeys(): Promise<string> {
  const token = await loginAs('dev_ent');
  await keyWithBaseline(token, '日常调用');
  const frozen = await keyWithBaseline(token, '压测专用');
  advanceClock(HOUR + MINUTE);
  expect(await chat(frozen.secret, NEW_IP)).toBe(403);
  return token;
}

async function guardOf(token: string, keyName: string): Promise<KeyGuardStatus> {
  const list = await get<KeyGuardStatus[]>(paths.keyGuard.list, token);
  return list.data.find((k) => k.keyName === keyName)!;
}

/** The paths of the requests the page sends from now on. */
function sentRequests(): string[] {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => void sent.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return sent;
}

const card = (keyName: string) => screen.getByRole('region', { name: `密钥 ${keyName}` });

describe('KeyGuardPage', () => {
  it("shows each key's guard state, the frozen one first with why it was frozen", async () => {
    await renderSignedIn(<KeyGuardPage />, 'dev_ent', GUARD_PAGE, await guardedKeys());
    const frozen = await screen.findByRole('region', { name: '密钥 压测专用' });
    const cards = screen.getAllByRole('region', { name: /^密钥 / });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '密钥 压测专用',
      '密钥 日常调用',
      '密钥 测试环境',
      '密钥 生产环境',
    ]);
    expect(within(frozen).getByText('已冻结')).toBeTruthy();
    expect(within(frozen).getByRole('alert').textContent).toContain(`原因：${FROZEN_REASON}`);
    expect(within(frozen).getByRole('button', { name: '解除冻结' })).toBeTruthy();
    expect(within(card('日常调用')).getByText('守护中')).toBeTruthy();
    expect(within(card('日常调用')).queryByRole('button', { name: '解除冻结' })).toBeNull();
    expect(within(card('测试环境')).getByText('学习基线中')).toBeTruthy();
    expect(within(card('生产环境')).getByText('学习基线中')).toBeTruthy();
  });

  it("saves a key's sensitivity: the server keeps it, the card and its timeline show it", async () => {
    const token = await loginAs('dev_ent');
    const { user } = await renderSignedIn(<KeyGuardPage />, 'dev_ent', GUARD_PAGE, token);
    const production = await screen.findByRole('region', { name: '密钥 生产环境' });
    const select = within(production).getByLabelText('灵敏度') as HTMLSelectElement;
    expect(select.value).toBe('normal');

    await user.selectOptions(select, '关闭');
    expect(await screen.findByText('灵敏度已保存')).toBeTruthy();
    await waitFor(() => expect(within(card('生产环境')).getByText('已关闭')).toBeTruthy());
    expect((within(card('生产环境')).getByLabelText('灵敏度') as HTMLSelectElement).value).toBe('off');
    const timeline = within(card('生产环境')).getByRole('list', { name: '生产环境 的守护时间线' });
    expect(timeline.textContent).toContain('灵敏度改为「关闭」（dev_ent）');
    expect((await guardOf(token, '生产环境')).sensitivity).toBe('off');
    // The other key is untouched.
    expect((within(card('测试环境')).getByLabelText('灵敏度') as HTMLSelectElement).value).toBe('normal');
    expect((await guardOf(token, '测试环境')).sensitivity).toBe('normal');
  });

  it('unfreezes a frozen key in a dialog: an empty reason is refused on the spot, a reason unfreezes it', async () => {
    const token = await guardedKeys();
    const { user } = await renderSignedIn(<KeyGuardPage />, 'dev_ent', GUARD_PAGE, token);
    const frozen = await screen.findByRole('region', { name: '密钥 压测专用' });
    await user.click(within(frozen).getByRole('button', { name: '解除冻结' }));
    const dialog = await screen.findByRole('dialog', { name: '解除冻结：压测专用' });
    expect(within(dialog).getByText(`冻结原因：${FROZEN_REASON}`)).toBeTruthy();

    const sent = sentRequests();
    await user.click(within(dialog).getByRole('button', { name: '解除冻结' }));
    expect(await within(dialog).findByText('请填写解除冻结的原因')).toBeTruthy();
    expect(sent).not.toContain(paths.keyGuard.unfreeze);
    expect((await guardOf(token, '压测专用')).state).toBe('frozen');

    await user.type(within(dialog).getByLabelText('解除原因'), '本人在外地出差调用');
    expect(within(dialog).queryByText('请填写解除冻结的原因')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '解除冻结' }));
    expect(await screen.findByText('已解除冻结')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '解除冻结：压测专用' })).toBeNull());
    expect(sent.filter((p) => p === paths.keyGuard.unfreeze)).toHaveLength(1);

    const unfrozen = card('压测专用');
    expect(within(unfrozen).getByText('守护中')).toBeTruthy();
    expect(within(unfrozen).queryByRole('alert')).toBeNull();
    expect(within(unfrozen).getByRole('list', { name: '压测专用 的守护时间线' }).textContent).toContain(
      '已解除冻结，原因：本人在外地出差调用（dev_ent）',
    );
    const guard = await guardOf(token, '压测专用');
    expect(guard.state).toBe('watching');
    // What froze it is now part of the baseline.
    expect(guard.baseline.ipRanges).toContain('198.51.100.0/24');
  });
});
