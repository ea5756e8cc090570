import { Badge, Box, Button, Code, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  alertKindLabel,
  ALERT_KINDS,
  MAX_ATTEMPTS,
  retryDelayMs,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type AlertSettingsForm,
} from '../../../domain/alerts';
import type { WebhookDelivery } from '../../../domain/types/alerts.types';
import { alertSettingsMachine } from '../../../machines/alertSettings';
import { FormStack } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';
import { ReportStatus } from './parts/ReportStatus';

type AlertsActor = ReturnType<typeof useActorRef<typeof alertSettingsMachine>>;

const retrySchedule = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => `${retryDelayMs(i + 1)! / 60_000}`).join('、');

const STATUS: Record<WebhookDelivery['status'], { text: string; palette: string }> = {
  delivered: { text: '已送达', palette: 'green' },
  pending: { text: '等待重试', palette: 'orange' },
  failed: { text: '投递失败', palette: 'red' },
};

const outcomeText = (outcome: number | 'timeout') => (outcome === 'timeout' ? '超时' : `HTTP ${outcome}`);

function Field({
  actor,
  field,
  label,
  ...rest
}: {
  actor: AlertsActor;
  field: keyof AlertSettingsForm;
  label: string;
  placeholder?: string;
  helper?: string;
  inputMode?: 'numeric' | 'url';
  type?: string;
}) {
  const value = useSelector(actor, (s) => s.context.form[field]);
  const error = useSelector(actor, (s) => s.context.errors[field]);
  // What is being saved is what the form shows: the save's answer replaces it.
  const saving = useSelector(actor, (s) => s.matches('saving'));
  return (
    <TextField
      label={label}
      value={value}
      error={error}
      readOnly={saving}
      onValueChange={(v) => actor.send({ type: 'ALERTS.FIELD', field, value: v })}
      {...rest}
    />
  );
}

