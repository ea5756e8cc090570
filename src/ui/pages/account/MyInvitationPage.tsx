import { Button, Code, HStack } from '@chakra-ui/react';
import type { InvitationCode } from '../../../domain/types/operation.types';
import type { Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { InvitationStatusBadge } from '../../components/StatusBadges';
import { formatDateTime, trialDaysText } from '../../format';
import { InvitationCodeList } from './InvitationCodeList';

function CopyButton({ code }: { code: string }) {
  return (
    <Button
      size="2xs"
      variant="ghost"
      aria-label={`复制邀请码 ${code}`}
      onClick={() => void navigator.clipboard?.writeText(code)}
    >
      复制
    </Button>
  );
}

const columns: Column<InvitationCode>[] = [
  {
    header: '邀请码',
    cell: (r) => (
      <HStack gap="1">
        <Code>{r.code}</Code>
        {r.status === 1 && <CopyButton code={r.code} />}
      </HStack>
    ),
  },
  { header: '状态', cell: (r) => <InvitationStatusBadge status={r.status} /> },
  { header: '体验时长', cell: (r) => trialDaysText(r.trialDays) },
  { header: '创建时间', cell: (r) => formatDateTime(r.createTime) },
  { header: '激活账号', cell: (r) => r.userPhone ?? '—' },
  { header: '激活时间', cell: (r) => formatDateTime(r.activationTime) },
];

/** 我的邀请: the codes this account may hand out, and who redeemed them. */
export function MyInvitationPage() {
  return (
    <PageFrame title="我的邀请" description="您持有的体验邀请码：待激活的可复制后发给同事或合作伙伴。">
      <InvitationCodeList scope="owned" columns={columns} label="我的邀请码" emptyText="暂无邀请码" />
    </PageFrame>
  );
}
