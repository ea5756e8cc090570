import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { UsageAmounts } from '../../../../domain/types/usage.types';
import { formatYuan } from '../../../format';
import { formatCount } from './usageText';
import { StatHelp } from '../../../components/StatHelp';

/** The range's totals: what the consumer and daily bills of the same days add up to. */
export function UsageTotals({ totals }: { totals: UsageAmounts }) {
  const items = [
    {
      label: '调用次数',
      value: formatCount(totals.calls),
      help: totals.failedCalls > 0 ? `其中失败 ${formatCount(totals.failedCalls)} 次` : undefined,
      id: 'calls',
    },
    { label: '输入 Tokens', value: formatCount(totals.tokensIn), id: 'tokens-in' },
    { label: '输出 Tokens', value: formatCount(totals.tokensOut), id: 'tokens-out' },
    { label: '费用', value: formatYuan(totals.cost), id: 'cost' },
    {
      label: '缓存命中 Tokens',
      value: formatCount(totals.cachedTokens ?? 0),
      help: '输入中命中提示词缓存的部分，按缓存价计费',
      id: 'cached',
    },
    {
      label: '缓存节省',
      value: formatYuan(totals.cacheSavings ?? 0),
      help: '与全部按输入原价计费相比',
      id: 'cache-savings',
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap={{ base: '3', md: '6' }} mb="4" role="group" aria-label="合计">
      {items.map((item) => (
        <Stat.Root key={item.id} borderWidth="1px" borderRadius="md" p="3">
          <Stat.Label>{item.label}</Stat.Label>
          <Stat.ValueText
            fontSize={{ base: 'md', md: '2xl' }}
            fontVariantNumeric="tabular-nums"
            data-testid={`usage-total-${item.id}`}
          >
            {item.value}
          </Stat.ValueText>
          {item.help && <StatHelp>{item.help}</StatHelp>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
