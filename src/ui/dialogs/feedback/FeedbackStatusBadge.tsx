import { Badge } from '@chakra-ui/react';
import type { FeedbackStatus } from '../../../domain/types/feedback.types';
import { FEEDBACK_STATUS_TEXT } from '../../../domain/feedback';

const PALETTE: Record<FeedbackStatus, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'gray' };

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge size="sm" colorPalette={PALETTE[status]} variant="subtle" flexShrink={0}>
      {FEEDBACK_STATUS_TEXT[status]}
    </Badge>
  );
}
