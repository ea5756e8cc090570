import { Text } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import type { DownloadApplication } from '../../../../domain/types/admin.types';
import { downloadAuditMachine, type AuditFilter } from '../../../../machines/adminLists';
import { hasCode } from '../../../../domain/permissions';
import { ListView, useListChild, type Column } from '../../../components/ListView';
import { formatDateTime } from '../../../format';
import { useAccess } from '../../../hooks/appActor';
import { AuditFilters, DecisionButtons, RejectDialog, type QueueActor } from '../auditParts';
import { DOWNLOAD_AUDIT_STATUS, StatusBadge, TimeText } from './labels';
import { StatusWithReason, TwoLines } from '../../../components/CellLines';

export const MODEL_AUDIT_EDIT = 'MC:verifyManage:model:edit';
const machines = { model: downloadAuditMachine('model'), app: downloadAuditMachine('app') };

function columns(
  kind: 'model' | 'app',
  queue: QueueActor<DownloadApplication>,
  canDecide: boolean,
): Column<DownloadApplication>[] {
  return [
    {
      header: '申请人',
      cell: (r) => <TwoLines main={r.userName} sub={r.companyName} minW="9em" />,
    },
    {
      header: kind === 'model' ? '申请下载模型' : '申请下载应用',
      cell: (r) => <TwoLines main={r.targetName} sub={r.version} minW="9em" />,
    },
    {
      header: '用途说明',
      width: '26%',
      cell: (r) => (
        <Text fontSize="sm" minW="10em" lineClamp={2} title={r.purpose}>
          {r.purpose}
        </Text>
      ),
    },
    {
      header: '状态',
      cell: (r) => (
        <StatusWithReason badge={<StatusBadge text={DOWNLOAD_AUDIT_STATUS[r.auditStatus]} />} reason={r.reason} />
      ),
    },
    { header: '申请时间', cell: (r) => <TimeText iso={r.createTime} /> },
    {
      header: '操作',
      cell: (r) =>
        r.auditStatus === 1 ? (
          <DecisionButtons queue={queue} id={r.id} canDecide={canDecide} />
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {r.auditUserName} {formatDateTime(r.auditTime)}
          </Text>
        ),
    },
  ];
}

/** A download-application queue (model or app): approve at once, reject with a reason. */
export function DownloadAuditQueue({ kind }: { kind: 'model' | 'app' }) {
  const queue = useActorRef(machines[kind], { input: { query: {} as AuditFilter, pageSize: 10 } });
  const list = useListChild<DownloadApplication>(queue);
  const canDecide = hasCode(MODEL_AUDIT_EDIT, useAccess().codes);
  return (
    <>
      <AuditFilters queue={queue} statuses={DOWNLOAD_AUDIT_STATUS} />
      {list && (
        <ListView
          actor={list}
          rowKey={(r) => r.id}
          label={kind === 'model' ? '模型下载申请' : '应用下载申请'}
          columns={columns(kind, queue, canDecide)}
          emptyText="暂无下载申请"
        />
      )}
      <RejectDialog queue={queue} />
    </>
  );
}
