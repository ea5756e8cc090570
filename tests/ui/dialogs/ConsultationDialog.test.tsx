import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { issuedCodes } from '../../../mocks/node';
import { tables } from '../../../mocks/db/models';
import { systemActor } from '../../../src/machines/app';
import { ConsultationDialog } from '../../../src/ui/dialogs/ConsultationDialog';
import { passCaptcha } from '../captcha';
import { openLazyDialog, serveSimulator } from '../signedIn';

serveSimulator();

const openDialog = () =>
  openLazyDialog(
    <ConsultationDialog />,
    'consultationFlow',
    (app) => systemActor(app, 'consultation').send({ type: 'CONSULTATION.OPEN' }),
    '合作咨询',
  );

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: '提交' });

async function fillAllButCode(user: UserEvent) {
  await user.type(field('公司名称'), '杭州云帆数据科技有限公司');
  await user.type(field('姓名'), '林宇帆');
  await user.type(field('联系电话'), '13912345678');
  await user.selectOptions(field('所属行业'), '金融');
  await user.type(field('邮箱（选填）'), 'lin@yunfan-data.com');
  await user.type(screen.getByLabelText('合作需求（选填）'), '私有化部署咨询');
}

async function sendCode(user: UserEvent, phone: string) {
  await passCaptcha(user);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(issuedCodes().some((c) => c.phone === phone && c.type === 5)).toBe(true));
  return issuedCodes().find((c) => c.phone === phone && c.type === 5)!.code;
}

describe('ConsultationDialog validation', () => {
  it('is titled 合作咨询, lists the SPEC industries, and an empty submit shows every required message', async () => {
    const { user } = await openDialog();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '请选择',
      '泛互联网',
      '制造业',
      '医疗/教育',
      '电商零售',
      '金融',
      '政府',
      '科研',
      '文化传媒',
      '其他',
    ]);
    await user.click(submit());
    for (const message of ['请输入公司名称', '请输入姓名', '请输入联系电话', '请输入验证码', '请选择行业']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('超出最大长度 for a company or name over 100 and a demand over 150; 手机号格式不正确 for a bad phone', async () => {
    const { user } = await openDialog();
    await user.click(field('公司名称'));
    await user.paste('公'.repeat(101));
    await user.tab();
    expect(screen.getAllByText('超出最大长度')).toHaveLength(1);
    await user.click(field('姓名'));
    await user.paste('名'.repeat(101));
    await user.tab();
    expect(screen.getAllByText('超出最大长度')).toHaveLength(2);
    await user.click(screen.getByLabelText('合作需求（选填）'));
    await user.paste('需'.repeat(151));
    expect(screen.getAllByText('超出最大长度')).toHaveLength(3);
    expect(screen.getByText('151/150')).toBeTruthy();
    expect((screen.getByLabelText('合作需求（选填）') as HTMLTextAreaElement).rows).toBe(2);
    await user.type(field('联系电话'), '12345678901');
    await user.tab();
    expect(screen.getByText('手机号格式不正确')).toBeTruthy();
  });

  it('sending a code needs a valid phone and the captcha first: 手机号不正确, 请先完成验证', async () => {
    const { user } = await openDialog();
    await user.type(field('联系电话'), '1391234');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号不正确')).toBeTruthy();
    await user.type(field('联系电话'), '5678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findAllByText('请先完成验证')).length).toBeGreaterThan(0);
    expect(issuedCodes()).toHaveLength(0);
  });

  // Outside clicks are checked in the browser (tests/e2e/activation.spec.ts): jsdom does not raise them.
  it('closes by its close button', async () => {
    const { user, app } = await openDialog();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(systemActor(app, 'consultationFlow').getSnapshot().value).toBe('closed'));
  });
});

describe('ConsultationDialog against the simulator', () => {
  it('a wrong code: 提交失败，请重试, the code is cleared and the rest kept', async () => {
    const { user } = await openDialog();
    await fillAllButCode(user);
    await sendCode(user, '13912345678');
    await user.type(field('验证码'), '000000');
    await user.click(submit());
    expect(await screen.findByText('提交失败，请重试')).toBeTruthy();
    expect(field('验证码').value).toBe('');
    expect(field('公司名称').value).toBe('杭州云帆数据科技有限公司');
    expect(field('联系电话').value).toBe('13912345678');
    expect((field('所属行业') as unknown as HTMLSelectElement).value).toBe('金融');
  });

  it('submits with the issued type-5 code: 提交成功 and the 24-hour sentence', async () => {
    const { user, dialog } = await openDialog();
    await fillAllButCode(user);
    const code = await sendCode(user, '13912345678');
    await user.type(field('验证码'), code);
    await user.click(submit());
    expect(await within(dialog).findByText('已提交申请，商务会在24小时内主动联系您。')).toBeTruthy();
    expect(screen.getAllByText('提交成功').length).toBeGreaterThan(0);
    const saved = tables.customerInfo.find((c) => c.companyName === '杭州云帆数据科技有限公司');
    expect(saved).toMatchObject({
      phone: '13912345678',
      industry: '金融',
      email: 'lin@yunfan-data.com',
      demand: '私有化部署咨询',
      source: 0,
    });
  });
});
