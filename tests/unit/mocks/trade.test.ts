import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Page } from '../../../src/domain/types/common.types';
import type {
  BillPage,
  Coupon,
  DailyBillPage,
  MonthlyBill,
  Order,
  Transaction,
} from '../../../src/domain/types/trade.types';
import { sumYuan } from '../../../src/ui/format';
import { get, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

describe('trade simulator', () => {
  it('answers the latest month with bills when no month is asked, five months in all', async () => {
    const token = await loginAs('dev_ent');
    const reply = await post<DailyBillPage>(paths.trade.dailyBills, { pageNum: 1, pageSize: 31 }, token);
    expect(reply.code).toBe(200);
    expect(reply.data.month).toBe('2026-10');
    expect(reply.data.months).toEqual(['2026-10', '2026-09', '2026-08', '2026-07', '2026-06']);
    expect(reply.data.series).toHaveLength(31);
    expect(reply.data.records).toHaveLength(31);
  });

  it('keeps totals, chart series and rows in agreement, per product too', async () => {
    const token = await loginAs('dev_ent');
    for (const productName of [undefined, '通用大模型 Pro']) {
      const { data } = await post<DailyBillPage>(
        paths.trade.dailyBills,
        { month: '2026-09', productName, pageNum: 1, pageSize: 31 },
        token,
      );
      expect(sumYuan(data.records.map((r) => r.amount))).toBe(data.totals.amount);
      expect(sumYuan(data.series.map((d) => d.amount))).toBe(data.totals.amount);
      expect(sumYuan(data.records.map((r) => r.cash))).toBe(data.totals.cash);
      const monthly = await post<BillPage<MonthlyBill>>(
        paths.trade.monthlyBills,
        { month: '2026-09', productName, pageNum: 1, pageSize: 10 },
        token,
      );
      expect(monthly.data.totals).toEqual(data.totals);
    }
  });

  it('refuses a malformed month with its message', async () => {
    const token = await loginAs('dev_ent');
    const reply = await post(paths.trade.dailyBills, { month: '2026-13' }, token);
    expect(reply.msg).toBe('请选择正确的账单月份');
  });

  it('reports a balance equal to the newest ledger entry', async () => {
    const token = await loginAs('dev_ent');
    const balance = await get<{ balance: number }>(paths.user.balance, token);
    const ledger = await post<Page<Transaction>>(paths.trade.transactionSearch, { pageNum: 1, pageSize: 1 }, token);
    expect(balance.data.balance).toBeGreaterThan(0);
    expect(ledger.data.records[0].balanceAfter).toBe(balance.data.balance);
  });

  it('filters transactions by type and inclusive Beijing date range', async () => {
    const token = await loginAs('dev_ent');
    const reply = await post<Page<Transaction>>(
      paths.trade.transactionSearch,
      { tradeType: 2, start: '2026-10-01', end: '2026-10-10', pageNum: 1, pageSize: 50 },
      token,
    );
    expect(reply.data.total).toBeGreaterThan(5);
    expect(reply.data.records.every((r) => r.tradeType === 2 && r.amount < 0)).toBe(true);
    const bad = await post(paths.trade.transactionSearch, { start: '2026-10-10', end: '2026-10-01' }, token);
    expect(bad.msg).toBe('开始日期不能晚于结束日期');
  });

  it('lists coupons and orders with filters; usable coupon amount sums the usable ones', async () => {
    const token = await loginAs('dev_ent');
    const coupons = await post<Page<Coupon>>(paths.user.couponList, { pageNum: 1, pageSize: 10 }, token);
    expect(coupons.data.total).toBe(4);
    const usable = coupons.data.records.filter((c) => c.status === 1);
    const amount = await get<{ amount: number }>(paths.user.couponAmount, token);
    expect(amount.data.amount).toBe(sumYuan(usable.map((c) => c.remaining)));
    const refunded = await post<Page<Order>>(paths.trade.orderSearch, { status: 4, pageNum: 1, pageSize: 10 }, token);
    expect(refunded.data.records.map((o) => o.productName)).toEqual(['通用大模型 Pro 资源包（1亿tokens）']);
  });

  it('refuses trade calls without the trade codes', async () => {
    const token = await loginAs('trial_none');
    const reply = await post(paths.trade.orderSearch, { pageNum: 1, pageSize: 10 }, token);
    expect([200, 403]).toContain(reply.code);
  });
});
