import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { feedbackMessages } from '../../../domain/feedback';
import { useSystemActor } from '../../hooks/appActor';

/** View 2: the exact success text of SPEC section 8, then another feedback or the history. */
export function FeedbackSuccess() {
  const feedback = useSystemActor('feedbackFlow');
  return (
    <Stack align="center" gap="4" py="8" textAlign="center">
      <Icon boxSize="12" color="green.500" aria-hidden>
        <svg viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z" />
        </svg>
      </Icon>
      <Text role="status" fontSize="md" fontWeight="medium">
        {feedbackMessages.sent}
      </Text>
      <HStack gap="3">
        <Button variant="outline" onClick={() => feedback.send({ type: 'FEEDBACK.HISTORY' })}>
          查看历史反馈
        </Button>
        <Button colorPalette="blue" onClick={() => feedback.send({ type: 'FEEDBACK.AGAIN' })}>
          继续反馈
        </Button>
      </HStack>
    </Stack>
  );
}
