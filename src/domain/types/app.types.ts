/** Wire types of the app API (src/api/app.ts), shared by the client and the simulator. */

/** App audit status: 0 private (never submitted), 1 pending, 2 approved, 3 rejected. */
export type AppAuditStatus = 0 | 1 | 2 | 3;

/** App visibility: 1 public, 2 not public. */
export type AppOpenFlag = 1 | 2;

/** What a developer fills in to publish an app to the store. */
export interface AppForm {
  id?: string;
  appName: string;
  appType: number;
  abilityName: string;
  industryName: string;
  iconUrl: string;
  bgUrl: string;
  jumpUrl: string;
  appShortDesc: string;
  demoJson: string;
  appDesc: string;
  openFlag: AppOpenFlag;
  guideDesc: string;
}

/** An app as the store, my-apps and the audit queue show it (SPEC section 3, app audit). */
export interface AppInfo extends AppForm {
  id: string;
  userId: string;
  userName: string;
  /** 1 super admin, 2 ordinary user (who published it). */
  userType: 1 | 2;
  typeName: string;
  auditStatus: AppAuditStatus;
  auditUserName: string;
  auditTime: string;
  reason: string;
  useCount: number;
  createTime: string;
  updateTime: string;
}

export interface AppType {
  id: number;
  name: string;
}

/** One functional permission of an app resource; codes end in :read, :edit or :auth. */
export interface FunctionalPermission {
  id: string;
  permissionCode: string;
  name: string;
  /** An authorization-level permission (:auth), which includes :read and :edit. */
  auth: boolean;
  check: boolean;
}

/** An app's configuration: which functional permissions it offers for allocation. */
export interface AppConfig {
  id: string;
  appName: string;
  appType: number;
  functionalPermissions: FunctionalPermission[];
}

/* ---- Account centre: developer keys, contracts, auth codes (issue 9) ---- */

/** An API key as listed: the secret is masked (sk-****abcd). */
export interface ApiKey {
  id: string;
  name: string;
  maskedKey: string;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  createTime: string;
  lastUsedTime: string;
}

/** Only the create call returns the full secret, once. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}
