import { describe, expect, it } from 'vitest';
import {
  consultationErrors,
  emptyConsultation,
  isConsultationValid,
  toConsultationForm,
  type ConsultationValues,
} from '../../../src/domain/consultationForm';

// SPEC section 5, consultation form: companyName required (请输入公司名称), max 100 (超出最大长度);
// userName required (请输入姓名), max 100; phone required (请输入联系电话), mainland mobile
// (手机号格式不正确); code required (请输入验证码); industry required (请选择行业); email optional;
// demand optional, max 150. The wire form has source 0 (SPEC section 3).
const filled: ConsultationValues = {
  companyName: '星河智算',
  userName: '王五',
  phone: '13912345678',
  code: '123456',
  industry: '金融',
  email: '',
  demand: '',
};

describe('the consultation form', () => {
  it('opens empty', () => {
    expect(emptyConsultation()).toEqual({
      companyName: '',
      userName: '',
      phone: '',
      code: '',
      industry: '',
      email: '',
      demand: '',
    });
  });

  it('an empty form asks for every required field and nothing else', () => {
    expect(consultationErrors(emptyConsultation())).toEqual({
      companyName: '请输入公司名称',
      userName: '请输入姓名',
      phone: '请输入联系电话',
      code: '请输入验证码',
      industry: '请选择行业',
    });
    expect(isConsultationValid(emptyConsultation())).toBe(false);
  });

  it('a filled form passes', () => {
    expect(consultationErrors(filled)).toEqual({});
    expect(isConsultationValid(filled)).toBe(true);
  });

  it('spaces alone are no answer', () => {
    expect(consultationErrors({ ...filled, companyName: '  ', code: ' ' })).toEqual({
      companyName: '请输入公司名称',
      code: '请输入验证码',
    });
  });

  it('takes company and name up to 100 characters, demand up to 150, spaces around not counted', () => {
    const atLimits = {
      ...filled,
      companyName: ` ${'司'.repeat(100)} `,
      userName: `${'名'.repeat(100)}  `,
      demand: `  ${'需'.repeat(150)} `,
    };
    expect(consultationErrors(atLimits)).toEqual({});
    expect(isConsultationValid(atLimits)).toBe(true);
  });

  it('refuses one character more', () => {
    expect(
      consultationErrors({
        ...filled,
        companyName: '司'.repeat(101),
        userName: '名'.repeat(101),
        demand: '需'.repeat(151),
      }),
    ).toEqual({
      companyName: '超出最大长度',
      userName: '超出最大长度',
      demand: '超出最大长度',
    });
  });

  it('checks the phone without the spaces around it', () => {
    expect(consultationErrors({ ...filled, phone: ' 13912345678 ' })).toEqual({});
    expect(consultationErrors({ ...filled, phone: '12912345678' })).toEqual({ phone: '手机号格式不正确' });
  });
});

describe('the consultation form sent', () => {
  it('is trimmed, with source 0, and leaves out an empty email and demand', () => {
    const typed = {
      companyName: ' 星河智算 ',
      userName: ' 王五 ',
      phone: ' 13912345678 ',
      code: ' 123456 ',
      industry: '金融',
      email: '  ',
      demand: ' ',
    };
    expect(toConsultationForm(typed)).toEqual({
      companyName: '星河智算',
      userName: '王五',
      phone: '13912345678',
      code: '123456',
      industry: '金融',
      source: 0,
    });
  });

  it('carries a filled email and demand, trimmed', () => {
    expect(toConsultationForm({ ...filled, email: ' wang@example.cn ', demand: ' 想接入大模型 ' })).toEqual({
      companyName: '星河智算',
      userName: '王五',
      phone: '13912345678',
      code: '123456',
      industry: '金融',
      email: 'wang@example.cn',
      demand: '想接入大模型',
      source: 0,
    });
  });
});
