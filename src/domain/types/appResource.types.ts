/** Wire types of the appResource API (src/api/appResource.ts), shared by the client and the simulator. */
import type { FunctionalPermission } from './app.types';

export interface AppResourceItem {
  id: string;
  type: 'app';
  name: string;
  check: boolean;
  functionalPermissions: FunctionalPermission[];
}

export interface AppResourceApp {
  id: string;
  appName: string;
  appType: number;
  resources: AppResourceItem[];
}

/** The resource tree of a user or group: apps by type. */
export interface AppResourceTree {
  appType: number;
  typeName: string;
  apps: AppResourceApp[];
}

export interface ResourceTargets {
  users: { id: string; userName: string; nickName: string; phone: string }[];
  groups: { id: string; groupName: string; parentId: string }[];
}
