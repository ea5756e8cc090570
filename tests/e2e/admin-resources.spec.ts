import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { freshStart, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

const KNOWLEDGE = '/mgmt-console/resource/knowledgeRepository';
const files = [
  {
    name: '售后服务规范.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('一、受理时限：工单2小时内响应。\n二、回访：结单后24小时内回访。'),
  },
  {
    name: '设备接入指南.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('# 设备接入指南\n\n1. 申请授权码\n2. 集成 SDK'),
  },
  { name: '故障码对照表.csv', mimeType: 'text/csv', buffer: Buffer.from('故障码,含义\nE01,电池电量低\nE02,图传中断') },
];

async function table(page: Page) {
  const t = page.getByRole('table', { name: '知识库文件' });
  await expect(t).toBeVisible();
  return t;
}

test('the super admin uploads three files, zip-downloads them and deletes them in bulk', async ({ page }) => {
  await signInAs(page, 'admin', KNOWLEDGE);
  await expect(page.getByRole('heading', { name: '知识库' })).toBeVisible();
  const list = await table(page);
  await expect(list.getByRole('row')).toHaveCount(6); // header + 5 seeded files

  await page.getByLabel('选择上传文件').setInputFiles(files);
  const uploads = page.getByRole('region', { name: '上传列表' });
  for (const f of files) {
    const row = uploads.getByRole('listitem', { name: `上传 ${f.name}` });
    await expect(row.getByRole('progressbar', { name: `${f.name} 上传进度` })).toBeVisible();
    await expect(row.getByText('上传成功')).toBeVisible();
    await expect(row.getByTestId('upload-bytes')).toHaveText(new RegExp(`${f.buffer.length} B / ${f.buffer.length} B`));
  }
  await expect(page.getByText('3个文件上传成功')).toBeVisible();
  for (const f of files) await expect(list.getByRole('cell', { name: f.name, exact: true })).toBeVisible();

  for (const f of files) await page.getByLabel(`选择 ${f.name}`).check({ force: true });
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: '批量下载（3）' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^知识库文件_\d{8}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  expect(Object.keys(zip.files).sort()).toEqual(files.map((f) => f.name).sort());
  expect(await zip.file('故障码对照表.csv')!.async('string')).toBe(files[2].buffer.toString());

  await page.getByRole('button', { name: '批量删除（3）' }).click();
  const dialog = page.getByRole('alertdialog', { name: '删除文件' });
  await expect(dialog).toContainText(files[0].name);
  await dialog.getByRole('button', { name: '确定删除' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('删除成功')).toBeVisible();
  for (const f of files) await expect(list.getByRole('cell', { name: f.name, exact: true })).toHaveCount(0);
  await expect(list.getByRole('row')).toHaveCount(6);
});

test('a file picked while an upload runs waits its turn and is uploaded too', async ({ page }) => {
  await signInAs(page, 'admin', KNOWLEDGE);
  const list = await table(page);
  const input = page.getByLabel('选择上传文件');
  const late = { name: '补充说明.txt', mimeType: 'text/plain', buffer: Buffer.from('补充：夜间巡检需双人作业。') };
  await input.setInputFiles(files);
  await input.setInputFiles([late]);
  const uploads = page.getByRole('region', { name: '上传列表' });
  for (const f of [...files, late]) {
    const row = uploads.getByRole('listitem', { name: `上传 ${f.name}` });
    await expect(row.getByText('上传成功')).toBeVisible();
    // The file's own size, not the multipart body's.
    await expect(row.getByTestId('upload-bytes')).toHaveText(`${f.buffer.length} B / ${f.buffer.length} B`);
    await expect(list.getByRole('cell', { name: f.name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: '知识库', exact: true })).toContainText('产品手册2026版（9）');
});

test('an empty file is logged, not downloaded; a failed download names the file', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await signInAs(page, 'admin', KNOWLEDGE);
  await table(page);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: '下载 空白模板.txt' }).click();
  await expect(page.getByText('文件 空白模板.txt 内容为空，未下载')).toBeVisible();
  expect(warnings.some((w) => w.includes('空白模板.txt'))).toBe(true);
  expect(downloads).toBe(0);

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 模型调用接口说明.md' }).click();
  const one = await saved;
  expect(one.suggestedFilename()).toBe('模型调用接口说明.md');
  expect(await readFile(await one.path(), 'utf8')).toContain('# 模型调用接口说明');

  // The file disappears server-side (another admin deleted it) before this admin downloads it.
  await page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/op-qa/api/knowledgeRepositoryFile/v1/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ pageNum: 1, pageSize: 10, repoId: '1', fileName: '常见问题' }),
    });
    const id = /"id":(\d+)/.exec(await res.text())![1];
    await fetch('/op-qa/api/knowledgeRepositoryFile/v1/delete', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', token },
      body: `{"id":"${id}"}`,
    });
  });
  await page.getByRole('button', { name: '下载 常见问题汇总.txt' }).click();
  await expect(page.getByText('文件 常见问题汇总.txt 下载失败，可重新下载')).toBeVisible();
});