function DeliveryLog({ actor }: { actor: AlertsActor }) {
  const deliveries = useSelector(actor, (s) => s.context.deliveries);
  const refreshing = useSelector(actor, (s) => s.matches('refreshing'));
  return (
    <Box as="section" aria-labelledby="delivery-heading">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md" id="delivery-heading">
          投递记录
        </Heading>
        <Button size="xs" variant="outline" loading={refreshing} onClick={() => actor.send({ type: 'ALERTS.REFRESH' })}>
          刷新
        </Button>
      </HStack>
      {deliveries.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          暂无投递记录
        </Text>
      ) : (
        <Stack gap="3" data-testid="webhook-log">
          {deliveries.map((d) => (
            <Box key={d.id} borderWidth="1px" borderRadius="md" p="3" aria-label={`投递 ${d.eventName}`} role="group">
              <HStack gap="2" wrap="wrap" mb="2">
                <Badge colorPalette={STATUS[d.status].palette}>{STATUS[d.status].text}</Badge>
                <Text fontWeight="medium">{alertKindLabel[d.event]}</Text>
                <Code fontSize="xs">{d.eventName}</Code>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {d.url}
                </Text>
              </HStack>
              {d.nextAttemptAt && (
                <Text fontSize="xs" color="fg.muted" mb="2">
                  下次重试（模拟时间）：{formatDateTime(d.nextAttemptAt)}
                </Text>
              )}
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={`${d.eventName} 的投递尝试`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>次数</Table.ColumnHeader>
                      <Table.ColumnHeader>时间</Table.ColumnHeader>
                      <Table.ColumnHeader>结果</Table.ColumnHeader>
                      <Table.ColumnHeader>签名</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {d.attempts.map((a) => (
                      <Table.Row key={a.n}>
                        <Table.Cell>第 {a.n} 次</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatDateTime(a.time)}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={a.outcome === 200 ? 'green' : 'red'}>{outcomeText(a.outcome)}</Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" data-testid="webhook-signature">
                            {a.signature}
                          </Code>
                          <Text fontSize="xs" color="fg.muted">
                            {TIMESTAMP_HEADER}: {a.timestamp}
                          </Text>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <details>
                <summary>
                  <Text as="span" fontSize="xs" color="fg.muted">
                    请求体
                  </Text>
                </summary>
                <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" fontSize="xs" p="2" mt="1">
                  {d.body}
                </Code>
              </details>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * 告警通知: thresholds for the alerts beyond the budget, each sent as a site message and, when
 * a webhook is set, as a signed POST retried with backoff; with a test delivery and the log.
 */
export function AlertSettingsPage() {
  const actor = useActorRef(alertSettingsMachine);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadError = useSelector(actor, (s) => (s.matches('failed') ? s.context.loadError : undefined));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const testing = useSelector(actor, (s) => s.matches('testing'));
  const secretTail = useSelector(actor, (s) => s.context.settings?.webhookSecretTail ?? '');
  const hasWebhook = useSelector(actor, (s) => Boolean(s.context.settings?.webhookUrl));
  const refusal = useSelector(actor, (s) => s.context.refusal);
  return (
    <PageFrame
      title="告警通知"
      description={`${ALERT_KINDS.map((k) => alertKindLabel[k]).join('、')}时发送站内信；设置 Webhook 后同时推送到您的地址。`}
    >
      <ReportStatus loading={loading} error={loadError} onRetry={() => actor.send({ type: 'ALERTS.REFRESH' })} />
      {!loading && !loadError && (
        <Stack gap="8">
          <Box maxW="560px">
            <FormStack onSubmit={() => actor.send({ type: 'ALERTS.SAVE' })}>
              <Heading as="h2" size="md">
                告警阈值
              </Heading>
              <Field
                actor={actor}
                field="errorRatePercent"
                label="错误率阈值（%）"
                inputMode="numeric"
                helper="近 1 小时调用满 10 次且失败比例超过此值时提醒，每小时最多一次"
              />
              <Field
                actor={actor}
                field="expiryDays"
                label="密钥到期提前提醒（天）"
                inputMode="numeric"
                helper="密钥在 N 天内到期时提醒，每个到期日一次"
              />
              <Field
                actor={actor}
                field="rateLimitPercent"
                label="速率限制提醒（%）"
                inputMode="numeric"
                helper="模型近 1 分钟请求数或 tokens 达到限额的此比例时提醒"
              />
              <Heading as="h2" size="md" mt="4">
                Webhook
              </Heading>
              <Field
                actor={actor}
                field="webhookUrl"
                label="Webhook 地址"
                inputMode="url"
                placeholder="https://hooks.example.com/alerts"
                helper="留空则只发送站内信。演示环境：*.demo.test 上的地址返回 200，timeout.* 超时，其余返回 500"
              />
              <Field
                actor={actor}
                field="webhookSecret"
                label="签名密钥"
                type="password"
                placeholder={secretTail ? `已设置（尾号 ${secretTail}），留空保持不变` : '至少16个字符'}
                helper={`请求头 ${TIMESTAMP_HEADER} 为 Unix 秒级时间戳，${SIGNATURE_HEADER} 为 sha256=HMAC-SHA256(签名密钥, "时间戳.请求体") 的十六进制；失败后按 ${retrySchedule} 分钟重试，共 ${MAX_ATTEMPTS} 次`}
              />
              <HStack gap="3">
                <Button type="submit" colorPalette="blue" size="sm" loading={saving}>
                  保存设置
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  loading={testing}
                  disabled={!hasWebhook}
                  onClick={() => actor.send({ type: 'ALERTS.TEST' })}
                >
                  发送测试
                </Button>
              </HStack>
              {refusal && (
                <Text role="alert" color="fg.error" textStyle="sm">
                  {refusal}
                </Text>
              )}
            </FormStack>
          </Box>
          <DeliveryLog actor={actor} />
        </Stack>
      )}
    </PageFrame>
  );
}
