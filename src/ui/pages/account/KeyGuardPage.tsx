import { Alert, Badge, Box, Button, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import {
  BASELINE_DAYS,
  GUARD_SENSITIVITIES,
  MIN_BASELINE_CALLS,
  sensitivityLabel,
  sensitivityText,
  type GuardSensitivity,
} from '../../../domain/keyGuard';
import type { KeyGuardStatus } from '../../../domain/types/alerts.types';
import { keyGuardMachine } from '../../../machines/keyGuard';
import { paths } from '../../../routes/paths';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DialogActions } from '../../components/dialog/DialogActions';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { PageFrame } from '../../components/PageFrame';
import { useSystemActor } from '../../hooks/appActor';
import { formatDateTime } from '../../format';
import { ReportStatus } from './parts/ReportStatus';

type GuardActor = ReturnType<typeof useActorRef<typeof keyGuardMachine>>;

const STATE: Record<KeyGuardStatus['state'], { text: string; palette: string }> = {
  watching: { text: '守护中', palette: 'green' },
  learning: { text: '学习基线中', palette: 'blue' },
  frozen: { text: '已冻结', palette: 'red' },
  off: { text: '已关闭', palette: 'gray' },
};

const EVENT_LABEL: Record<KeyGuardStatus['events'][number]['kind'], string> = {
  anomaly: '异常',
  frozen: '冻结',
  refused: '拒绝调用',
  unfrozen: '解除冻结',
  rotated: '轮换',
  sensitivity: '灵敏度',
};

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const listed = (items: string[]) => (items.length ? items.join('、') : '—');

function Baseline({ guard }: { guard: KeyGuardStatus }) {
  const b = guard.baseline;
  const rows: [string, string][] = [
    ['使用过的模型', listed(b.models)],
    ['来源 IP 段', listed(b.ipRanges)],
    ['峰值请求数', `${b.peakPerMinute} 次/分钟`],
    ['峰值消费', `${yuan(b.peakHourFen)}/小时`],
    ['基线调用数', `${b.settledCalls} 次${b.learning ? `（满 ${MIN_BASELINE_CALLS} 次后开始检测）` : ''}`],
  ];
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '9rem 1fr' }}
      columnGap="4"
      rowGap="1"
      fontSize="sm"
      aria-label="基线"
    >
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Text as="dd">{value}</Text>
        </Fragment>
      ))}
    </Box>
  );
}

