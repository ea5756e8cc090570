import { Badge, Box, Button, Code, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  MEMBER_STATUS_NAMES,
  ORG_ROLE_NAMES,
  assignableRoles,
  can,
  mayManage,
  type OrgAbility,
} from '../../../domain/organisation';
import type { MyOrganisation, OrgKey, OrgMember, Organisation } from '../../../domain/types/organisation.types';
import { orgInviteMachine } from '../../../machines/orgInvite';
import {
  asksFirst,
  organisationMachine,
  type OrgAction,
  type OrgForm,
  type OrganisationEvent,
} from '../../../machines/organisation';
import { paths } from '../../../routes/paths';
import { AppDialog } from '../../components/dialog/AppDialog';
import { ConfirmDialogView } from '../../components/dialog/ConfirmDialogView';
import { DialogActions } from '../../components/dialog/DialogActions';
import { TextField } from '../../components/form/TextField';
import { LoadFailure, LoadingSpinner } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime, formatYuan } from '../../format';
import { InviteDialog } from './organisation/InviteDialog';
import { OrgUsageSection } from './organisation/OrgUsageSection';
import { PermissionsTable } from './organisation/PermissionsTable';
import { useUrlFilters } from './parts/urlFilters';

type Send = (event: OrganisationEvent) => void;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Stack>
  );
}

/** A row's action, named with the row it acts on (移除 dev_person) for screen readers. */
function RowAction({
  text,
  of,
  palette = 'blue',
  onClick,
}: {
  text: string;
  of: string;
  palette?: string;
  onClick: () => void;
}) {
  return (
    <Button size="xs" variant="ghost" colorPalette={palette} aria-label={`${text} ${of}`} onClick={onClick}>
      {text}
    </Button>
  );
}

function capCell(m: OrgMember) {
  return m.monthlyCap === null
    ? `${formatYuan(m.monthSpent)} / 不限`
    : `${formatYuan(m.monthSpent)} / ${formatYuan(m.monthlyCap)}`;
}

