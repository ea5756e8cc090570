import { Badge, Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { AuditEvent } from '../../../domain/types/security.types';
import { auditExportMachine, auditLogListMachine, type AuditFilter } from '../../../machines/auditLog';
import { AUDIT_FILTERS, actionName, addressText } from '../../../domain/auditLog';
import { ListView, useList, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { saveBlob } from '../../components/saveBlob';
import { formatDateTime } from '../../format';
import { DateFilter, FilterBar, SelectFilter, optionsOf } from './parts/filters';
import { dateParam, useUrlFilters } from './parts/urlFilters';

const change = (e: AuditEvent) => (e.before || e.after ? `${e.before || '—'} → ${e.after || '—'}` : '');

const columns: Column<AuditEvent>[] = [
  { header: '时间', cell: (e) => formatDateTime(e.createTime) },
  { header: '操作', cell: (e) => actionName(e.action) },
  {
    header: '结果',
    cell: (e) => <Badge colorPalette={e.success ? 'green' : 'red'}>{e.success ? '成功' : '失败'}</Badge>,
  },
  { header: '操作人', cell: (e) => e.actorName || '—' },
  { header: '对象与变更', cell: (e) => [e.target, change(e)].filter(Boolean).join('，') || '—' },
  { header: 'IP', cell: (e) => addressText(e.ip) },
  { header: '设备', cell: (e) => e.device },
];

const RESULTS = { '1': '成功', '0': '失败' } as const;

/** Mounted only for a valid range: an impossible one is never asked for. */
function AuditList({ filter }: { filter: AuditFilter }) {
  const list = useList(auditLogListMachine, filter);
  return (
    <ListView actor={list} columns={columns} label="操作日志" emptyText="所选范围内暂无操作记录" rowKey={(e) => e.id} />
  );
}

/**
 * 操作日志: sign-ins, sessions, two-step verification, keys and budgets, with who, when and from
 * where; filtered by kind, result and dates (?action=&result=&start=&end=), exported as CSV. An
 * admin reads another account's log with ?userId=.
 */
export function AuditLogPage() {
  const [params, setFilters] = useUrlFilters();
  const result = params.get('result');
  const filter: AuditFilter = {
    action: params.get('action') ?? undefined,
    success: result === '1' ? 1 : result === '0' ? 0 : undefined,
    from: dateParam(params, 'start'),
    to: dateParam(params, 'end'),
    userId: params.get('userId') ?? undefined,
  };
  const [exporting, send] = useMachine(
    auditExportMachine.provide({
      actions: {
        saveFile: (_, { csv, fileName }) =>
          saveBlob({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName }),
      },
    }),
  );
  const rangeInvalid = Boolean(filter.from && filter.to && filter.from > filter.to);
  return (
    <PageFrame
      title="操作日志"
      description="账号的登录、会话、两步验证、密钥与预算变更记录（北京时间），含操作人、IP 与设备。"
    >
      <FilterBar>
        <SelectFilter
          label="操作类型"
          value={filter.action ?? ''}
          options={optionsOf(AUDIT_FILTERS)}
          onChange={(v) => setFilters({ action: v })}
        />
        <SelectFilter
          label="结果"
          value={result ?? ''}
          options={optionsOf(RESULTS)}
          onChange={(v) => setFilters({ result: v })}
        />
        <DateFilter label="开始日期" value={filter.from} max={filter.to} onChange={(v) => setFilters({ start: v })} />
        <DateFilter label="结束日期" value={filter.to} min={filter.from} onChange={(v) => setFilters({ end: v })} />
        <Button
          size="sm"
          variant="outline"
          disabled={rangeInvalid}
          loading={exporting.matches('exporting')}
          onClick={() => send({ type: 'AUDIT.EXPORT', filter })}
        >
          导出 CSV
        </Button>
      </FilterBar>
      {rangeInvalid ? (
        <Text role="alert" color="red.fg" fontSize="sm">
          开始日期不能晚于结束日期
        </Text>
      ) : (
        <AuditList filter={filter} />
      )}
    </PageFrame>
  );
}
