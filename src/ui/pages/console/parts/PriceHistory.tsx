import { Badge, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { priceText } from '../../../../domain/ledger';
import { priceHistoryMachine } from '../../../../machines/priceHistory';
import { formatDateTime } from '../../../format';
import { LoadFailure } from '../../../components/LoadFailure';

/** Every price the model has had or will have, with when each takes effect and when it was announced. */
export function PriceHistory({ modelId }: { modelId: string }) {
  const actor = useActorRef(priceHistoryMachine, { input: { modelId } });
  const history = useSelector(actor, (s) => s.context.history);
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : undefined));
  if (error !== undefined) return <LoadFailure error={error} onRetry={() => actor.send({ type: 'PRICES.RETRY' })} />;
  if (!history) return null;
  const currentIndex = history.versions.findIndex((v) => v.id === history.current);
  return (
    <Table.ScrollArea mt="3">
      <Table.Root size="sm" variant="outline" aria-label="价格历史">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>价格版本</Table.ColumnHeader>
            <Table.ColumnHeader>生效时间</Table.ColumnHeader>
            <Table.ColumnHeader>输入</Table.ColumnHeader>
            <Table.ColumnHeader>缓存输入</Table.ColumnHeader>
            <Table.ColumnHeader>输出</Table.ColumnHeader>
            <Table.ColumnHeader>公告时间</Table.ColumnHeader>
            <Table.ColumnHeader>说明</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.versions.map((v, i) => (
            <Table.Row key={v.id}>
              <Table.Cell whiteSpace="nowrap">
                {v.id}{' '}
                {i === currentIndex ? (
                  <Badge colorPalette="green">现行</Badge>
                ) : i > currentIndex ? (
                  <Badge colorPalette="orange">待生效</Badge>
                ) : (
                  <Badge>已失效</Badge>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {v.effectiveFrom ? formatDateTime(v.effectiveFrom) : '上线起'}
              </Table.Cell>
              <Table.Cell>{priceText(v.input)}</Table.Cell>
              <Table.Cell>{priceText(v.cachedInput)}</Table.Cell>
              <Table.Cell>{priceText(v.output)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.announcedAt ? formatDateTime(v.announcedAt) : '—'}</Table.Cell>
              <Table.Cell>
                <Text fontSize="xs">{v.note}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted" mt="1">
        每次调用按其计费时现行的价格版本扣费，账本逐笔记录所用版本；调价在生效前以站内信公告。
      </Text>
    </Table.ScrollArea>
  );
}