function MembersTable({ org, members, send }: { org: Organisation; members: readonly OrgMember[]; send: Send }) {
  const me = org.myRole;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="组织成员">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>成员</Table.ColumnHeader>
            <Table.ColumnHeader>手机号</Table.ColumnHeader>
            <Table.ColumnHeader>角色</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>本月用量 / 月度额度</Table.ColumnHeader>
            <Table.ColumnHeader>加入时间</Table.ColumnHeader>
            <Table.ColumnHeader>操作</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((m) => {
            const manageable = m.status === 'active' && mayManage(me, m.role);
            const capEditable = m.status === 'active' && can(me, 'setCaps') && (manageable || m.id === org.myMemberId);
            return (
              <Table.Row key={m.id}>
                <Table.Cell>
                  <span className="cell-strong">{m.userName}</span>
                  {m.id === org.myMemberId && (
                    <Badge ml="2" size="sm">
                      我
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{m.phone}</Table.Cell>
                <Table.Cell>
                  {manageable ? (
                    <NativeSelect.Root size="xs" width="9em">
                      <NativeSelect.Field
                        aria-label={`${m.userName} 的角色`}
                        value={m.role}
                        onChange={(e) =>
                          send({
                            type: 'ORG.ACT',
                            action: { kind: 'role', member: m, role: e.target.value as OrgMember['role'] },
                          })
                        }
                      >
                        {assignableRoles(me).map((r) => (
                          <option key={r} value={r}>
                            {ORG_ROLE_NAMES[r]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  ) : (
                    ORG_ROLE_NAMES[m.role]
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={m.status === 'active' ? 'green' : 'orange'}>
                    {MEMBER_STATUS_NAMES[m.status]}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {m.status === 'active' ? capCell(m) : m.monthlyCap === null ? '不限' : formatYuan(m.monthlyCap)}
                </Table.Cell>
                <Table.Cell>
                  {m.joinedTime ? formatDateTime(m.joinedTime) : `邀请于 ${formatDateTime(m.invitedTime)}`}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="3">
                    {capEditable && (
                      <RowAction
                        text="修改额度"
                        of={m.userName}
                        onClick={() => send({ type: 'ORG.FORM', kind: 'cap', member: m })}
                      />
                    )}
                    {manageable && (
                      <RowAction
                        text="移除"
                        of={m.userName}
                        palette="red"
                        onClick={() => send({ type: 'ORG.ACT', action: { kind: 'remove', member: m } })}
                      />
                    )}
                    {m.status === 'invited' && mayManage(me, m.role) && (
                      <RowAction
                        text="撤回邀请"
                        of={m.userName}
                        palette="gray"
                        onClick={() => send({ type: 'ORG.ACT', action: { kind: 'cancel', member: m } })}
                      />
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function KeysTable({
  keys,
  members,
  reassign,
  send,
}: {
  keys: readonly OrgKey[];
  members: readonly OrgMember[];
  reassign: boolean;
  send: Send;
}) {
  if (keys.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        暂无组织密钥
      </Text>
    );
  const active = members.filter((m) => m.status === 'active');
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="组织密钥">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>名称</Table.ColumnHeader>
            <Table.ColumnHeader>密钥</Table.ColumnHeader>
            <Table.ColumnHeader>持有人</Table.ColumnHeader>
            <Table.ColumnHeader>创建人</Table.ColumnHeader>
            <Table.ColumnHeader>创建时间</Table.ColumnHeader>
            <Table.ColumnHeader>最近使用</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((k) => (
            <Table.Row key={k.id}>
              <Table.Cell>{k.name}</Table.Cell>
              <Table.Cell>
                <Code>{k.maskedKey}</Code>
              </Table.Cell>
              <Table.Cell>
                {reassign ? (
                  <NativeSelect.Root size="xs" width="10em">
                    <NativeSelect.Field
                      aria-label={`${k.name} 的持有人`}
                      value={k.holderId}
                      onChange={(e) =>
                        send({ type: 'ORG.ACT', action: { kind: 'reassign', key: k, holderId: e.target.value } })
                      }
                    >
                      {active.map((m) => (
                        <option key={m.userId} value={m.userId}>
                          {m.userName}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  k.holderName
                )}
              </Table.Cell>
              <Table.Cell>{k.createdByName}</Table.Cell>
              <Table.Cell>{formatDateTime(k.createTime)}</Table.Cell>
              <Table.Cell>{k.lastUsedTime ? formatDateTime(k.lastUsedTime) : '从未使用'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Invitations({ data, send }: { data: MyOrganisation; send: Send }) {
  if (data.invitations.length === 0) return null;
  return (
    <Section title="待处理的邀请">
      <Stack as="ul" listStyleType="none" gap="2" aria-label="组织邀请">
        {data.invitations.map((inv) => (
          <HStack as="li" key={inv.id} justify="space-between" wrap="wrap" borderWidth="1px" rounded="md" p="3">
            <Stack gap="0">
              <Text fontWeight="medium">
                {inv.inviterName} 邀请你以“{ORG_ROLE_NAMES[inv.role]}”身份加入「{inv.orgName}」
              </Text>
              <Text fontSize="sm" color="fg.muted">
                邀请于 {formatDateTime(inv.invitedTime)}，{formatDateTime(inv.expireTime)} 前有效
              </Text>
            </Stack>
            <HStack>
              <Button
                size="sm"
                aria-label={`接受「${inv.orgName}」的邀请`}
                disabled={Boolean(data.organisation)}
                onClick={() => send({ type: 'ORG.ACT', action: { kind: 'accept', id: inv.id, orgName: inv.orgName } })}
              >
                接受
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`拒绝「${inv.orgName}」的邀请`}
                onClick={() => send({ type: 'ORG.ACT', action: { kind: 'decline', id: inv.id, orgName: inv.orgName } })}
              >
                拒绝
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Section>
  );
}

const FORM_WORDS: Record<OrgForm['kind'], { title: string; label: string; confirm: string; hint?: string }> = {
  create: { title: '创建组织', label: '组织名称', confirm: '创建' },
  topUp: {
    title: '转入组织钱包',
    label: '转入金额（元）',
    confirm: '转入',
    hint: '从你的账户余额转入，成员使用组织密钥的调用由组织钱包支付。',
  },
  cap: {
    title: '修改月度额度',
    label: '月度额度（元）',
    confirm: '保存',
    hint: '留空为不限；成员本月用量达到额度后，其调用将被拒绝。',
  },
  key: {
    title: '创建组织密钥',
    label: '密钥名称',
    confirm: '创建',
    hint: '密钥属于组织：成员离开后仍可使用，并交由所有者持有。',
  },
};

function FormDialog({
  form,
  busy,
  onType,
  onSubmit,
  onCancel,
}: {
  form?: OrgForm;
  busy: boolean;
  onType: (v: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const words = FORM_WORDS[form?.kind ?? 'create'];
  return (
    <AppDialog
      open={Boolean(form)}
      title={form?.kind === 'cap' ? `${words.title}：${form.member?.userName ?? ''}` : words.title}
      busy={busy}
      size="sm"
      onClose={onCancel}
      onSubmit={onSubmit}
      footer={<DialogActions onCancel={onCancel} confirmText={words.confirm} busy={busy} />}
    >
      <Stack gap="3">
        {words.hint && (
          <Text fontSize="sm" color="fg.muted">
            {words.hint}
          </Text>
        )}
        <TextField label={words.label} value={form?.typed ?? ''} error={form?.error} onValueChange={onType} />
      </Stack>
    </AppDialog>
  );
}

const question = (action?: OrgAction) => {
  switch (action?.kind) {
    case 'decline':
      return { title: '拒绝邀请', message: `确定拒绝加入「${action.orgName}」吗？`, confirmText: '拒绝' };
    case 'cancel':
      return { title: '撤回邀请', message: `确定撤回对 ${action.member.userName} 的邀请吗？`, confirmText: '撤回' };
    case 'remove':
      return {
        title: '移除成员',
        message: `确定将 ${action.member.userName} 移出组织吗？其登录会话将立即结束，所持组织密钥交由所有者持有，可继续使用。`,
        confirmText: '移除',
      };
    default:
      return {
        title: '退出组织',
        message: `确定退出「${action?.kind === 'leave' ? action.orgName : ''}」吗？退出后你的所有登录会话将结束，需重新登录。`,
        confirmText: '退出',
      };
  }
};

function OrganisationView({ data, keys, send }: { data: MyOrganisation; keys: readonly OrgKey[]; send: Send }) {
  const org = data.organisation!;
  const role = org.myRole;
  const allows = (a: OrgAbility) => can(role, a);
  const [params, setFilters] = useUrlFilters();
  const invite = useActorRef(orgInviteMachine.provide({ actions: { invited: () => send({ type: 'ORG.RELOAD' }) } }));
  const filter = {
    month: params.get('month') ?? '',
    userId: params.get('member') ?? '',
  };
  return (
    <Stack gap="8">
      <HStack justify="space-between" wrap="wrap" borderWidth="1px" rounded="md" p="4" gap="4">
        <Stack gap="1">
          <HStack>
            <Heading as="h2" size="lg">
              {org.name}
            </Heading>
            {role && <Badge colorPalette="blue">{ORG_ROLE_NAMES[role]}</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            所有者 {org.ownerName} · 创建于 {formatDateTime(org.createTime)}
          </Text>
        </Stack>
        <HStack gap="4" wrap="wrap">
          {allows('viewWallet') && (
            <Stack gap="0" aria-label="组织钱包">
              <Text fontSize="sm" color="fg.muted">
                组织钱包余额
              </Text>
              <Text fontSize="xl" fontWeight="semibold">
                {formatYuan(org.balance)}
              </Text>
            </Stack>
          )}
          {allows('topUpWallet') && (
            <Button size="sm" variant="outline" onClick={() => send({ type: 'ORG.FORM', kind: 'topUp' })}>
              转入余额
            </Button>
          )}
          {role !== 'owner' && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => send({ type: 'ORG.ACT', action: { kind: 'leave', orgName: org.name } })}
            >
              退出组织
            </Button>
          )}
        </HStack>
      </HStack>

      <Section
        title="成员"
        action={
          allows('inviteMembers') && (
            <Button size="sm" onClick={() => invite.send({ type: 'INVITE.OPEN' })}>
              邀请成员
            </Button>
          )
        }
      >
        <MembersTable org={org} members={data.members} send={send} />
      </Section>

      {allows('useKeys') && (
        <Section
          title="组织密钥"
          action={
            allows('createKeys') && (
              <Button size="sm" variant="outline" onClick={() => send({ type: 'ORG.FORM', kind: 'key' })}>
                创建组织密钥
              </Button>
            )
          }
        >
          <KeysTable keys={keys} members={data.members} reassign={allows('reassignKeys')} send={send} />
        </Section>
      )}

      <Section title="用量、账单与调用日志">
        <OrgUsageSection
          members={data.members.filter((m) => m.status === 'active')}
          seesAll={allows('viewAllUsage')}
          filter={filter}
          onFilter={(patch) =>
            setFilters({
              ...(patch.month !== undefined ? { month: patch.month } : {}),
              ...(patch.userId !== undefined ? { member: patch.userId } : {}),
            })
          }
        />
      </Section>

      <Section title="角色权限">
        <PermissionsTable />
      </Section>
      <InviteDialog actor={invite} roles={assignableRoles(role)} />
    </Stack>
  );
}

/**
 * 组织管理: an enterprise account's team — members and invitations, roles (and what each may do),
 * the shared wallet, monthly caps, the organisation's keys, and its usage by member.
 */
export function OrganisationPage() {
  const [state, send] = useMachine(organisationMachine);
  const { data, keys, loadError, pending, form, created } = state.context;
  return (
    <PageFrame
      title="组织管理"
      description="企业认证账号可创建组织，邀请成员共用组织钱包与密钥，并按成员查看用量与账单。"
    >
      {state.matches('failed') ? (
        <LoadFailure error={loadError} onRetry={() => send({ type: 'ORG.RETRY' })} />
      ) : !data ? (
        <LoadingSpinner py="8" />
      ) : (
        <Stack gap="8">
          <Invitations data={data} send={send} />
          {data.organisation ? (
            <OrganisationView data={data} keys={keys} send={send} />
          ) : (
            <Box borderWidth="1px" rounded="md" p="6">
              <Stack gap="3" align="start">
                <Text fontWeight="medium">你还不属于任何组织</Text>
                {data.canCreate ? (
                  <>
                    <Text fontSize="sm" color="fg.muted">
                      创建组织后，可按手机号邀请成员，由组织钱包统一支付成员的调用费用。
                    </Text>
                    <Button size="sm" onClick={() => send({ type: 'ORG.FORM', kind: 'create' })}>
                      创建组织
                    </Button>
                  </>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    仅企业认证账号可创建组织；也可接受其他组织的邀请加入。{' '}
                    <Link href={paths.authentication()}>去认证</Link>
                  </Text>
                )}
              </Stack>
            </Box>
          )}
        </Stack>
      )}
      <FormDialog
        form={state.matches({ ready: 'editing' }) || state.matches({ ready: 'submitting' }) ? form : undefined}
        busy={state.matches({ ready: 'submitting' })}
        onType={(value) => send({ type: 'ORG.TYPE', value })}
        onSubmit={() => send({ type: 'ORG.SUBMIT' })}
        onCancel={() => send({ type: 'ORG.CANCEL' })}
      />
      <AppDialog
        open={state.matches({ ready: 'showingSecret' })}
        title="组织密钥已创建"
        closable="notOnOutsideClick"
        onClose={() => send({ type: 'ORG.CANCEL' })}
        footer={<Button onClick={() => send({ type: 'ORG.CANCEL' })}>我已保存</Button>}
      >
        <Stack gap="3">
          <Text fontSize="sm">请立即复制并妥善保存，关闭后将无法再次查看完整密钥。</Text>
          <Code p="2" wordBreak="break-all" aria-label="新密钥">
            {created?.secret}
          </Code>
        </Stack>
      </AppDialog>
      <ConfirmDialogView
        open={state.matches({ ready: 'confirming' }) || (state.matches({ ready: 'acting' }) && asksFirst(pending))}
        busy={state.matches({ ready: 'acting' })}
        danger
        {...question(pending)}
        onConfirm={() => send({ type: 'ORG.CONFIRM' })}
        onCancel={() => send({ type: 'ORG.CANCEL' })}
      />
    </PageFrame>
  );
}
