import { Badge, Box, Button, Checkbox, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { KnowledgeFile } from '../../../../api/types';
import { KNOWLEDGE_PAGE_SIZE, type KnowledgeFilesActor } from '../../../../machines/knowledgeFiles';
import { Pager } from '../../../components/Pager';
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
  const state = useSelector(actor, (s) => {
    const onPage = s.context.records.filter((r) => s.context.selected.some((f) => f.id === r.id)).length;
    if (onPage === 0) return false;
    return onPage === s.context.records.length ? true : 'indeterminate';
  });
  return (
    <Checkbox.Root size="sm" checked={state} onCheckedChange={(e) => actor.send({ type: 'SELECT.PAGE', checked: e.checked === true })}>
      <Checkbox.HiddenInput aria-label="选择本页全部文件" />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function RowActions({ actor, file, canEdit }: { actor: KnowledgeFilesActor; file: KnowledgeFile; canEdit: boolean }) {
  const downloading = useSelector(actor, (s) => s.matches({ files: 'downloading' }) && s.context.downloading?.id === file.id);
  const idle = useSelector(actor, (s) => s.matches({ files: 'idle' }));
  return (
    <HStack gap="1">
      <Button size="xs" variant="ghost" colorPalette="blue" loading={downloading} disabled={!idle} onClick={() => actor.send({ type: 'DOWNLOAD.ONE', file })} aria-label={`下载 ${file.fileName}`}>
        下载
      </Button>
      {canEdit && (
        <Button size="xs" variant="ghost" colorPalette="red" disabled={!idle} onClick={() => actor.send({ type: 'DELETE.ONE', file })} aria-label={`删除 ${file.fileName}`}>
          删除
        </Button>
      )}
    </HStack>
  );
}

/** The repository's files, one page at a time, with a selection kept across pages. */
export function KnowledgeFileTable({ actor, canEdit }: { actor: KnowledgeFilesActor; canEdit: boolean }) {
  const rows = useSelector(actor, (s) => s.context.records);
  const total = useSelector(actor, (s) => s.context.total);
  const page = useSelector(actor, (s) => s.context.pageNum);
  const loading = useSelector(actor, (s) => s.matches({ list: 'loading' }) || s.matches({ list: 'booting' }));
  const error = useSelector(actor, (s) => (s.matches({ list: 'failed' }) || s.matches({ list: 'bootFailed' }) ? s.context.listError : undefined));
  const noRepo = useSelector(actor, (s) => s.matches({ list: 'noRepo' }));
  return (
    <Box>
      <Box overflowX="auto" aria-busy={loading}>
        <Table.Root size="sm" aria-label="知识库文件" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="40px">
                <PageCheckbox actor={actor} />
              </Table.ColumnHeader>
              {['文件名称', '类型', '大小', '上传人', '上传时间', '操作'].map((h) => (
                <Table.ColumnHeader key={h} whiteSpace="nowrap">
                  {h}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((f) => (
              <Table.Row key={f.id}>
                <Table.Cell>
                  <RowCheckbox actor={actor} file={f} />
                </Table.Cell>
                <Table.Cell maxW="320px">
                  <Text truncate title={f.fileName}>
                    {f.fileName}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle">{f.fileType.toUpperCase()}</Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatFileSize(f.size)}</Table.Cell>
                <Table.Cell>{f.uploaderName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(f.createTime)}</Table.Cell>
                <Table.Cell>
                  <RowActions actor={actor} file={f} canEdit={canEdit} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {loading && (
          <HStack justify="center" py="6">
            <Spinner size="sm" role="status" aria-label="加载中" />
          </HStack>
        )}
        {!loading && error && (
          <HStack justify="center" py="6" role="alert">
            <Text color="red.fg" fontSize="sm">
              {error}
            </Text>
            <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'LIST.RETRY' })}>
              重试
            </Button>
          </HStack>
        )}
        {!loading && !error && rows.length === 0 && (
          <Text textAlign="center" color="fg.muted" py="8" fontSize="sm">
            {noRepo ? '暂无知识库' : '暂无文件'}
          </Text>
        )}
      </Box>
      {total > KNOWLEDGE_PAGE_SIZE && (
        <HStack justify="flex-end" mt="4">
          <Text fontSize="sm" color="fg.muted">
            共 {total} 条
          </Text>
          <Pager count={total} pageSize={KNOWLEDGE_PAGE_SIZE} page={page} onPageChange={(pageNum) => actor.send({ type: 'LIST.PAGE', pageNum })} />
        </HStack>
      )}
    </Box>
  );
}
