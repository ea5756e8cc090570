import { Box, Button, DataList, HStack, Link as ChakraLink, Skeleton, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { contractDetailMachine } from '../../../machines/contracts';
import { ConfirmDialogView } from '../../components/dialog/ConfirmDialogView';
import { Markdown } from '../../components/Markdown';
import { InlineFailure } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime, formatYuan } from '../../format';
import { CONTRACT_STATUS, StatusBadge } from './parts/labels';
import { paths, routePattern } from '../../../routes/paths';

type ContractActor = ReturnType<typeof useActorRef<typeof contractDetailMachine>>;

function SignConfirm({ actor }: { actor: ContractActor }) {
  const open = useSelector(actor, (s) => s.matches('confirming') || s.matches('signing'));
  const signing = useSelector(actor, (s) => s.matches('signing'));
  const name = useSelector(actor, (s) => s.context.contract?.name ?? '');
  return (
    <ConfirmDialogView
      open={open}
      busy={signing}
      title="签署合同"
      message={`确认已阅读并同意《${name}》的全部条款并签署？`}
      confirmText="确认签署"
      onCancel={() => actor.send({ type: 'CONTRACT.CANCEL' })}
      onConfirm={() => actor.send({ type: 'CONTRACT.CONFIRM' })}
    />
  );
}

function ContractBody({ actor }: { actor: ContractActor }) {
  const contract = useSelector(actor, (s) => s.context.contract);
  const loading = useSelector(actor, (s) => s.matches('loading') && !s.context.contract);
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : undefined));
  const canSign = useSelector(actor, (s) => s.can({ type: 'CONTRACT.SIGN' }));
  if (error) {
    return <InlineFailure error={error} onRetry={() => actor.send({ type: 'CONTRACT.RETRY' })} />;
  }
  if (loading || !contract) return <Skeleton height="200px" />;
  const facts: [string, ReactNode][] = [
    ['合同编号', contract.contractNo],
    ['状态', <StatusBadge key="s" text={CONTRACT_STATUS[contract.status]} />],
    ['合同金额', formatYuan(contract.amount)],
    ['甲方', contract.partyA],
    ['乙方', contract.partyB],
    ['服务期限', `${contract.startDate} 至 ${contract.endDate}`],
    ['签署时间', formatDateTime(contract.signTime)],
  ];
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal" size="sm">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box borderWidth="1px" borderRadius="md" p="5" bg="bg.subtle">
        <Markdown>{contract.content}</Markdown>
      </Box>
      {canSign && (
        <HStack>
          <Button colorPalette="blue" onClick={() => actor.send({ type: 'CONTRACT.SIGN' })}>
            签署合同
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

export const CONTRACT_DETAIL_PATTERN = routePattern('contractDetail');

function ContractView({ id }: { id: string }) {
  const actor = useActorRef(contractDetailMachine, { input: { id } });
  return (
    <>
      <ContractBody actor={actor} />
      <SignConfirm actor={actor} />
    </>
  );
}

/** 合同详情 (signing-details/{id}): facts, the contract text (safe markdown) and signing. */
export function SigningDetailPage() {
  // The route table renders pages without wouter params; the page reads its own pattern.
  const [, params] = useRoute<{ id: string }>(CONTRACT_DETAIL_PATTERN);
  const id = params?.id ?? '';
  return (
    <PageFrame title="合同详情">
      <ChakraLink asChild color="blue.fg" fontSize="sm" mb="4" display="inline-block">
        <Link to={paths.signing()}>← 返回合同列表</Link>
      </ChakraLink>
      <ContractView key={id} id={id} />
    </PageFrame>
  );
}
