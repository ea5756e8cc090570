import { hasCode } from '../../../domain/permissions';
import { PageFrame } from '../../components/PageFrame';
import { useAccess } from '../../hooks/appActor';
import { SubjectRightsView } from './users/SubjectRightsView';

/** 用户权限: a user's rights through its roles (and those of its groups). */
export function UserRightsPage() {
  const { codes } = useAccess();
  return (
    <PageFrame title="用户权限" description="为用户分配角色，查看其生效的权限。">
      <SubjectRightsView kind="user" canEdit={hasCode('MC:userPerm:rights:user:edit', codes)} />
    </PageFrame>
  );
}
