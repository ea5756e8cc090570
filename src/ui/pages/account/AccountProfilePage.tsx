import { Box, Link as ChakraLink, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { accountOverviewMachine } from '../../../machines/bills';
import { InlineFailure } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { formatYuan, monthLabel } from '../../format';
import { paths } from '../../../routes/paths';
import { StatHelp } from '../../components/StatHelp';

function Card({
  label,
  value,
  help,
  link,
}: {
  label: string;
  value: string;
  help?: string;
  link?: { to: string; text: string };
}) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
        {help && <StatHelp>{help}</StatHelp>}
      </Stat.Root>
      {link && (
        <ChakraLink asChild color="blue.fg" fontSize="sm" mt="2" display="inline-block">
          <Link to={link.to}>{link.text}</Link>
        </ChakraLink>
      )}
    </Box>
  );
}

/** 账户概览: balance, usable coupons and the latest month's spend. */
export function AccountProfilePage() {
  const actor = useActorRef(accountOverviewMachine);
  const overview = useSelector(actor, (s) => s.context.overview);
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : undefined));
  let content: ReactNode;
  if (error) {
    content = <InlineFailure error={error} onRetry={() => actor.send({ type: 'OVERVIEW.RETRY' })} />;
  } else if (!overview) {
    content = <Skeleton height="140px" aria-label="加载中" />;
  } else {
    const month = monthLabel(overview.month);
    content = (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Card
          label="账户余额"
          value={formatYuan(overview.balance)}
          help="按量计费每日从余额扣除"
          link={{ to: paths.transactionDetails(), text: '查看交易明细' }}
        />
        <Card
          label="可用代金券"
          value={formatYuan(overview.couponAmount)}
          help="消费时优先抵扣"
          link={{ to: paths.vouchers(), text: '查看代金券' }}
        />
        <Card
          label={`${month}消费`}
          value={formatYuan(overview.monthTotals.amount)}
          help={`代金券抵扣 ${formatYuan(overview.monthTotals.coupon)}，现金支付 ${formatYuan(overview.monthTotals.cash)}`}
          link={{ to: paths.dailyBills({ month: overview.month }), text: '查看日账单' }}
        />
      </SimpleGrid>
    );
  }
  return (
    <PageFrame title="账户概览" description="账户余额、代金券与近期消费。">
      {content}
    </PageFrame>
  );
}
