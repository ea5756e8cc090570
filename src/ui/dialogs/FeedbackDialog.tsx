import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { feedbackDialogMachine } from '../../machines/feedbackDialog';
import { AppDialog } from '../components/dialog/AppDialog';
import { LoadingSpinner } from '../components/LoadFailure';
import { useSystemActor } from '../hooks/appActor';
import { FeedbackDetail } from './feedback/FeedbackDetail';
import { FeedbackForm } from './feedback/FeedbackForm';
import { FeedbackHistory } from './feedback/FeedbackHistory';
import { FeedbackSuccess } from './feedback/FeedbackSuccess';

type View = 'checking' | 'form' | 'success' | 'list' | 'detail';

function viewOf(s: SnapshotFrom<typeof feedbackDialogMachine>): View {
  if (s.matches({ open: { history: 'detail' } })) return 'detail';
  if (s.matches({ open: 'history' })) return 'list';
  if (s.matches({ open: 'success' })) return 'success';
  if (s.matches({ open: 'form' })) return 'form';
  return 'checking';
}

const TITLES: Record<View, string> = {
  checking: '意见反馈',
  form: '意见反馈',
  success: '意见反馈',
  list: '历史反馈',
  detail: '反馈详情',
};

/** 意见反馈 (SPEC section 2): fill in, success, history list, history detail; for guests and users. */
export function FeedbackDialog() {
  const feedback = useSystemActor('feedbackFlow');
  const open = useSelector(feedback, (s) => s.matches('open'));
  const view = useSelector(feedback, viewOf);
  const back = view === 'list' || view === 'detail';
  return (
    <AppDialog
      open={open}
      title={TITLES[view]}
      onClose={() => feedback.send({ type: 'FEEDBACK.CLOSE' })}
      size="lg"
      contentProps={{ 'data-testid': 'feedback-dialog' }}
      bodyProps={{ pb: '6' }}
      headerStart={
        back && (
          <Button size="xs" variant="ghost" onClick={() => feedback.send({ type: 'FEEDBACK.BACK' })} aria-label="返回">
            ‹ 返回
          </Button>
        )
      }
    >
      {view === 'checking' && <LoadingSpinner py="10" />}
      {view === 'form' && <FeedbackForm />}
      {view === 'success' && <FeedbackSuccess />}
      {view === 'list' && <FeedbackHistory />}
      {view === 'detail' && <FeedbackDetail />}
    </AppDialog>
  );
}
