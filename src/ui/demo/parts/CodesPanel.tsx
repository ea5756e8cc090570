import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { formatDateTime } from '../../format';
import { codePurposes } from '../labels';
import type { DemoConsoleActor } from '../useDemoConsoleActor';

/** The codes the simulator "sent" (it sends no SMS), newest first. */
export function CodesPanel({ actor }: { actor: DemoConsoleActor }) {
  const codes = useSelector(actor, (s) => s.context.status?.codes ?? []);
  const now = useSelector(actor, (s) => s.context.status?.now ?? 0);
  if (codes.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        暂无已发送的验证码。
      </Text>
    );
  }
  return (
    <Stack gap="2">
      {/* The code first, the time last: on a phone the table scrolls sideways and what a demo needs stays in view. */}
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="已发送的验证码" whiteSpace="nowrap">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>验证码</Table.ColumnHeader>
              <Table.ColumnHeader>手机号</Table.ColumnHeader>
              <Table.ColumnHeader>用途</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>发送时间</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {codes.map((c) => (
              <Table.Row key={`${c.issuedAt}-${c.phone}-${c.code}`}>
                <Table.Cell fontFamily="mono" fontWeight="semibold">
                  {c.code}
                </Table.Cell>
                <Table.Cell>{c.phone}</Table.Cell>
                <Table.Cell>{codePurposes[c.type] ?? c.type}</Table.Cell>
                <Table.Cell>
                  {c.used ? (
                    <Badge>已使用</Badge>
                  ) : c.expiresAt <= now ? (
                    <Badge colorPalette="orange">已过期</Badge>
                  ) : (
                    <Badge colorPalette="green">有效</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{formatDateTime(c.issuedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
