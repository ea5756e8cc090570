import { PageFrame } from '../../components/PageFrame';
import { DownloadAuditQueue } from './resources/DownloadAuditQueue';

/** 模型下载审核: applications to download model weights. */
export function ModelDownloadAuditPage() {
  return (
    <PageFrame title="模型下载审核" description="审核用户的模型下载申请。">
      <DownloadAuditQueue kind="model" />
    </PageFrame>
  );
}
