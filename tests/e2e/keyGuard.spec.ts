import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/api/paths';
import type { SimulatorWindow } from '../../src/demoControls';
import { freshStart, openNewKeyForm, visit } from './support';

const GUARD_PAGE = '/account-center/develop-manage/key-guard';
const ALERTS_PAGE = '/account-center/develop-manage/alerts';
const SECRET = 'whsec_demo_0123456789';
const MINUTE_IN_DAYS = 1 / (24 * 60);

test.beforeEach(async ({ page }) => freshStart(page));

/** `times` chat calls with the key, from the page (its simulator answers); their statuses. */
function chat(page: Page, key: string, times: number): Promise<number[]> {
  return page.evaluate(
    async ({ path, key, times }) => {
      const statuses: number[] = [];
      for (let i = 0; i < times; i++) {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ model: 'sky-lite', messages: [{ role: 'user', content: '你好' }], max_tokens: 16 }),
        });
        statuses.push(res.status);
      }
      return statuses;
    },
    { path: paths.gateway.chatCompletions, key, times },
  );
}

const advance = (page: Page, minutes: number) =>
  page.evaluate(
    (days) => (window as unknown as SimulatorWindow).__simulator.advanceClock(days),
    minutes * MINUTE_IN_DAYS,
  );

test('a burst trips the key guard: the key is frozen, a site message arrives, the webhook log shows a signed delivery; the owner unfreezes with a reason', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { form } = await openNewKeyForm(page);
  await form.getByLabel('密钥名称').fill('守护演示');
  await form.getByRole('button', { name: '创建' }).click();
  const reveal = page.getByRole('dialog', { name: '密钥已创建' });
  const secret = (await reveal.getByTestId('full-key').textContent()) ?? '';
  await reveal.getByRole('button', { name: '我已保存' }).click();

  await visit(page, ALERTS_PAGE);
  await page.getByLabel('Webhook 地址').fill('https://hooks.demo.test/alerts');
  await page.getByLabel('签名密钥').fill(SECRET);
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('告警设置已保存')).toBeVisible();

  // A baseline: one call every 5 minutes on the simulated clock, then an hour for it to settle.
  for (let i = 0; i < 10; i++) {
    expect(await chat(page, secret, 1)).toEqual([200]);
    await advance(page, 5);
  }
  await advance(page, 61);

  await visit(page, GUARD_PAGE);
  const card = page.getByRole('region', { name: '密钥 守护演示' });
  await expect(card.getByText('守护中')).toBeVisible();
  await expect(page.getByText(/普通：N = 5/)).toBeVisible();

  // Normal sensitivity: 5 a minute is within 5× the peak of 1; the 6th call is the burst.
  expect(await chat(page, secret, 6)).toEqual([200, 200, 200, 200, 200, 403]);
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(card.getByText('已冻结')).toBeVisible();
  await expect(card.getByRole('alert')).toContainText('原因：近 1 分钟 6 次请求，超过基线峰值 1 次/分钟的 5 倍');
  await expect(card.getByRole('list', { name: '守护演示 的守护时间线' })).toContainText('密钥已自动冻结');
  await expect(card.getByRole('link', { name: '前往轮换密钥' })).toHaveAttribute(
    'href',
    '/account-center/develop-manage/secret-key-manage',
  );

  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: /消息通知/ }).click();
  const drawer = page.getByRole('dialog', { name: '消息' });
  await expect(drawer.getByText(/【告警·密钥被冻结】API密钥「守护演示」已被密钥守护冻结/)).toBeVisible();
  await page.keyboard.press('Escape');

  await visit(page, ALERTS_PAGE);
  const delivery = page.getByRole('group', { name: '投递 alert.key_frozen' });
  await expect(delivery.getByText('已送达')).toBeVisible();
  await expect(delivery.getByText('HTTP 200')).toBeVisible();
  const signature = (await delivery.getByTestId('webhook-signature').textContent()) ?? '';
  const timestamp = Number(((await delivery.getByText(/X-Webhook-Timestamp/).textContent()) ?? '').split(': ')[1]);
  const body = (await delivery.locator('details code').textContent()) ?? '';
  // The receiver's check, with Node's crypto.
  expect(signature).toBe(`sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`);
  expect(JSON.parse(body)).toMatchObject({ type: 'alert.key_frozen', data: { keyName: '守护演示' } });

  await visit(page, GUARD_PAGE);
  await card.getByRole('button', { name: '解除冻结' }).click();
  const dialog = page.getByRole('dialog', { name: '解除冻结：守护演示' });
  await dialog.getByRole('button', { name: '解除冻结' }).click();
  await expect(dialog.getByText('请填写解除冻结的原因')).toBeVisible();
  await dialog.getByLabel('解除原因').fill('本人压测，流量属实');
  await dialog.getByRole('button', { name: '解除冻结' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('守护中')).toBeVisible();
  await expect(card.getByRole('list', { name: '守护演示 的守护时间线' })).toContainText(
    '已解除冻结，原因：本人压测，流量属实',
  );
  expect(await chat(page, secret, 1)).toEqual([200]);
});
