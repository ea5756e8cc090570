import { http } from './http';
import { paths } from './paths';

const p = paths.appResource;

export interface ResourceNode {
  id: string;
  type: string;
  check: boolean;
  name: string;
  permissionCode?: string;
  children?: ResourceNode[];
  resources?: ResourceNode[];
}

export const searchUsersAndGroups = (keyword: string) =>
  http.post<{ users: { id: string; name: string }[]; groups: { id: string; name: string }[] }>(p.searchUserAndGroup, { keyword }).then((r) => r.data);
export const listResourcesByUser = (userId: string) => http.post<ResourceNode[]>(p.listByUser, { userId }).then((r) => r.data);
export const listResourcesByGroup = (parentGroupId: string | null, groupId: string) =>
  http.post<ResourceNode[]>(p.listByGroup, { parentGroupId, groupId }).then((r) => r.data);
export const saveUserResource = (userId: string, resourceIds: string[]) =>
  http.post<boolean>(p.saveUserResource, { userId, resourceIds }).then((r) => r.data);
export const saveGroupResource = (groupId: string, resourceIds: string[]) =>
  http.post<boolean>(p.saveGroupResource, { groupId, resourceIds }).then((r) => r.data);
export const saveUsersResource = (userIds: string[], resourceIds: string[]) =>
  http.post<boolean>(p.saveUsersResource, { userIds, resourceIds }).then((r) => r.data);
export const saveGroupsResource = (groupIds: string[], resourceIds: string[]) =>
  http.post<boolean>(p.saveGroupsResource, { groupIds, resourceIds }).then((r) => r.data);
export const removeUserOrGroupResource = (targetId: string, targetType: 'user' | 'group') =>
  http.post<boolean>(p.removeUserOrGroupResource, { targetId, targetType }).then((r) => r.data);
