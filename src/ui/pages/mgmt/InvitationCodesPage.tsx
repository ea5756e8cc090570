import { Button, Code, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { InvitationCode } from '../../../domain/types/operation.types';
import type { createListMachine } from '../../../machines/listMachine';
import {
  PERMANENT_DAYS,
  TRIAL_DAY_OPTIONS,
  countError,
  invitationAdminMachine,
  type CodeFilter,
} from '../../../machines/invitationCodes';
import { INVITATION_STATUS } from '../../../domain/trial';
import { AppDialog } from '../../components/dialog/AppDialog';
import { KeywordInput, SearchButton, SelectFilter, optionsOf } from '../../components/form/FilterFields';
import { SelectField } from '../../components/form/SelectField';
import { ServerError } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { PageFrame } from '../../components/PageFrame';
import { ListView, type Column } from '../../components/ListView';
import { InvitationStatusBadge } from '../../components/StatusBadges';
import { formatDateTime, trialDaysText } from '../../format';

type AdminActor = ActorRefFrom<typeof invitationAdminMachine>;
type ListActor = ActorRefFrom<ReturnType<typeof createListMachine<InvitationCode, CodeFilter>>>;

const columns: Column<InvitationCode>[] = [
  { header: '邀请码', cell: (r) => <Code>{r.code}</Code> },
  { header: '状态', cell: (r) => <InvitationStatusBadge status={r.status} /> },
  { header: '体验时长', cell: (r) => trialDaysText(r.trialDays) },
  { header: '创建时间', cell: (r) => formatDateTime(r.createTime) },
  { header: '激活账号', cell: (r) => r.userPhone ?? '—' },
  { header: '激活时间', cell: (r) => formatDateTime(r.activationTime) },
];

const STATUS_OPTIONS = optionsOf(INVITATION_STATUS);
const TRIAL_OPTIONS = TRIAL_DAY_OPTIONS.map((d) => ({
  value: String(d),
  label: d === PERMANENT_DAYS ? '永久' : `${d}天`,
}));

function Filters({ list }: { list: ListActor }) {
  const [status, setStatus] = useState('');
  const [keyword, setKeyword] = useState('');
  const apply = (s: string, k: string) =>
    list.send({
      type: 'LIST.QUERY',
      query: { ...(s ? { status: Number(s) } : {}), ...(k.trim() ? { keyword: k } : {}) },
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply(status, keyword);
      }}
    >
      <HStack gap="4" align="end" wrap="wrap">
        <SelectFilter
          w="160px"
          label="状态"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => {
            setStatus(v);
            apply(v, keyword);
          }}
        />
        <KeywordInput w="200px" label="邀请码" value={keyword} placeholder="输入邀请码搜索" onChange={setKeyword} />
        <SearchButton />
      </HStack>
    </form>
  );
}

function CodesList({ list }: { list: ListActor }) {
  return <ListView actor={list} label="邀请码列表" columns={columns} rowKey={(r) => r.id} emptyText="暂无邀请码" />;
}

function GenerateDialog({ admin }: { admin: AdminActor }) {
  const open = useSelector(admin, (s) => !s.matches('idle'));
  const generated = useSelector(admin, (s) => (s.matches('generated') ? s.context.generated : undefined));
  const count = useSelector(admin, (s) => s.context.count);
  const trialDays = useSelector(admin, (s) => s.context.trialDays);
  const error = useSelector(admin, (s) => s.context.error);
  const generating = useSelector(admin, (s) => s.matches('generating'));
  const countProblem = countError(count);
  return (
    <AppDialog
      open={open}
      title="生成邀请码"
      onClose={() => admin.send({ type: 'GEN.CLOSE' })}
      footer={
        <>
          <Button variant="outline" onClick={() => admin.send({ type: 'GEN.CLOSE' })}>
            {generated ? '完成' : '取消'}
          </Button>
          {!generated && (
            <Button
              colorPalette="blue"
              disabled={Boolean(countProblem)}
              loading={generating}
              onClick={() => admin.send({ type: 'GEN.SUBMIT' })}
            >
              生成
            </Button>
          )}
        </>
      }
    >
      {generated ? (
        <Stack gap="3">
          <Text fontSize="sm">已生成 {generated.length} 个邀请码：</Text>
          <SimpleGrid columns={3} gap="2" aria-label="新生成的邀请码">
            {generated.map((c) => (
              <Code key={c.id}>{c.code}</Code>
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="2">
          <TextField
            label="生成数量"
            inputMode="numeric"
            value={count}
            error={countProblem}
            onValueChange={(next) => admin.send({ type: 'GEN.CHANGE', count: next })}
          />
          <SelectField
            label="体验时长"
            placeholder=""
            value={String(trialDays)}
            options={TRIAL_OPTIONS}
            onValueChange={(v) => admin.send({ type: 'GEN.CHANGE', trialDays: Number(v) })}
          />
          <ServerError message={error} />
        </Stack>
      )}
    </AppDialog>
  );
}

/** 邀请码管理: every invitation code, searchable, and new ones generated in batches. */
export function InvitationCodesPage() {
  const admin = useActorRef(invitationAdminMachine);
  const list = useSelector(admin, (s) => s.children.list as ListActor | undefined);
  return (
    <PageFrame title="邀请码管理" description="生成体验邀请码并查看其激活情况。">
      <HStack justify="space-between" align="end" mb="4" wrap="wrap" gap="4">
        {list && <Filters list={list} />}
        <Button colorPalette="blue" size="sm" onClick={() => admin.send({ type: 'GEN.OPEN' })}>
          生成邀请码
        </Button>
      </HStack>
      {list && <CodesList list={list} />}
      <GenerateDialog admin={admin} />
    </PageFrame>
  );
}
