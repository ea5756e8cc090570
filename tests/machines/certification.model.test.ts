import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { enterpriseCertMachine } from '../../src/machines/enterpriseCert';
import { personalCertMachine } from '../../src/machines/personalCert';
import { ControlledActors, flush } from './modelHarness';
import { noticesHeard } from '../notices';

/**
 * A stand-in for the app's session: SESSION.REFRESH puts it in authenticated.refreshing until the
 * test says the reload is over (RELOADED), as the real one does until permissions and detail are back.
 */
const sessionStandIn = () =>
  createActor(
    createMachine({
      initial: 'authenticated',
      states: {
        authenticated: {
          initial: 'ready',
          states: { ready: { on: { 'SESSION.REFRESH': 'refreshing' } }, refreshing: { on: { RELOADED: 'ready' } } },
        },
      },
    }),
  ).start();

const heard = noticesHeard();

// A valid 18-character ID card (region 110101, born 1990-03-07) and one ending in a lower-case check x.
const ID_CARD = '110101199003071234';

describe('personal real-name certification', () => {
  /** The form with stand-in submit; the real refresh, reloading a stand-in session. */
  function harness(values?: Partial<{ realName: string; idCard: string }>) {
    const control = new ControlledActors();
    const session = sessionStandIn();
    const actor = createActor(personalCertMachine.provide({ actors: { submit: control.actor() } }), {
      input: { session, values },
    }).start();
    return { control, actor, session };
  }

  it('starts blank, or with the values handed in', () => {
    expect(harness().actor.getSnapshot().context.values).toEqual({ realName: '', idCard: '' });
    expect(harness({ realName: '张三' }).actor.getSnapshot().context.values).toEqual({ realName: '张三', idCard: '' });
  });

  it('sends nothing while the form has errors, and keeps each change', () => {
    const { control, actor } = harness();
    actor.send({ type: 'CERT.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CERT.CHANGE', values: { realName: '张三' } });
    actor.send({ type: 'CERT.CHANGE', values: { idCard: '12345' } });
    expect(actor.getSnapshot().context.values).toEqual({ realName: '张三', idCard: '12345' });
    actor.send({ type: 'CERT.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(control.isPending('submit')).toBe(false);
  });

  it('sends the trimmed name and the upper-cased ID card, says 提交成功，请等待审核 and reloads the session', async () => {
    const { control, actor, session } = harness();
    actor.send({ type: 'CERT.CHANGE', values: { realName: ' 张三 ', idCard: ' 11010119900307123x ' } });
    actor.send({ type: 'CERT.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(control.inputs.get('submit')).toEqual({ realName: '张三', idCard: '11010119900307123X' });
    control.settle({ type: 'xstate.done.actor.submit', output: true });
    await flush();
    expect(heard).toEqual([{ message: '提交成功，请等待审核', kind: 'success' }]);
    // The page waits for the session's new verification status before it is editable again.
    expect(session.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().value).toBe('refreshing');
    session.send({ type: 'RELOADED' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('is editable again when the session it waits for goes away mid-reload', async () => {
    const { control, actor, session } = harness({ realName: '张三', idCard: ID_CARD });
    actor.send({ type: 'CERT.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.submit', output: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('refreshing');
    session.stop();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("keeps what was typed beside the server's refusal, and clears the refusal on the next change", async () => {
    const { control, actor } = harness({ realName: '张三', idCard: ID_CARD });
    actor.send({ type: 'CERT.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.submit', error: new Error('该身份证号已被认证') });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      values: { realName: '张三', idCard: ID_CARD },
      error: '该身份证号已被认证',
    });
    expect(heard).toEqual([]);
    actor.send({ type: 'CERT.CHANGE', values: { realName: '李四' } });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.values).toEqual({ realName: '李四', idCard: ID_CARD });
  });

  it('without a session or input (a flow on its own) starts blank and has nothing to wait for after the submit', async () => {
    const control = new ControlledActors();
    const actor = createActor(personalCertMachine.provide({ actors: { submit: control.actor() } }), {
      input: undefined,
    }).start();
    expect(actor.getSnapshot().context).toEqual({ values: { realName: '', idCard: '' }, session: undefined });
    actor.send({ type: 'CERT.CHANGE', values: { realName: '张三', idCard: ID_CARD } });
    actor.send({ type: 'CERT.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.submit', output: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

const COMPANY = {
  companyName: '星河示例科技有限公司',
  creditCode: '91110108MA01ABCD2X',
  legalPerson: '王五',
  contactName: '赵六',
  contactPhone: '13800138000',
};

describe('enterprise certification', () => {
  function harness(company?: Partial<typeof COMPANY>) {
    const control = new ControlledActors();
    const session = sessionStandIn();
    const actor = createActor(
      enterpriseCertMachine.provide({ actors: { saveCompany: control.actor(), saveRemit: control.actor() } }),
      {
        input: { session, company },
      },
    ).start();
    return { control, actor, session };
  }

  it('starts blank, or with the application handed in, the account name offered from the company', () => {
    expect(harness().actor.getSnapshot().context).toMatchObject({
      company: { companyName: '', creditCode: '', legalPerson: '', contactName: '', contactPhone: '' },
      remit: { bankName: '', bankAccount: '', accountName: '' },
    });
    expect(harness({ companyName: '甲公司' }).actor.getSnapshot().context).toMatchObject({
      company: { companyName: '甲公司', creditCode: '' },
      remit: { accountName: '甲公司' },
    });
  });

  it('sends nothing while the company step has errors', () => {
    const { control, actor } = harness({ ...COMPANY, contactPhone: '123' });
    actor.send({ type: 'CERT.SUBMIT_COMPANY' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(control.isPending('saveCompany')).toBe(false);
  });

  it('sends the company trimmed with the credit code upper-cased, offers its name as the account name, and reloads the session', async () => {
    const { control, actor, session } = harness();
    actor.send({
      type: 'CERT.COMPANY_CHANGE',
      values: {
        companyName: ' 星河示例科技有限公司 ',
        creditCode: ' 91110108ma01abcd2x ',
        legalPerson: ' 王五 ',
        contactName: ' 赵六 ',
        contactPhone: ' 13800138000 ',
      },
    });
    actor.send({ type: 'CERT.SUBMIT_COMPANY' });
    expect(control.inputs.get('saveCompany')).toEqual(COMPANY);
    control.settle({ type: 'xstate.done.actor.saveCompany', output: true });
    await flush();
    expect(heard).toEqual([{ message: '企业信息已提交，请完成对公打款验证', kind: 'success' }]);
    expect(actor.getSnapshot().context.remit.accountName).toBe('星河示例科技有限公司');
    expect(actor.getSnapshot().value).toBe('refreshing');
    session.send({ type: 'RELOADED' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('is editable again when the session it waits for goes away mid-reload', async () => {
    const { control, actor, session } = harness(COMPANY);
    actor.send({ type: 'CERT.SUBMIT_COMPANY' });
    control.settle({ type: 'xstate.done.actor.saveCompany', output: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('refreshing');
    session.stop();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('without a session or input (a flow on its own) starts blank and has nothing to wait for after a step', async () => {
    const control = new ControlledActors();
    const actor = createActor(enterpriseCertMachine.provide({ actors: { saveCompany: control.actor() } }), {
      input: undefined,
    }).start();
    expect(actor.getSnapshot().context.remit).toEqual({ bankName: '', bankAccount: '', accountName: '' });
    expect(actor.getSnapshot().context.session).toBeUndefined();
    actor.send({ type: 'CERT.COMPANY_CHANGE', values: COMPANY });
    actor.send({ type: 'CERT.SUBMIT_COMPANY' });
    control.settle({ type: 'xstate.done.actor.saveCompany', output: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('keeps an account name the user already typed after the company step', async () => {
    const { control, actor, session } = harness(COMPANY);
    actor.send({ type: 'CERT.REMIT_CHANGE', values: { accountName: '已填的户名' } });
    actor.send({ type: 'CERT.SUBMIT_COMPANY' });
    control.settle({ type: 'xstate.done.actor.saveCompany', output: true });
    await flush();
    session.send({ type: 'RELOADED' });
    await flush();
    expect(actor.getSnapshot().context.remit.accountName).toBe('已填的户名');
  });

  it("shows the server's refusal of the company step and keeps what was typed", async () => {
    const { control, actor } = harness(COMPANY);
    actor.send({ type: 'CERT.SUBMIT_COMPANY' });
    control.settle({ type: 'xstate.error.actor.saveCompany', error: new Error('统一社会信用代码已被使用') });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ company: COMPANY, error: '统一社会信用代码已被使用' });
    actor.send({ type: 'CERT.COMPANY_CHANGE', values: { legalPerson: '钱七' } });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.company).toEqual({ ...COMPANY, legalPerson: '钱七' });
  });

  it('checks the transfer against the company name, sends the account without spaces, and says 提交成功，请等待审核', async () => {
    const { control, actor, session } = harness(COMPANY);
    actor.send({
      type: 'CERT.REMIT_CHANGE',
      values: { bankName: '中国工商银行', bankAccount: '6222 0200 1234 5678', accountName: ' 星河示例科技有限公司 ' },
    });
    // The account must be in the applying company's name.
    actor.send({ type: 'CERT.SUBMIT_REMIT', companyName: '别的公司' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(control.isPending('saveRemit')).toBe(false);
    actor.send({ type: 'CERT.SUBMIT_REMIT', companyName: '星河示例科技有限公司' });
    expect(control.inputs.get('saveRemit')).toEqual({
      bankName: '中国工商银行',
      bankAccount: '6222020012345678',
      accountName: '星河示例科技有限公司',
    });
    control.settle({ type: 'xstate.done.actor.saveRemit', output: true });
    await flush();
    expect(heard).toEqual([{ message: '提交成功，请等待审核', kind: 'success' }]);
    expect(session.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
  });

  it("shows the server's refusal of the transfer, keeping the bank details, and clears it on the next change", async () => {
    const { control, actor } = harness(COMPANY);
    const remit = { bankName: '招商银行', bankAccount: '12345678901', accountName: COMPANY.companyName };
    actor.send({ type: 'CERT.REMIT_CHANGE', values: remit });
    actor.send({ type: 'CERT.SUBMIT_REMIT', companyName: COMPANY.companyName });
    control.settle({ type: 'xstate.error.actor.saveRemit', error: new Error('打款信息有误') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ remit, error: '打款信息有误' });
    actor.send({ type: 'CERT.REMIT_CHANGE', values: { bankName: '中国银行' } });
    expect(actor.getSnapshot().context).toMatchObject({ remit: { ...remit, bankName: '中国银行' }, error: undefined });
  });
});
