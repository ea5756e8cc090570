import { HStack } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { knowledgeFilesMachine } from '../../../machines/knowledgeFiles';
import { hasCode } from '../../../domain/permissions';
import { PageFrame } from '../../components/PageFrame';
import { useAccess } from '../../hooks/appActor';
import { DeleteFilesDialog } from './resources/DeleteFilesDialog';
import { KnowledgeActions, KnowledgeFilters } from './resources/KnowledgeToolbar';
import { KnowledgeFileTable } from './resources/KnowledgeFileTable';
import { UploadPanel } from './resources/UploadPanel';
import { saveBlob } from '../../components/saveBlob';

export const KNOWLEDGE_EDIT = 'MC:resourceManage:knowledge:edit';
const screenMachine = knowledgeFilesMachine.provide({ actions: { saveFile: (_, params) => saveBlob(params) } });

/** 知识库: upload, search, download (one, or many as a zip) and delete a repository's files. */
export function KnowledgeRepositoryPage() {
  const actor = useActorRef(screenMachine);
  const canEdit = hasCode(KNOWLEDGE_EDIT, useAccess().codes);
  return (
    <PageFrame title="知识库" description="上传、检索、下载与删除知识库文件。">
      <HStack justify="space-between" align="end" mb="4" wrap="wrap" gap="4">
        <KnowledgeFilters actor={actor} />
        <KnowledgeActions actor={actor} canEdit={canEdit} />
      </HStack>
      <UploadPanel actor={actor} />
      <KnowledgeFileTable actor={actor} canEdit={canEdit} />
      <DeleteFilesDialog actor={actor} />
    </PageFrame>
  );
}
