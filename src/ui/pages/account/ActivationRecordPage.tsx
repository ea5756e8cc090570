import { Code } from '@chakra-ui/react';
import type { InvitationCode } from '../../../domain/types/operation.types';
import type { Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { InvitationStatusBadge } from '../../components/StatusBadges';
import { formatDateTime, trialDaysText } from '../../format';
import { InvitationCodeList } from './InvitationCodeList';

const columns: Column<InvitationCode>[] = [
  { header: '邀请码', cell: (r) => <Code>{r.code}</Code> },
  { header: '状态', cell: (r) => <InvitationStatusBadge status={r.status} /> },
  { header: '体验时长', cell: (r) => trialDaysText(r.trialDays) },
  { header: '激活时间', cell: (r) => formatDateTime(r.activationTime) },
];

/** 激活记录: the invitation codes this account redeemed. */
export function ActivationRecordPage() {
  return (
    <PageFrame title="激活记录" description="您激活过的体验邀请码。">
      <InvitationCodeList scope="activated" columns={columns} label="激活记录" emptyText="暂无激活记录" />
    </PageFrame>
  );
}
