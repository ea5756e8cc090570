/** Wire types of the appSession API (src/api/appSession.ts), shared by the client and the simulator. */

export interface AppSession {
  id: string;
  appId: string;
  title: string;
  top: boolean;
  updateTime: string;
}
