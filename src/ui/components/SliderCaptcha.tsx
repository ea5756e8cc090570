import { Box, Button, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CAPTCHA_HANDLE as HANDLE, CAPTCHA_TRACK, isHit, makeSign } from '../../domain/captcha';
import { sliderCaptchaMachine } from '../../machines/sliderCaptcha';
import type { CaptchaProps } from './captchaAdapter';

/**
 * A self-contained drag-to-verify slider: move the handle onto the gap and release. The server
 * issues the challenge (src/machines/sliderCaptcha.ts); the slider judges the release itself (so
 * a miss is visible at once) and hands out makeSign(challenge, x), which the backend accepts
 * once. Keyboard: arrows move 1 px (PageUp/PageDown 10), Home/End jump to the ends, Enter or
 * Space releases. A new resetKey is a new slider with a new challenge.
 */
const MAX_X = CAPTCHA_TRACK - HANDLE;
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

const clamp = (x: number) => Math.min(MAX_X, Math.max(0, Math.round(x)));
/** The gap and the handle: one handle-sized tile on the track, at `left` pixels. */
const tileAt = (left: number) =>
  ({
    position: 'absolute',
    top: '0',
    left: `${left}px`,
    width: `${HANDLE}px`,
    height: '100%',
    borderRadius: 'md',
  }) as const;

export function SliderCaptcha(props: CaptchaProps) {
  return <SliderChallenge key={props.resetKey} {...props} />;
}

function SliderChallenge({ verified, disabled, onVerified, onFailed, onInitFailed }: CaptchaProps) {
  const actor = useActorRef(sliderCaptchaMachine);
  const challenge = useSelector(actor, (s) => s.context.challenge);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const [position, setPosition] = useState(0);
  const drag = useRef<{ startClientX: number; startX: number } | null>(null);

  useEffect(() => {
    const subscription = actor.on('CAPTCHA.INIT_FAILED', () => onInitFailed());
    return () => subscription.unsubscribe();
  }, [actor, onInitFailed]);

  const locked = verified || Boolean(disabled) || !challenge;
  const moveTo = (x: number) => setPosition(clamp(x));
  const moveBy = (dx: number) => setPosition((x) => clamp(x + dx));

  function release() {
    if (locked || !challenge) return;
    if (isHit(challenge.gap, position)) onVerified(makeSign(challenge.id, position));
    else {
      setPosition(0);
      onFailed();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (locked) return;
    const step = KEY_STEPS[e.key];
    if (step !== undefined) moveBy(step);
    else if (e.key === 'Home') moveTo(0);
    else if (e.key === 'End') moveTo(MAX_X);
    else if (e.key === 'Enter' || e.key === ' ') release();
    else return;
    e.preventDefault();
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (locked) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startClientX: e.clientX, startX: position };
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (drag.current) moveTo(drag.current.startX + e.clientX - drag.current.startClientX);
  }
  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    release();
  }

  const gap = challenge?.gap;
  const x = verified && gap !== undefined ? gap : position;
  const hint = failed ? '验证码加载失败' : !challenge ? '验证码加载中…' : verified ? '验证通过' : '拖动滑块至虚线框内';
  return (
    <Box
      position="relative"
      width={`${CAPTCHA_TRACK}px`}
      maxW="100%"
      height={`${HANDLE}px`}
      bg="bg.muted"
      borderRadius="md"
      userSelect="none"
    >
      {gap !== undefined && (
        <Box
          aria-hidden
          {...tileAt(gap)}
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={verified ? 'green.400' : 'gray.400'}
        />
      )}
      <Text
        aria-hidden
        position="absolute"
        inset="0"
        textAlign="center"
        lineHeight={`${HANDLE}px`}
        fontSize="xs"
        color="fg.muted"
      >
        {hint}
      </Text>
      {failed && (
        <Button
          size="xs"
          variant="outline"
          position="absolute"
          right="1"
          top="1.5"
          onClick={() => actor.send({ type: 'CAPTCHA.RETRY' })}
        >
          重新加载
        </Button>
      )}
      <Box
        role="slider"
        // Focusable while the challenge loads, so the tab order never changes under a keyboard user.
        tabIndex={verified || disabled ? -1 : 0}
        aria-label="拖动滑块完成验证"
        aria-valuemin={0}
        aria-valuemax={MAX_X}
        aria-valuenow={x}
        aria-valuetext={verified || !challenge ? hint : `${x}`}
        aria-disabled={locked || undefined}
        aria-busy={!challenge && !failed ? true : undefined}
        data-gap={gap}
        data-verified={verified || undefined}
        {...tileAt(x)}
        bg={verified ? 'green.500' : challenge ? 'blue.500' : 'gray.400'}
        color="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        cursor={locked ? 'default' : 'grab'}
        touchAction="none"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.300', outlineOffset: '2px' }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {verified ? '✓' : '→'}
      </Box>
    </Box>
  );
}
