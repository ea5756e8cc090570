import { Button, Code, HStack, Switch, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ApiKey } from '../../../api/types';
import { apiKeysMachine } from '../../../machines/apiKeys';
import { MAX_KEYS } from '../../../machines/rules/apiKey';
import { DataTable, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { NEW_KEY_INTENT, useArrivalIntent } from '../../palette/arrivalIntent';
import { formatDateTime } from '../../format';
import { CreateKeyDialog, DeleteKeyDialog, RevealKeyDialog, type KeysActor } from './parts/KeyDialogs';

function columns(actor: KeysActor, busyId?: string): Column<ApiKey>[] {
  return [
    { header: '名称', cell: (k) => k.name },
    { header: '密钥', cell: (k) => <Code data-testid="masked-key">{k.maskedKey}</Code> },
    {
      header: '状态',
      cell: (k) => (
        <Switch.Root size="sm" checked={k.status === 1} disabled={busyId === k.id} onCheckedChange={() => actor.send({ type: 'KEYS.TOGGLE', id: k.id })}>
          <Switch.HiddenInput aria-label={`启用密钥 ${k.name}`} />
          <Switch.Control />
          <Switch.Label>{k.status === 1 ? '已启用' : '已停用'}</Switch.Label>
        </Switch.Root>
      ),
    },
    { header: '创建时间', cell: (k) => formatDateTime(k.createTime) },
    { header: '最近使用', cell: (k) => (k.lastUsedTime ? formatDateTime(k.lastUsedTime) : '从未使用') },
    {
      header: '操作',
      cell: (k) => (
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={`删除密钥 ${k.name}`} onClick={() => actor.send({ type: 'KEYS.DELETE', id: k.id })}>
          删除
        </Button>
      ),
    },
  ];
}

/** 密钥管理: API keys for calling the models; the full key is shown once, at creation. */
export function SecretKeyPage() {
  const actor = useActorRef(apiKeysMachine);
  const keys = useSelector(actor, (s) => s.context.keys);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : undefined));
  const busyId = useSelector(actor, (s) => (s.matches({ ready: 'toggling' }) ? s.context.targetId : undefined));
  const canCreate = useSelector(actor, (s) => s.can({ type: 'KEYS.NEW' }));
  const full = keys.length >= MAX_KEYS;
  // The command palette's 新建密钥 lands here: the dialog opens once the list is in (unless it is full).
  const openCreate = useCallback(() => !full && actor.send({ type: 'KEYS.NEW' }), [actor, full]);
  useArrivalIntent(NEW_KEY_INTENT, canCreate || error !== undefined, openCreate);
  return (
    <PageFrame title="密钥管理" description="API 密钥用于调用平台模型接口，请勿泄露给他人。">
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          已创建 {keys.length} / {MAX_KEYS} 个密钥
        </Text>
        <Button colorPalette="blue" size="sm" disabled={!canCreate || full} onClick={() => actor.send({ type: 'KEYS.NEW' })}>
          新建密钥
        </Button>
      </HStack>
      <DataTable
          label="API密钥"
          columns={columns(actor, busyId)}
          rows={keys}
          rowKey={(k) => k.id}
          loading={loading}
          error={error}
          onRetry={() => actor.send({ type: 'KEYS.RETRY' })}
          emptyText="暂无密钥，点击“新建密钥”创建"
        />
      <CreateKeyDialog actor={actor} />
      <RevealKeyDialog actor={actor} />
      <DeleteKeyDialog actor={actor} />
    </PageFrame>
  );
}
