import { Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { COPIED, COPY_FAILED, clipboardMachine } from '../../../../machines/clipboard';

/** A copy button's text (`label`, then 已复制 or 复制失败 for a moment), name and click, for any button element. */
export function useCopyButton(text: string, label: string, ariaLabel?: string) {
  const copier = useActorRef(clipboardMachine);
  const copied = useSelector(copier, (s) => s.matches('copied'));
  const failed = useSelector(copier, (s) => s.matches('failed'));
  return {
    children: copied ? COPIED : failed ? COPY_FAILED : label,
    'aria-label': copied || failed ? undefined : ariaLabel,
    'aria-live': 'polite' as const,
    onClick: () => copier.send({ type: 'COPY', text }),
  };
}

/** Copies `text`; says 已复制 (or 复制失败) for a moment. */
export function CopyButton({ text, label = '复制', ariaLabel }: { text: string; label?: string; ariaLabel?: string }) {
  return <Button size="xs" variant="outline" {...useCopyButton(text, label, ariaLabel)} />;
}