test('a user lacking MC:SDKManage:read is refused by URL and by the simulator', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/mgmt-console/business-order-mgmt/sdk-mgmt');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('页面不存在或无权限')).toBeVisible();
  const answer = await page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/front/api/admin/v1/sdk/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: '{"pageNum":1,"pageSize":10}',
    });
    return (await res.json()) as { code: number; msg: string };
  });
  expect(answer).toMatchObject({ code: 403, msg: '无权限访问' });
});

test('model download applications are approved, or rejected with a reason', async ({ page }) => {
  await signInAs(page, 'admin', '/mgmt-console/audits-mgmt/model-verification/model-download');
  const list = page.getByRole('table', { name: '模型下载申请' });
  await page.getByLabel('审核状态').selectOption('1');
  await expect(list.getByRole('row')).toHaveCount(5);
  const first = list.getByRole('row').nth(1);
  await first.getByRole('button', { name: '通过' }).click();
  await expect(list.getByRole('row')).toHaveCount(4);

  await list.getByRole('row').nth(1).getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog', { name: '驳回申请' });
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByText('请填写驳回原因').or(dialog.locator('[data-part="error-text"]'))).toBeVisible();
  await dialog.getByLabel('驳回原因').fill('用途说明不充分，请补充具体业务场景');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('row')).toHaveCount(3);
  await page.getByLabel('审核状态').selectOption('3');
  await expect(list.getByText('用途说明不充分，请补充具体业务场景', { exact: true })).toBeVisible();
  await page.getByLabel('审核状态').selectOption('2');
  await expect(list.getByRole('row')).toHaveCount(6); // header + 4 seeded approvals + this one

  await page.getByRole('link', { name: '应用下载审核' }).click();
  await expect(page.getByRole('table', { name: '应用下载申请' }).getByRole('row').nth(1)).toBeVisible();
});

test('resources are allocated to a user, a refusal keeps the form, and a quota is revoked', async ({ page }) => {
  await signInAs(page, 'admin', '/mgmt-console/resource/resource-allocation');
  const list = page.getByRole('table', { name: '资源分配列表' });
  await expect(list.getByRole('row')).toHaveCount(9);
  await page.getByRole('button', { name: '分配资源' }).click();
  const dialog = page.getByRole('dialog', { name: '分配资源' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入用户账号')).toBeVisible();
  await dialog.getByLabel('用户账号').fill('nobody');
  await dialog.getByLabel('资源类型').selectOption('storage');
  await dialog.getByLabel('配额').fill('200');
  await dialog.getByLabel('到期日期').fill('2027-06-30');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('用户不存在');
  await expect(dialog.getByLabel('配额')).toHaveValue('200');
  await dialog.getByLabel('用户账号').fill('dev_ent');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('资源分配已保存')).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: 'dev_ent' }).filter({ hasText: '知识库存储' });
  await expect(row).toContainText('0 GB / 200 GB');
  await row.getByRole('button', { name: '收回' }).click();
  await page.getByRole('alertdialog', { name: '收回资源' }).getByRole('button', { name: '确定收回' }).click();
  await expect(page.getByText('已收回该资源分配')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('business marks an enquiry contacted and stops an SDK authorization; orders filter by status', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/mgmt-console/customer-mgmt/customer-management');
  const customers = page.getByRole('table', { name: '合作咨询列表' });
  const enquiry = customers.getByRole('row').filter({ hasText: '宁波甬江新材料有限公司' });
  await enquiry.getByRole('button', { name: '标记已联系' }).click();
  await expect(enquiry.getByText('已联系')).toBeVisible();

  await page.goto('/mgmt-console/business-order-mgmt/sdk-mgmt');
  const sdk = page.getByRole('table', { name: 'SDK授权列表' });
  const active = sdk.getByRole('row').filter({ hasText: '有效' }).first();
  const code = (await active.getByRole('code').innerText()).trim();
  await sdk.getByRole('button', { name: `停用 ${code}` }).click();
  await expect(sdk.getByRole('row').filter({ hasText: code })).toContainText('已停用');

  await page.goto('/mgmt-console/business-order-mgmt/order-mgmt');
  const orders = page.getByRole('table', { name: '订单列表' });
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('订单状态').selectOption('4');
  await expect(orders.getByRole('row').nth(1)).toContainText('已退款');
  for (const status of await orders
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .allInnerTexts())
    expect(status).toContain('已退款');
});
