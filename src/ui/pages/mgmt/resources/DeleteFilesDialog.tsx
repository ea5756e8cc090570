import { useSelector } from '@xstate/react';
import type { KnowledgeFilesActor } from '../../../../machines/knowledgeFiles';
import { ConfirmDialogView } from '../../../components/dialog/ConfirmDialogView';

const SHOWN_NAMES = 3;

/** Deleting is final: the admin confirms, and a failed delete leaves the dialog open to try again. */
export function DeleteFilesDialog({ actor }: { actor: KnowledgeFilesActor }) {
  const open = useSelector(actor, (s) => s.matches({ files: 'confirmingDelete' }) || s.matches({ files: 'deleting' }));
  const names = useSelector(actor, (s) => s.context.toDelete.map((f) => f.fileName));
  const deleting = useSelector(actor, (s) => s.matches({ files: 'deleting' }));
  const shown = names.slice(0, SHOWN_NAMES).join('、');
  const more = names.length > SHOWN_NAMES ? ` 等${names.length}个文件` : '';
  return (
    <ConfirmDialogView
      open={open}
      busy={deleting}
      danger
      title="删除文件"
      message={`确定删除 ${shown}${more}？删除后不可恢复。`}
      confirmText="确定删除"
      onCancel={() => actor.send({ type: 'DELETE.CANCEL' })}
      onConfirm={() => actor.send({ type: 'DELETE.CONFIRM' })}
    />
  );
}
