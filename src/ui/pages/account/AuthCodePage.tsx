import { Code } from '@chakra-ui/react';
import type { AuthCode } from '../../../api/developer.types';
import { authCodesListMachine } from '../../../machines/bills';
import { ListView, useList, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';
import { FilterBar, SelectFilter, optionsOf } from './parts/filters';
import { AUTH_CODE_STATUS, StatusBadge } from './parts/labels';
import { numberParam, useUrlFilters } from './parts/urlFilters';

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
  const [params, setFilters] = useUrlFilters();
  const status = numberParam(params, 'status');
  const list = useList(authCodesListMachine, { status });
  return (
    <PageFrame title="授权码管理" description="SDK 授权码用于在终端设备上激活平台 SDK。">
      <FilterBar>
        <SelectFilter label="状态" value={status ? String(status) : ''} options={optionsOf(AUTH_CODE_STATUS)} onChange={(v) => setFilters({ status: v })} />
      </FilterBar>
      <ListView actor={list} columns={columns} label="授权码" emptyText="暂无授权码" rowKey={(c) => c.id} />
    </PageFrame>
  );
}
