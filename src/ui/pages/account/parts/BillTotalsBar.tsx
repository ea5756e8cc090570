import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { BillTotals } from '../../../../domain/types/trade.types';
import { formatYuan } from '../../../format';

/** The filter's totals: spend, paid by coupons, paid in cash. */
export function BillTotalsBar({ totals, label }: { totals: BillTotals; label: string }) {
  return (
    // Three columns even on a phone (smaller figures there), so the totals read as one line.
    <SimpleGrid columns={3} gap={{ base: '3', md: '8' }} maxW="720px" mb="4" aria-label={label} role="group">
      <Stat.Root>
        <Stat.Label>消费总额</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'md', sm: 'xl', md: '2xl' }} data-testid="total-amount">
          {formatYuan(totals.amount)}
        </Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>代金券抵扣</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'md', sm: 'xl', md: '2xl' }}>{formatYuan(totals.coupon)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>现金支付</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'md', sm: 'xl', md: '2xl' }}>{formatYuan(totals.cash)}</Stat.ValueText>
      </Stat.Root>
    </SimpleGrid>
  );
}
