import { describe, expect, it } from 'vitest';
import { budgetError } from '../../../src/domain/budget';

describe('monthly budget input edges', () => {
  it('calls a minus sign negative only at the start, spaces after it allowed', () => {
    expect(budgetError('- 5')).toBe('月度预算不能为负数，请输入不小于0的金额');
    // A minus inside the amount is not a negative amount, just not an amount.
    expect(budgetError('1-2')).toBe('月度预算须为金额（元），最多两位小数');
  });

  it('accepts two decimal places', () => {
    expect(budgetError('12.34')).toBeUndefined();
    expect(budgetError('12.345')).toBe('月度预算须为金额（元），最多两位小数');
  });

  it('accepts exactly the ceiling of 10000000 yuan', () => {
    expect(budgetError('10000000')).toBeUndefined();
    expect(budgetError('10000000.01')).toBe('月度预算不能超过10000000元');
  });
});
