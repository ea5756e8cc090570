import { http } from './http';
import { paths } from './paths';
import type { AppResourceTree, ResourceTargets } from '../domain/types/appResource.types';

const p = paths.appResource;

export const searchUsersAndGroups = (keyword: string) =>
  http.post<ResourceTargets>(p.searchUserAndGroup, { keyword }).then((r) => r.data);
export const listResourcesByUser = (userId: string) =>
  http.post<AppResourceTree[]>(p.listByUser, { userId }).then((r) => r.data);
export const listResourcesByGroup = (parentGroupId: string, groupId: string) =>
  http.post<AppResourceTree[]>(p.listByGroup, { parentGroupId, groupId }).then((r) => r.data);
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
