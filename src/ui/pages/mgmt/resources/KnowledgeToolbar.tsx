import { Button, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { KnowledgeFilesActor, KnowledgeQuery } from '../../../../machines/knowledgeFiles';
import { KeywordInput, SearchButton, SelectFilter } from '../../../components/form/FilterFields';

/** Repository, name and type filters; applying them starts the list again at page 1. */
export function KnowledgeFilters({ actor }: { actor: KnowledgeFilesActor }) {
  const repos = useSelector(actor, (s) => s.context.repos);
  const repoId = useSelector(actor, (s) => s.context.repoId);
  const fileTypes = useSelector(actor, (s) => s.context.fileTypes);
  const [fileName, setFileName] = useState('');
  const [fileType, setFileType] = useState('');
  // The repository picked keeps the name and type applied last; a search keeps the repository.
  const [applied, setApplied] = useState({ fileName: '', fileType: '' });
  const ask = (query: KnowledgeQuery) => actor.send({ type: 'LIST.QUERY', query });
  const apply = (type = fileType) => {
    setApplied({ fileName, fileType: type });
    ask({ repoId, fileName, fileType: type });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <HStack gap="3" align="end" wrap="wrap">
        <SelectFilter
          w={{ base: 'full', sm: '200px' }}
          allLabel=""
          label="知识库"
          value={repoId}
          options={repos.map((r) => ({ value: r.id, label: `${r.name}（${r.fileCount}）` }))}
          onChange={(id) => ask({ ...applied, repoId: id })}
        />
        <KeywordInput
          w={{ base: 'full', sm: '200px' }}
          label="文件名称"
          value={fileName}
          placeholder="输入文件名称搜索"
          onChange={setFileName}
        />
        <SelectFilter
          w={{ base: '48%', sm: '130px' }}
          label="文件类型"
          value={fileType}
          options={fileTypes}
          onChange={(type) => {
            setFileType(type);
            apply(type);
          }}
        />
        <SearchButton />
      </HStack>
    </form>
  );
}

/** Upload (a hidden multi-file input behind a button) and the bulk actions on the selection. */
export function KnowledgeActions({ actor, canEdit }: { actor: KnowledgeFilesActor; canEdit: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const fileTypes = useSelector(actor, (s) => s.context.fileTypes);
  const selectedCount = useSelector(actor, (s) => s.context.selected.length);
  const zipping = useSelector(actor, (s) => s.matches({ files: 'zipping' }));
  // One rule for the button and the input alike: a repository to upload into. A pick made
  // while another operation runs is queued by the machine (等待上传), never dropped.
  const canPick = useSelector(actor, (s) => s.context.repoId !== '' && !s.matches({ list: 'noRepo' }));
  const canZip = useSelector(actor, (s) => s.can({ type: 'DOWNLOAD.SELECTED' }));
  const canDelete = useSelector(actor, (s) => s.can({ type: 'DELETE.SELECTED' }));
  return (
    <HStack gap="2" wrap="wrap">
      {canEdit && (
        <>
          <VisuallyHidden asChild>
            <input
              ref={input}
              type="file"
              multiple
              aria-label="选择上传文件"
              accept={fileTypes.map((t) => `.${t}`).join(',')}
              disabled={!canPick}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                // Cleared so picking the same file again still fires a change.
                e.target.value = '';
                if (files.length) actor.send({ type: 'UPLOAD.PICK', files });
              }}
            />
          </VisuallyHidden>
          <Button size="sm" colorPalette="blue" disabled={!canPick} onClick={() => input.current?.click()}>
            上传文件
          </Button>
        </>
      )}
      <Button
        size="sm"
        variant="outline"
        loading={zipping}
        loadingText="正在打包"
        disabled={!canZip}
        onClick={() => actor.send({ type: 'DOWNLOAD.SELECTED' })}
      >
        批量下载{selectedCount ? `（${selectedCount}）` : ''}
      </Button>
      {canEdit && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={!canDelete}
          onClick={() => actor.send({ type: 'DELETE.SELECTED' })}
        >
          批量删除{selectedCount ? `（${selectedCount}）` : ''}
        </Button>
      )}
    </HStack>
  );
}
