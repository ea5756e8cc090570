import { useSelector } from '@xstate/react';
import type { AdminUser } from '../../../../domain/types/user.types';
import { useLinksDialog } from './useLinksDialog';
import { LinkSection } from './LinkSection';
import { LinksDialog } from './LinksDialog';
import type { UserAdminActor } from './UsersTab';

/** 角色与用户组: add or remove a user's roles and groups. */
export function UserLinksDialog({ admin }: { admin: UserAdminActor }) {
  const { open, busy, row: user, error } = useLinksDialog<AdminUser>(admin);
  const roles = useSelector(admin, (s) => s.context.options?.roles) ?? [];
  const groups = useSelector(admin, (s) => s.context.options?.groups) ?? [];
  const roleIds = user?.roleIds ?? [];
  const groupIds = user?.groupIds ?? [];
  const userId = user?.id ?? '';
  return (
    <LinksDialog
      open={open}
      title={`角色与用户组 · ${user?.userName ?? ''}`}
      error={error}
      onClose={() => admin.send({ type: 'LINKS.CLOSE' })}
    >
      <LinkSection
        noun="角色"
        busy={busy}
        items={roles.filter((r) => roleIds.includes(r.id)).map((r) => ({ id: r.id, label: r.roleName }))}
        options={roles.filter((r) => !roleIds.includes(r.id)).map((r) => ({ id: r.id, label: r.roleName }))}
        onAdd={(roleId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'addRole', userId, roleId } })}
        onRemove={(roleId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'removeRole', userId, roleId } })}
      />
      <LinkSection
        noun="用户组"
        busy={busy}
        items={groups.filter((g) => groupIds.includes(g.id)).map((g) => ({ id: g.id, label: g.groupName }))}
        options={groups
          .filter((g) => !groupIds.includes(g.id))
          .map((g) => ({ id: g.id, label: g.groupName, depth: g.depth }))}
        onAdd={(groupId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'addGroup', userId, groupId } })}
        onRemove={(groupId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'removeGroup', userId, groupId } })}
      />
    </LinksDialog>
  );
}
