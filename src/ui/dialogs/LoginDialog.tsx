import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { AnimatePresence, motion, MotionConfig } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { STEP_TITLES, type LoginStep } from '../../machines/loginDialog';
import { maskPhone } from '../format';
import { AppDialog } from '../components/dialog/AppDialog';
import { useSystemActor } from '../hooks/appActor';
import { useReturnFocus } from '../hooks/useReturnFocus';

import { ImproveInfoStep } from './login/ImproveInfoStep';
import { RealNamePrompt } from './login/RealNamePrompt';
import { RegisterStep } from './login/RegisterStep';
import { ResetPasswordStep } from './login/ResetPasswordStep';
import { SecondStep } from './login/SecondStep';
import { SignInStep } from './login/SignInStep';

const STEP_VIEWS: Record<LoginStep, () => ReactNode> = {
  0: () => <SignInStep />,
  1: () => <RegisterStep />,
  2: () => <ImproveInfoStep />,
  3: () => <ResetPasswordStep />,
  4: () => <SecondStep />,
};

/** The field a step focuses first when it appears. */
const FIRST_FIELD_SELECTOR = 'input:not([type=hidden]):not([disabled]), select, textarea, [role=slider][tabindex="0"]';
const firstField = (root: HTMLElement | null) => root?.querySelector<HTMLElement>(FIRST_FIELD_SELECTOR) ?? null;

/**
 * Slides a step in; once it is there, its first field takes the focus. A step may show a spinner
 * first (improve info prefills from the user's detail), so the focus waits for the field to appear.
 */
function StepFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const field = firstField(frame);
    if (field) return void field.focus();
    const observer = new MutationObserver(() => {
      const appeared = firstField(frame);
      if (!appeared) return;
      observer.disconnect();
      appeared.focus();
    });
    observer.observe(frame, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <motion.div
      ref={ref}
      initial={{ opacity: 0, x: 24 }}
      animate={{ opacity: 1, x: 0 }}
      exit={{ opacity: 0, x: -24 }}
      transition={{ duration: 0.18, ease: 'easeOut' }}
    >
      {children}
    </motion.div>
  );
}

/** The four-step login dialog (SPEC section 2), driven by the `loginDialog` system actor. */
export function LoginDialog() {
  const dialog = useSystemActor('loginDialogFlow');
  const session = useSystemActor('session');
  const open = useSelector(dialog, (s) => s.matches('open'));
  const step = useSelector(dialog, (s) => s.context.step);
  const phone = useSelector(session, (s) => s.context.user?.phone);
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(open);
  // Improve info is compulsory: no close button, no Escape, no outside click.
  const closable = step !== 2;

  return (
    <>
      <AppDialog
        open={open}
        title={STEP_TITLES[step]}
        onClose={() => dialog.send({ type: 'LOGIN.CLOSE' })}
        closable={closable}
        initialFocusEl={() => firstField(contentRef.current)}
        finalFocusEl={returnFocus}
        size="sm"
        contentRef={contentRef}
        contentProps={{ overflow: 'hidden' }}
      >
        {step === 2 && phone && (
          <Text fontSize="sm" color="fg.muted" mb="3">
            账号 {maskPhone(phone)}，请完善以下信息
          </Text>
        )}
        <MotionConfig reducedMotion="user">
          <AnimatePresence mode="wait" initial={false}>
            <StepFrame key={step}>{STEP_VIEWS[step]()}</StepFrame>
          </AnimatePresence>
        </MotionConfig>
      </AppDialog>
      <RealNamePrompt dialog={dialog} />
    </>
  );
}
