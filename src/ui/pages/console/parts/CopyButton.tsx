import { Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { COPIED, COPY_FAILED, clipboardMachine } from '../../../../machines/clipboard';

/** Copies `text`; says 已复制 (or 复制失败) for a moment. */
export function CopyButton({ text, label = '复制', ariaLabel }: { text: string; label?: string; ariaLabel?: string }) {
  const copier = useActorRef(clipboardMachine);
  const copied = useSelector(copier, (s) => s.matches('copied'));
  const failed = useSelector(copier, (s) => s.matches('failed'));
  return (
    <Button size="xs" variant="outline" aria-label={copied || failed ? undefined : ariaLabel} onClick={() => copier.send({ type: 'COPY', text })} aria-live="polite">
      {copied ? COPIED : failed ? COPY_FAILED : label}
    </Button>
  );
}
