import { hasCode } from '../../../domain/permissions';
import { PageFrame } from '../../components/PageFrame';
import { useAccess } from '../../hooks/appActor';
import { SubjectRightsView } from './users/SubjectRightsView';

/** 用户组权限: the roles a group gives every member. */
export function GroupRightsPage() {
  const { codes } = useAccess();
  return (
    <PageFrame title="用户组权限" description="为用户组分配角色，组内成员均获得这些角色的权限。">
      <SubjectRightsView kind="group" canEdit={hasCode('MC:userPerm:rights:userGroup:edit', codes)} />
    </PageFrame>
  );
}
