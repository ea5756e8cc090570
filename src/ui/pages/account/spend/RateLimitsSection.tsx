import { Badge, Box, Button, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RateLimitStatus } from '../../../../domain/types/spend.types';
import { formErrors, isPending, rateLimitsMachine, requestStatusText } from '../../../../machines/rateLimits';
import { MAX_REASON } from '../../../../domain/rateLimit';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ServerError } from '../../../components/form/formParts';
import { TextField } from '../../../components/form/TextField';
import { DataTable, type Column } from '../../../components/ListView';
import { formatCount } from '../usage/usageText';
import { useUrlFilters } from '../parts/urlFilters';
import type { RateLimitForm } from '../../../../domain/rateLimit';

/** A request for more opened from a link (a refused call's 申请提额): ?model=&rpm=&tpm=&reason=. */
function prefillOf(params: URLSearchParams): RateLimitForm | undefined {
  const model = params.get('model');
  const field = (key: string) => params.get(key) ?? '';
  return model ? { model, rpm: field('rpm'), tpm: field('tpm'), reason: field('reason') } : undefined;
}

type LimitsActor = ActorRefFrom<typeof rateLimitsMachine>;

/** The last minute's use against a limit, as text and a bar. */
function UseMeter({ used, limit, label }: { used: number; limit: number; label: string }) {
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <Stack gap="1" minW="120px">
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {formatCount(used)} / {formatCount(limit)}
      </Text>
      <Progress.Root
        value={percent}
        size="xs"
        colorPalette={percent >= 80 ? 'orange' : 'blue'}
        aria-label={`${label}：已用 ${percent}%`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function columnsFor(limits: LimitsActor): Column<RateLimitStatus>[] {
  return [
    {
      header: '模型',
      cell: (l) => (
        <Text as="span" fontWeight="medium">
          {l.modelName}
        </Text>
      ),
    },
    {
      header: 'RPM（每分钟请求）',
      cell: (l) => <UseMeter used={l.usedRpm} limit={l.rpm} label={`${l.modelName} 当前 RPM`} />,
    },
    {
      header: 'TPM（每分钟 Tokens）',
      cell: (l) => <UseMeter used={l.usedTpm} limit={l.tpm} label={`${l.modelName} 当前 TPM`} />,
    },
    {
      header: '提额申请',
      cell: (l) =>
        l.request ? (
          <Badge colorPalette={l.request.status === 1 ? 'orange' : l.request.status === 2 ? 'green' : 'red'}>
            {requestStatusText[l.request.status]}（RPM {formatCount(l.request.rpm)} / TPM {formatCount(l.request.tpm)}）
          </Badge>
        ) : (
          <Text as="span" color="fg.muted">
            —
          </Text>
        ),
    },
    {
      header: '操作',
      cell: (l) => (
        <Button
          size="xs"
          variant="outline"
          disabled={isPending(l)}
          aria-label={`为 ${l.modelName} 申请提额`}
          onClick={() => limits.send({ type: 'LIMITS.REQUEST', model: l.model })}
        >
          申请提额
        </Button>
      ),
    },
  ];
}

function RequestDialog({ limits }: { limits: LimitsActor }) {
  const form = useSelector(limits, (s) => s.context.form);
  const model = useSelector(limits, (s) => s.context.limits?.find((l) => l.model === s.context.form?.model));
  const errors = useSelector(
    limits,
    (s) => (s.context.submitted ? formErrors(s.context) : {}),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const serverError = useSelector(limits, (s) => s.context.serverError);
  const busy = useSelector(limits, (s) => s.matches({ ready: 'submitting' }));
  const cancel = () => limits.send({ type: 'LIMITS.CANCEL' });
  const edit = (patch: { rpm?: string; tpm?: string; reason?: string }) => limits.send({ type: 'LIMITS.EDIT', patch });
  return (
    <AppDialog
      open={form !== undefined}
      title="申请提高速率限制"
      onClose={cancel}
      closable="notOnOutsideClick"
      busy={busy}
      onSubmit={() => limits.send({ type: 'LIMITS.SUBMIT' })}
      footer={<DialogActions onCancel={cancel} confirmText="提交申请" busy={busy} />}
    >
      {form && model && (
        <Stack gap="2">
          <Text fontSize="sm">
            模型：<b>{model.modelName}</b>（当前 RPM {formatCount(model.rpm)}，TPM {formatCount(model.tpm)}）
          </Text>
          <TextField
            label="申请 RPM（每分钟请求数）"
            inputMode="numeric"
            value={form.rpm}
            error={errors.rpm}
            onValueChange={(rpm) => edit({ rpm })}
          />
          <TextField
            label="申请 TPM（每分钟 Tokens）"
            inputMode="numeric"
            value={form.tpm}
            error={errors.tpm}
            onValueChange={(tpm) => edit({ tpm })}
          />
          <TextField
            label="申请原因"
            rows={4}
            maxChars={MAX_REASON}
            placeholder="请说明业务场景和预计用量"
            value={form.reason}
            error={errors.reason}
            onValueChange={(reason) => edit({ reason })}
          />
          <ServerError message={serverError} />
        </Stack>
      )}
    </AppDialog>
  );
}

/** Each model's RPM/TPM with the last minute's use, and the request for more. */
export function RateLimitsSection() {
  const [params] = useUrlFilters();
  const limits = useActorRef(rateLimitsMachine);
  const prefill = prefillOf(params);
  const prefillKey = prefill && JSON.stringify(prefill);
  useEffect(() => {
    if (prefillKey) limits.send({ type: 'LIMITS.PREFILL', form: JSON.parse(prefillKey) as RateLimitForm });
  }, [limits, prefillKey]);
  const rows = useSelector(limits, (s) => s.context.limits ?? []);
  const loading = useSelector(limits, (s) => s.matches('loading') && !s.context.limits);
  const error = useSelector(limits, (s) => (s.matches('failed') ? (s.context.loadError ?? '') : undefined));
  return (
    <Box as="section" aria-labelledby="limits-heading" mt="8">
      <Heading as="h2" size="md" id="limits-heading" mb="1">
        速率限制
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        每个模型每分钟可发起的请求数（RPM）和可处理的 Tokens
        数（TPM），以及最近一分钟的用量。需要更高额度时可提交申请，审核结果将通过站内信通知。
      </Text>
      <DataTable
        label="模型速率限制"
        columns={columnsFor(limits)}
        rows={rows}
        rowKey={(l) => l.model}
        loading={loading}
        error={error}
        onRetry={() => limits.send({ type: 'LIMITS.RETRY' })}
        emptyText="暂无可调用的模型"
      />
      <RequestDialog limits={limits} />
    </Box>
  );
}
