import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { hasCode } from '../../../domain/permissions';
import { LabelledTabList } from '../../components/LabelledTabList';
import { PageFrame } from '../../components/PageFrame';
import { useAccess } from '../../hooks/appActor';
import { GroupsTab } from './users/GroupsTab';
import { RolesTab } from './users/RolesTab';
import { UsersTab } from './users/UsersTab';

const BASE = 'MC:userPerm:userManage';

/** 用户管理: tabs 用户, 用户组, 角色, each behind its read code; creating needs the edit code. */
export function UserManagementPage() {
  const { codes } = useAccess();
  const can = (code: string) => hasCode(code, codes);
  const tabs = [
    {
      value: 'user',
      label: '用户',
      read: can(`${BASE}:user:read`),
      content: () => <UsersTab canEdit={can(`${BASE}:user:edit`)} />,
    },
    {
      value: 'user-group',
      label: '用户组',
      read: can(`${BASE}:userGroup:read`),
      content: () => <GroupsTab canEdit={can(`${BASE}:userGroup:edit`)} />,
    },
    {
      value: 'user-role',
      label: '角色',
      read: can(`${BASE}:userRole:read`),
      content: () => (
        <RolesTab canEdit={can(`${BASE}:userRole:edit`)} canConfigure={can('MC:userPerm:rights:userRole:read')} />
      ),
    },
  ].filter((t) => t.read);
  // The codes may arrive after the first render: the first readable tab is shown until one is picked.
  const [picked, setPicked] = useState<string>();
  const current = tabs.some((t) => t.value === picked) ? picked : tabs[0]?.value;
  return (
    <PageFrame title="用户管理" description="管理平台用户、用户组与角色。">
      <Tabs.Root
        value={current ?? null}
        onValueChange={(e) => setPicked(e.value)}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <LabelledTabList tabs={tabs} mb="4" />
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            {t.content()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageFrame>
  );
}
