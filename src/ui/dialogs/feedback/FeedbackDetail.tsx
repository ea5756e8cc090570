import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FEEDBACK_TYPE_TEXT, resolveButtonState, type ResolveButtonState } from '../../../domain/feedback';
import { formatDateTime } from '../../format';
import { useSystemActor } from '../../hooks/appActor';
import { FeedbackStatusBadge } from './FeedbackStatusBadge';
import { FeedbackThread } from './FeedbackThread';
import { ReplyForm, type ReplyState } from './ReplyForm';
import { ThreadPending } from './ThreadPending';

function ReplyBox({ noteId }: { noteId: string }) {
  const feedback = useSystemActor('feedbackFlow');
  const state = useSelector(
    feedback,
    (s): ReplyState => {
      const detail = (name: 'ready' | 'replying') => s.matches({ open: { history: { detail: name } } });
      const { reply, replyImages: images, replyError: error } = s.context;
      return {
        status: s.context.detail?.feedbackStatus,
        reply,
        images,
        error,
        ready: detail('ready'),
        sending: detail('replying'),
      };
    },
    shallowEqual,
  );
  return (
    <ReplyForm
      {...state}
      noteId={noteId}
      rows={3}
      placeholder="补充说明或继续提问"
      onChange={(content) => feedback.send({ type: 'FEEDBACK.REPLY_CHANGE', content })}
      onAddImages={(files) => feedback.send({ type: 'FEEDBACK.REPLY_ADD_IMAGES', files })}
      onRemoveImage={(index) => feedback.send({ type: 'FEEDBACK.REPLY_REMOVE_IMAGE', index })}
      onSubmit={() => feedback.send({ type: 'FEEDBACK.REPLY' })}
    />
  );
}

interface ResolveButtonProps {
  state: ResolveButtonState;
  /** The reply box's note saying why the thread has ended. */
  endedNoteId: string;
  resolving: boolean;
  loading: boolean;
  onResolve: () => void;
}

/**
 * 问题已解决 under the newest message: pressable once answered, shown done once the thread has
 * ended. Why it has ended is said once, by the reply box (ReplyForm).
 */
function ResolveButton({ state, endedNoteId, resolving, loading, onResolve }: ResolveButtonProps) {
  if (state === 'hidden') return null;
  const done = state === 'done';
  return (
    <HStack justify="flex-end" mt="2">
      <Button
        size="xs"
        variant="outline"
        colorPalette="green"
        loading={resolving}
        disabled={done || loading}
        aria-describedby={done ? endedNoteId : undefined}
        onClick={onResolve}
      >
        {done && <span aria-hidden>✓</span>}
        问题已解决
      </Button>
    </HStack>
  );
}

/** View 4: one thread; resolve sits on the newest message once the platform has answered. */
export function FeedbackDetail() {
  const feedback = useSystemActor('feedbackFlow');
  const detail = useSelector(feedback, (s) => s.context.detail);
  const freshIds = useSelector(feedback, (s) => s.context.freshIds);
  const loading = useSelector(feedback, (s) => s.matches({ open: { history: { detail: 'loading' } } }));
  const failed = useSelector(feedback, (s) => s.matches({ open: { history: { detail: 'failed' } } }));
  const resolving = useSelector(feedback, (s) => s.matches({ open: { history: { detail: 'resolving' } } }));
  const endedNoteId = useId();
  if (failed || !detail)
    return <ThreadPending failed={failed} onRetry={() => feedback.send({ type: 'FEEDBACK.RETRY' })} />;
  const resolveButton = (
    <ResolveButton
      state={resolveButtonState(detail.feedbackStatus)}
      endedNoteId={endedNoteId}
      resolving={resolving}
      loading={loading}
      onResolve={() => feedback.send({ type: 'FEEDBACK.RESOLVE' })}
    />
  );
  return (
    <Stack gap="4" aria-busy={loading}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {FEEDBACK_TYPE_TEXT[detail.feedbackType]} · {formatDateTime(detail.createTime)}
        </Text>
        <FeedbackStatusBadge status={detail.feedbackStatus} />
      </HStack>
      <FeedbackThread feedback={detail} viewer="user" newestFooter={resolveButton} freshIds={freshIds} />
      <ReplyBox noteId={endedNoteId} />
    </Stack>
  );
}
