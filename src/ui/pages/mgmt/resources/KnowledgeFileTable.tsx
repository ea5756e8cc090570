import { Badge, Box, Button, Checkbox, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { KnowledgeFile } from '../../../../domain/types/knowledge.types';
import type { KnowledgeFilesActor } from '../../../../machines/knowledgeFiles';
import {
  DataTable,
  PagerBar,
  useListChild,
  useListRecords,
  type AnyListActor,
  type Column,
} from '../../../components/ListView';
import { formatDateTime, formatFileSize } from '../../../format';

function RowCheckbox({ actor, file }: { actor: KnowledgeFilesActor; file: KnowledgeFile }) {
  const checked = useSelector(actor, (s) => s.context.selected.some((f) => f.id === file.id));
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={() => actor.send({ type: 'SELECT.TOGGLE', file })}>
      <Checkbox.HiddenInput aria-label={`选择 ${file.fileName}`} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function PageCheckbox({ actor }: { actor: KnowledgeFilesActor }) {
  const files = useListRecords(useListChild<KnowledgeFile>(actor));
  const onPage = useSelector(actor, (s) => files.filter((r) => s.context.selected.some((f) => f.id === r.id)).length);
  const state = onPage === 0 ? false : onPage === files.length ? true : 'indeterminate';
  return (
    <Checkbox.Root
      size="sm"
      checked={state}
      onCheckedChange={(e) => actor.send({ type: 'SELECT.PAGE', checked: e.checked === true, files })}
    >
      <Checkbox.HiddenInput aria-label="选择本页全部文件" />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function RowActions({ actor, file, canEdit }: { actor: KnowledgeFilesActor; file: KnowledgeFile; canEdit: boolean }) {
  const downloading = useSelector(
    actor,
    (s) => s.matches({ files: 'downloading' }) && s.context.downloading?.id === file.id,
  );
  const idle = useSelector(actor, (s) => s.matches({ files: 'idle' }));
  return (
    <HStack gap="1">
      <Button
        size="xs"
        variant="ghost"
        colorPalette="blue"
        loading={downloading}
        disabled={!idle}
        onClick={() => actor.send({ type: 'DOWNLOAD.ONE', file })}
        aria-label={`下载 ${file.fileName}`}
      >
        下载
      </Button>
      {canEdit && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={!idle}
          onClick={() => actor.send({ type: 'DELETE.ONE', file })}
          aria-label={`删除 ${file.fileName}`}
        >
          删除
        </Button>
      )}
    </HStack>
  );
}

const columns = (actor: KnowledgeFilesActor, canEdit: boolean): Column<KnowledgeFile>[] => [
  {
    header: '选择',
    head: <PageCheckbox actor={actor} />,
    width: '40px',
    cell: (f) => <RowCheckbox actor={actor} file={f} />,
  },
  {
    header: '文件名称',
    cell: (f) => (
      <Text truncate maxW="320px" title={f.fileName}>
        {f.fileName}
      </Text>
    ),
  },
  { header: '类型', cell: (f) => <Badge variant="subtle">{f.fileType.toUpperCase()}</Badge> },
  { header: '大小', cell: (f) => <Text whiteSpace="nowrap">{formatFileSize(f.size)}</Text> },
  { header: '上传人', cell: (f) => f.uploaderName },
  { header: '上传时间', cell: (f) => <Text whiteSpace="nowrap">{formatDateTime(f.createTime)}</Text> },
  { header: '操作', cell: (f) => <RowActions actor={actor} file={f} canEdit={canEdit} /> },
];

function useFilePage(list: AnyListActor<KnowledgeFile> | undefined) {
  const rows = useListRecords(list);
  const loading = useSelector(list, (s) => s?.matches('loading') ?? false);
  const error = useSelector(list, (s) => (s?.matches('failed') ? (s.context.error ?? '') : undefined));
  const total = useSelector(list, (s) => s?.context.total ?? 0);
  const pageNum = useSelector(list, (s) => s?.context.pageNum ?? 1);
  const pageSize = useSelector(list, (s) => s?.context.pageSize ?? 0);
  return { rows, loading, error, total, pageNum, pageSize };
}

/**
 * The repository's files, one page at a time, with a selection kept across pages. One table
 * from the first render on: before the repositories are known it stands empty (loading, failed,
 * or 暂无知识库), then it shows the list's pages.
 */
export function KnowledgeFileTable({ actor, canEdit }: { actor: KnowledgeFilesActor; canEdit: boolean }) {
  const list = useListChild<KnowledgeFile>(actor);
  const page = useFilePage(list);
  const booting = useSelector(actor, (s) => s.matches({ list: 'booting' }));
  const bootError = useSelector(actor, (s) =>
    s.matches({ list: 'bootFailed' }) ? (s.context.bootError ?? '') : undefined,
  );
  return (
    <Box>
      <DataTable
        label="知识库文件"
        columns={columns(actor, canEdit)}
        rows={page.rows}
        rowKey={(f) => f.id}
        loading={booting || page.loading}
        error={bootError ?? page.error}
        onRetry={() => actor.send({ type: 'LIST.RETRY' })}
        emptyText={list ? '暂无文件' : '暂无知识库'}
      />
      {list && (
        <PagerBar
          total={page.total}
          pageSize={page.pageSize}
          page={page.pageNum}
          onPageChange={(pageNum) => actor.send({ type: 'LIST.PAGE', pageNum })}
        />
      )}
    </Box>
  );
}