function Timeline({ guard }: { guard: KeyGuardStatus }) {
  if (guard.events.length === 0) return null;
  return (
    <Box>
      <Heading as="h4" size="xs" mb="2">
        时间线
      </Heading>
      <List.Root gap="1" fontSize="sm" variant="plain" aria-label={`${guard.keyName} 的守护时间线`}>
        {guard.events.slice(0, 10).map((e) => (
          <List.Item key={e.id} display="block">
            <Text as="span" color="fg.muted" mr="2">
              {formatDateTime(e.time)}
            </Text>
            <Badge size="sm" mr="2" colorPalette={e.kind === 'frozen' || e.kind === 'anomaly' ? 'red' : 'gray'}>
              {EVENT_LABEL[e.kind]}
            </Badge>
            {e.text}
            {e.actor && (
              <Text as="span" color="fg.muted">
                （{e.actor}）
              </Text>
            )}
            {e.requestId && (
              <Text as="span" color="fg.muted" fontSize="xs" ml="2" wordBreak="break-all">
                {e.requestId}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function GuardCard({ guard, actor, busy }: { guard: KeyGuardStatus; actor: GuardActor; busy: boolean }) {
  const state = STATE[guard.state];
  return (
    <Card.Root as="section" aria-label={`密钥 ${guard.keyName}`} size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm">
              {guard.keyName}
            </Heading>
            <Text fontSize="sm" color="fg.muted" fontFamily="mono">
              {guard.maskedKey}
            </Text>
            <Badge colorPalette={state.palette}>{state.text}</Badge>
          </HStack>
          <Box minW="28">
            <SelectField
              label="灵敏度"
              placeholder=""
              value={guard.sensitivity}
              disabled={busy}
              options={GUARD_SENSITIVITIES.map((s) => ({ value: s, label: sensitivityLabel[s] }))}
              onValueChange={(value) =>
                actor.send({ type: 'GUARD.SENSITIVITY', keyId: guard.keyId, value: value as GuardSensitivity })
              }
            />
          </Box>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {guard.state === 'frozen' && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Stack gap="2" flex="1">
                <Alert.Title>该密钥已于 {formatDateTime(guard.frozenAt)} 自动冻结，调用将被拒绝（403）</Alert.Title>
                <Alert.Description>原因：{guard.frozenReason}</Alert.Description>
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="sm"
                    colorPalette="red"
                    disabled={busy}
                    onClick={() => actor.send({ type: 'GUARD.UNFREEZE', keyId: guard.keyId })}
                  >
                    解除冻结
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link href={paths.secretKeys()}>前往轮换密钥</Link>
                  </Button>
                </HStack>
              </Stack>
            </Alert.Root>
          )}
          <Baseline guard={guard} />
          <Timeline guard={guard} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function UnfreezeDialog({ actor }: { actor: GuardActor }) {
  const open = useSelector(actor, (s) => s.matches('unfreezing'));
  const busy = useSelector(actor, (s) => s.matches({ unfreezing: 'submitting' }));
  const target = useSelector(actor, (s) => s.context.target);
  const reason = useSelector(actor, (s) => s.context.reason);
  const error = useSelector(actor, (s) => s.context.reasonError);
  return (
    <AppDialog
      open={open}
      title={`解除冻结：${target?.keyName ?? ''}`}
      busy={busy}
      closable="notOnOutsideClick"
      onClose={() => actor.send({ type: 'GUARD.CANCEL' })}
      onSubmit={() => actor.send({ type: 'GUARD.CONFIRM' })}
      footer={
        <DialogActions confirmText="解除冻结" busy={busy} onCancel={() => actor.send({ type: 'GUARD.CANCEL' })} />
      }
    >
      <Stack gap="3">
        <Text fontSize="sm">冻结原因：{target?.frozenReason}</Text>
        <Text fontSize="sm" color="fg.muted">
          解除后，触发冻结的模型与 IP 段计入基线；若因突发请求或消费冻结，1
          小时内不再检测速率与消费。若密钥可能已泄露，请改为轮换密钥。
        </Text>
        <TextField
          label="解除原因"
          value={reason}
          error={error}
          maxChars={200}
          rows={3}
          placeholder="例如：本人压测，流量属实"
          onValueChange={(value) => actor.send({ type: 'GUARD.REASON', value })}
        />
      </Stack>
    </AppDialog>
  );
}

/**
 * 密钥守护: each key's learnt baseline and its state; a call far outside the baseline freezes the
 * key at once. The owner unfreezes it with a reason, or rotates it on 密钥管理.
 */
export function KeyGuardPage() {
  const messages = useSystemActor('messages');
  const actor = useActorRef(
    keyGuardMachine.provide({ actions: { refreshMessages: () => messages.send({ type: 'MESSAGES.REFRESH' }) } }),
  );
  const keys = useSelector(actor, (s) => s.context.keys);
  const loading = useSelector(actor, (s) => s.matches('loading') && s.context.keys.length === 0);
  const loadError = useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : undefined));
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  return (
    <PageFrame
      title="密钥守护"
      description={`根据每个密钥近 ${BASELINE_DAYS} 天的调用建立基线（使用的模型、每小时消费、每分钟请求数、来源 IP 段），出现远超基线的调用时立即冻结密钥并发送站内信与告警。`}
    >
      <Stack gap="4">
        <Box as="ul" fontSize="sm" color="fg.muted" pl="5" listStyleType="disc" aria-label="灵敏度说明">
          {GUARD_SENSITIVITIES.map((s) => (
            <li key={s}>{sensitivityText(s)}</li>
          ))}
          <li>{`每分钟请求数与每小时消费按 1 小时前的调用计算基线峰值；基线满 ${MIN_BASELINE_CALLS} 次调用后开始检测。`}</li>
        </Box>
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => actor.send({ type: 'GUARD.REFRESH' })}>
            刷新
          </Button>
        </HStack>
        <ReportStatus loading={loading} error={loadError} onRetry={() => actor.send({ type: 'GUARD.REFRESH' })} />
        {!loading && !loadError && keys.length === 0 && (
          <Text color="fg.muted">
            暂无密钥，请先在<Link href={paths.secretKeys()}>密钥管理</Link>中创建
          </Text>
        )}
        {keys.map((guard) => (
          <GuardCard key={guard.keyId} guard={guard} actor={actor} busy={busy} />
        ))}
      </Stack>
      <UnfreezeDialog actor={actor} />
    </PageFrame>
  );
}
