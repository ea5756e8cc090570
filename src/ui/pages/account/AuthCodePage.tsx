import { Code } from '@chakra-ui/react';
import type { AuthCode } from '../../../domain/types/developer.types';
import { authCodesListMachine } from '../../../machines/bills';
import type { Column } from '../../components/ListView';
import { formatDateTime } from '../../format';
import { AUTH_CODE_STATUS, StatusBadge } from './parts/labels';
import { StatusListPage } from './parts/StatusListPage';

const columns: Column<AuthCode>[] = [
  { header: '授权码', cell: (c) => <Code>{c.code}</Code> },
  { header: '产品', cell: (c) => c.productName },
  { header: '设备数上限', cell: (c) => `${c.deviceLimit} 台` },
  { header: '状态', cell: (c) => <StatusBadge text={AUTH_CODE_STATUS[c.status]} /> },
  { header: '生效时间', cell: (c) => formatDateTime(c.createTime) },
  { header: '到期时间', cell: (c) => formatDateTime(c.expireTime) },
];

/** 授权码管理: the SDK authorization codes issued to the account (?status=). */
export function AuthCodePage() {
  return (
    <StatusListPage
      title="授权码管理"
      description="SDK 授权码用于在终端设备上激活平台 SDK。"
      machine={authCodesListMachine}
      statuses={AUTH_CODE_STATUS}
      columns={columns}
      label="授权码"
      emptyText="暂无授权码"
    />
  );
}
