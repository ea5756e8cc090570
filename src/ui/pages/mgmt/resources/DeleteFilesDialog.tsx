import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { KnowledgeFilesActor } from '../../../../machines/knowledgeFiles';

const SHOWN_NAMES = 3;

/** Deleting is final: the admin confirms, and a failed delete leaves the dialog open to try again. */
export function DeleteFilesDialog({ actor }: { actor: KnowledgeFilesActor }) {
  const open = useSelector(actor, (s) => s.matches({ files: 'confirmingDelete' }) || s.matches({ files: 'deleting' }));
  const names = useSelector(actor, (s) => s.context.toDelete.map((f) => f.fileName));
  const deleting = useSelector(actor, (s) => s.matches({ files: 'deleting' }));
  const shown = names.slice(0, SHOWN_NAMES).join('、');
  const more = names.length > SHOWN_NAMES ? ` 等${names.length}个文件` : '';
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && !deleting && actor.send({ type: 'DELETE.CANCEL' })} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>删除文件</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm">
                确定删除 {shown}
                {more}？删除后不可恢复。
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={deleting} onClick={() => actor.send({ type: 'DELETE.CANCEL' })}>
                取消
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={() => actor.send({ type: 'DELETE.CONFIRM' })}>
                确定删除
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
