import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { Link } from 'wouter';
import type { AppInfo } from '../../../domain/types/app.types';
import { appAuditMachine } from '../../../machines/adminLists';
import { APP_AUDIT_TEXT, OPEN_FLAG_TEXT } from '../../../domain/apps';
import { hasCode } from '../../../domain/permissions';
import { PageFrame } from '../../components/PageFrame';
import { ListView, useListChild, type Column } from '../../components/ListView';
import { formatDateTime } from '../../format';
import { useAccess } from '../../hooks/appActor';
import { AppIcon } from '../../components/AppIcon';
import { AppAuditBadge } from '../../components/StatusBadges';
import { AuditFilters, DecisionButtons, RejectDialog, type QueueActor } from './auditParts';
import { paths } from '../../../routes/paths';
import { StatusWithReason, TwoLines } from '../../components/CellLines';

const APP_AUDIT_EDIT = 'MC:verifyManage:app:edit';
const PAGE_SIZE = 10;
const USER_TYPE_TEXT = { 1: '超级管理员', 2: '普通用户' } as const;
const STATUSES = { 1: APP_AUDIT_TEXT[1], 2: APP_AUDIT_TEXT[2], 3: APP_AUDIT_TEXT[3] };

function columns(queue: QueueActor<AppInfo>, canDecide: boolean): Column<AppInfo>[] {
  return [
    {
      header: '应用',
      cell: (a) => (
        <HStack gap="2" align="start" minW="220px" maxW="320px">
          <AppIcon name={a.appName} url={a.iconUrl} size="36px" />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium">{a.appName}</Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {a.appShortDesc}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    {
      header: '发布者',
      cell: (a) => <TwoLines main={a.userName} sub={USER_TYPE_TEXT[a.userType]} />,
    },
    { header: '类型 / 行业', cell: (a) => `${a.typeName} / ${a.industryName || '—'}` },
    { header: '可见范围', cell: (a) => OPEN_FLAG_TEXT[a.openFlag] },
    {
      header: '状态',
      cell: (a) => (
        <StatusWithReason
          badge={<AppAuditBadge status={a.auditStatus} />}
          reason={a.auditStatus === 3 && a.reason ? a.reason : undefined}
        />
      ),
    },
    { header: '提交时间', cell: (a) => formatDateTime(a.updateTime) },
    { header: '审核', cell: (a) => (a.auditUserName ? `${a.auditUserName} ${formatDateTime(a.auditTime)}` : '—') },
    {
      header: '操作',
      cell: (a) => (
        <HStack gap="1">
          <Button asChild size="xs" variant="ghost">
            <Link href={paths.appDetail({ id: a.id })}>详情</Link>
          </Button>
          {a.auditStatus === 1 && <DecisionButtons queue={queue} id={a.id} canDecide={canDecide} />}
        </HStack>
      ),
    },
  ];
}

/** 应用审核: apps developers published wait here; approving puts them in the store. */
export function AppVerificationPage() {
  const queue = useActorRef(appAuditMachine, { input: { query: {}, pageSize: PAGE_SIZE } });
  const list = useListChild<AppInfo>(queue);
  const canDecide = hasCode(APP_AUDIT_EDIT, useAccess().codes);
  return (
    <PageFrame title="应用审核" description="审核开发者发布到应用商店的应用：通过后上架，驳回需填写原因并通知发布者。">
      <AuditFilters queue={queue} statuses={STATUSES} />
      {list && (
        <ListView
          actor={list}
          label="应用审核列表"
          columns={columns(queue, canDecide)}
          rowKey={(a) => a.id}
          emptyText="暂无应用审核"
        />
      )}
      <RejectDialog queue={queue} />
    </PageFrame>
  );
}
