import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { KnowledgeFilesActor, UploadItem } from '../../../../machines/knowledgeFiles';
import { formatFileSize, percentOf } from '../../../format';

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  queued: '等待上传',
  uploading: '上传中',
  done: '上传成功',
  failed: '上传失败',
  rejected: '未上传',
};
const STATUS_COLOR: Record<UploadItem['status'], string> = {
  queued: 'orange',
  uploading: 'blue',
  done: 'green',
  failed: 'red',
  rejected: 'gray',
};

function UploadRow({ item }: { item: UploadItem }) {
  const percent = item.status === 'done' ? 100 : percentOf(item.loaded, item.total);
  return (
    <Box as="li" listStyleType="none" aria-label={`上传 ${item.name}`}>
      <HStack justify="space-between" gap="3" fontSize="sm">
        <Text truncate title={item.name} flex="1" minW="0">
          {item.name}
        </Text>
        <Text color="fg.muted" flexShrink={0} data-testid="upload-bytes">
          {formatFileSize(item.status === 'done' ? item.total : item.loaded)} / {formatFileSize(item.total)}
        </Text>
        <Text color={`${STATUS_COLOR[item.status]}.600`} flexShrink={0} minW="4em" textAlign="right">
          {STATUS_TEXT[item.status]}
        </Text>
      </HStack>
      <Progress.Root value={percent} size="xs" colorPalette={STATUS_COLOR[item.status]} mt="1">
        <Progress.Track aria-label={`${item.name} 上传进度`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {item.error && (
        <Text fontSize="xs" color="red.fg" mt="1">
          {item.error}
        </Text>
      )}
    </Box>
  );
}

/** One progress bar per picked file (the file's own bytes sent / its size), with retry for the failed ones. */
export function UploadPanel({ actor }: { actor: KnowledgeFilesActor }) {
  const uploads = useSelector(actor, (s) => s.context.uploads);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'UPLOAD.RETRY' }));
  const canDismiss = useSelector(actor, (s) => s.can({ type: 'UPLOAD.DISMISS' }));
  if (uploads.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" mb="4" bg="bg.subtle" aria-label="上传列表" role="region">
      <Stack as="ul" gap="3" m="0" p="0">
        {uploads.map((u) => (
          <UploadRow key={u.key} item={u} />
        ))}
      </Stack>
      <HStack justify="flex-end" mt="3" gap="2">
        {canRetry && (
          <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'UPLOAD.RETRY' })}>
            重新上传
          </Button>
        )}
        <Button size="xs" variant="ghost" disabled={!canDismiss} onClick={() => actor.send({ type: 'UPLOAD.DISMISS' })}>
          清空列表
        </Button>
      </HStack>
    </Box>
  );
}
