import { HStack, Stat } from '@chakra-ui/react';
import type { BillTotals } from '../../../../api/types';
import { formatYuan } from '../../../../machines/rules/money';

/** The filter's totals: spend, paid by coupons, paid in cash. */
export function BillTotalsBar({ totals, label }: { totals: BillTotals; label: string }) {
  return (
    <HStack gap="8" wrap="wrap" mb="4" aria-label={label} role="group">
      <Stat.Root maxW="220px">
        <Stat.Label>消费总额</Stat.Label>
        <Stat.ValueText data-testid="total-amount">{formatYuan(totals.amount)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root maxW="220px">
        <Stat.Label>代金券抵扣</Stat.Label>
        <Stat.ValueText>{formatYuan(totals.coupon)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root maxW="220px">
        <Stat.Label>现金支付</Stat.Label>
        <Stat.ValueText>{formatYuan(totals.cash)}</Stat.ValueText>
      </Stat.Root>
    </HStack>
  );
}
