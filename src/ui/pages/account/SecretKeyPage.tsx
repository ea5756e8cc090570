import { Badge, Button, Code, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ScopedApiKey } from '../../../domain/types/keys.types';
import { apiKeysMachine } from '../../../machines/apiKeys';
import { MAX_KEYS } from '../../../domain/apiKey';
import { ListView, useListChild, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { NEW_KEY_INTENT, useArrivalIntent } from '../../palette/arrivalIntent';
import { formatDateTime, formatYuan } from '../../format';
import { Countdown } from '../../components/Countdown';
import { durationText } from '../../../domain/limitStack';
import { DeleteKeyDialog, KeyFormDialog, RevealKeyDialog, RotateKeyDialog, type KeysActor } from './parts/KeyDialogs';

const STATE_BADGE: Record<ScopedApiKey['state'], { text: string; palette: string } | undefined> = {
  active: undefined,
  disabled: { text: '已停用', palette: 'gray' },
  expired: { text: '已过期', palette: 'orange' },
};

/** At most two entries, then 等N个: the full scope is one click away in 编辑. */
function listed(items: readonly string[], all: string, unit: string): string {
  if (items.length === 0) return all;
  return items.length <= 2 ? items.join('、') : `${items.slice(0, 2).join('、')} 等${items.length}${unit}`;
}

function Muted({ children }: { children: React.ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}

/** A rotated key's old secret, still accepted until its grace period ends. */
function PreviousKey({ previous }: { previous: NonNullable<ScopedApiKey['previousKey']> }) {
  return (
    <Countdown until={previous.until}>
      {(seconds) => (
        <Text fontSize="xs" color={seconds > 0 ? 'orange.fg' : 'fg.muted'} data-testid="previous-key">
          {seconds > 0
            ? `旧密钥 ${previous.maskedKey} 还可使用 ${durationText(seconds)}`
            : `旧密钥 ${previous.maskedKey} 已失效`}
        </Text>
      )}
    </Countdown>
  );
}

function columns(actor: KeysActor, busyId?: string): Column<ScopedApiKey>[] {
  return [
    {
      header: '名称',
      cell: (k) => {
        const badge = STATE_BADGE[k.state];
        return (
          <HStack gap="2">
            <Text>{k.name}</Text>
            {badge && <Badge colorPalette={badge.palette}>{badge.text}</Badge>}
          </HStack>
        );
      },
    },
    {
      header: '密钥',
      cell: (k) => (
        <Stack gap="0.5" align="flex-start">
          <Code data-testid="masked-key">{k.maskedKey}</Code>
          {k.previousKey && <PreviousKey previous={k.previousKey} />}
        </Stack>
      ),
    },
    {
      header: '调用范围',
      cell: (k) => (
        <Stack gap="0" fontSize="sm">
          <Text>模型：{listed(k.allowedModels, '全部模型', '个')}</Text>
          <Muted>IP：{listed(k.ipAllowlist, '不限', '条')}</Muted>
        </Stack>
      ),
    },
    { header: '有效期至', cell: (k) => k.expireDate || '长期有效' },
    {
      header: '本月用量',
      cell: (k) => (
        <Stack gap="0" fontSize="sm">
          <Text>
            {formatYuan(k.usage.monthCost)} / {k.monthlyCap === null ? '不限' : formatYuan(k.monthlyCap)}
          </Text>
          <Muted>
            本月 {k.usage.monthCalls} 次 · 累计 {k.usage.totalCalls} 次
          </Muted>
        </Stack>
      ),
    },
    {
      header: '创建 / 最近使用',
      cell: (k) => (
        <Stack gap="0" fontSize="sm">
          <Text>{formatDateTime(k.createTime)}</Text>
          <Muted>{k.lastUsedTime ? formatDateTime(k.lastUsedTime) : '从未使用'}</Muted>
        </Stack>
      ),
    },
    {
      header: '状态',
      cell: (k) => (
        <Switch.Root
          size="sm"
          checked={k.status === 1}
          disabled={busyId === k.id}
          onCheckedChange={() => actor.send({ type: 'KEYS.TOGGLE', key: k })}
        >
          <Switch.HiddenInput aria-label={`启用密钥 ${k.name}`} />
          <Switch.Control />
          <Switch.Label>{k.status === 1 ? '已启用' : '已停用'}</Switch.Label>
        </Switch.Root>
      ),
    },
    {
      header: '操作',
      cell: (k) => (
        <HStack gap="1">
          <Button
            size="xs"
            variant="ghost"
            aria-label={`编辑密钥 ${k.name}`}
            onClick={() => actor.send({ type: 'KEYS.EDIT', key: k })}
          >
            编辑
          </Button>
          <Button
            size="xs"
            variant="ghost"
            aria-label={`轮换密钥 ${k.name}`}
            onClick={() => actor.send({ type: 'KEYS.ROTATE', key: k })}
          >
            轮换
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`删除密钥 ${k.name}`}
            onClick={() => actor.send({ type: 'KEYS.DELETE', key: k })}
          >
            删除
          </Button>
        </HStack>
      ),
    },
  ];
}

/**
 * 密钥管理: API keys for calling the models, each limited to some models, addresses, a date
 * and a monthly spend if the owner wants; the full key is shown once, at creation or rotation.
 */
export function SecretKeyPage() {
  const actor = useActorRef(apiKeysMachine);
  const list = useListChild<ScopedApiKey>(actor);
  const count = useSelector(list, (s) => s?.context.records.length ?? 0);
  const listSettled = useSelector(list, (s) => Boolean(s && (s.matches('ready') || s.matches('failed'))));
  const busyId = useSelector(actor, (s) => (s.matches('toggling') ? s.context.target?.id : undefined));
  const idle = useSelector(actor, (s) => s.matches('idle'));
  const full = count >= MAX_KEYS;
  const canCreate = idle && listSettled && !full;
  // The command palette's 新建密钥 lands here: the dialog opens once the list is in (unless it is full).
  const openCreate = useCallback(() => !full && actor.send({ type: 'KEYS.NEW' }), [actor, full]);
  useArrivalIntent(NEW_KEY_INTENT, idle && listSettled, openCreate);
  return (
    <PageFrame
      title="密钥管理"
      description="API 密钥用于调用平台模型接口，可限定模型、来源 IP、有效期与月度消费上限，请勿泄露给他人。"
    >
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          已创建 {count} / {MAX_KEYS} 个密钥
        </Text>
        <Button colorPalette="blue" size="sm" disabled={!canCreate} onClick={() => actor.send({ type: 'KEYS.NEW' })}>
          新建密钥
        </Button>
      </HStack>
      {list && (
        <ListView
          actor={list}
          label="API密钥"
          columns={columns(actor, busyId)}
          rowKey={(k) => k.id}
          emptyText="暂无密钥，点击“新建密钥”创建"
        />
      )}
      <KeyFormDialog actor={actor} />
      <RevealKeyDialog actor={actor} />
      <RotateKeyDialog actor={actor} />
      <DeleteKeyDialog actor={actor} />
    </PageFrame>
  );
}
