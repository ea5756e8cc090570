import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { countdownMachine } from '../../machines/countdown';

/** What `children` shows for the seconds left until `until`; one countdown actor per instant. */
function Ticking({ until, children }: { until: string; children: (seconds: number) => ReactNode }) {
  const actor = useActorRef(countdownMachine, { input: { until } });
  const seconds = useSelector(actor, (s) => s.context.seconds);
  return <>{children(seconds)}</>;
}

export function Countdown(props: { until: string; children: (seconds: number) => ReactNode }) {
  return <Ticking key={props.until} {...props} />;
}
