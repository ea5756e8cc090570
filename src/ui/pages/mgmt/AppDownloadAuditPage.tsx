import { PageFrame } from '../../components/PageFrame';
import { DownloadAuditQueue } from './resources/DownloadAuditQueue';

/** 应用下载审核: applications to download an app's installable package. */
export function AppDownloadAuditPage() {
  return (
    <PageFrame title="应用下载审核" description="审核用户的应用下载申请。">
      <DownloadAuditQueue kind="app" />
    </PageFrame>
  );
}
