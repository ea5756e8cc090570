/** Wire types of the permission API (src/api/permission.ts), shared by the client and the simulator. */

/** A permission tree node; codes end in :read, :edit or :auth. */
export interface PermissionNode {
  id: string;
  name: string;
  permissionCode?: string;
  check?: boolean;
  children?: PermissionNode[];
}
