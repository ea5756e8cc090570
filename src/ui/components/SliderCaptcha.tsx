import { Box, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CAPTCHA_TOLERANCE, CAPTCHA_TRACK, gapFor, makeSign } from '../../machines/rules/captcha';
import type { CaptchaProps } from './captchaAdapter';

/**
 * A self-contained drag-to-verify slider: move the handle onto the gap and release. It judges
 * the release itself (so a miss is visible at once) and hands out makeSign(nonce, x); the
 * backend re-checks that sign with checkSign. Keyboard: arrows move 1 px (PageUp/PageDown 10),
 * Home/End jump to the ends, Enter or Space releases.
 */
const HANDLE = 40;
const MAX_X = CAPTCHA_TRACK - HANDLE;
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

interface Challenge {
  resetKey: number;
  nonce: string;
  x: number;
}

const newNonce = () => `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
const clamp = (x: number) => Math.min(MAX_X, Math.max(0, Math.round(x)));
const freshChallenge = (resetKey: number): Challenge => ({ resetKey, nonce: newNonce(), x: 0 });

export function SliderCaptcha({ resetKey, verified, disabled, onVerified, onFailed }: CaptchaProps) {
  const [challenge, setChallenge] = useState(() => freshChallenge(resetKey));
  const drag = useRef<{ startClientX: number; startX: number } | null>(null);
  // The owner asked for a fresh challenge: derive it during render rather than in an effect.
  if (challenge.resetKey !== resetKey) setChallenge(freshChallenge(resetKey));

  const gap = gapFor(challenge.nonce);
  const locked = verified || Boolean(disabled);
  const moveTo = (x: number) => setChallenge((c) => ({ ...c, x: clamp(x) }));
  const moveBy = (dx: number) => setChallenge((c) => ({ ...c, x: clamp(c.x + dx) }));

  function release() {
    if (locked) return;
    if (Math.abs(challenge.x - gap) <= CAPTCHA_TOLERANCE) {
      onVerified(makeSign(challenge.nonce, challenge.x));
    } else {
      setChallenge(freshChallenge(resetKey));
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
    drag.current = { startClientX: e.clientX, startX: challenge.x };
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (drag.current) moveTo(drag.current.startX + e.clientX - drag.current.startClientX);
  }
  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    release();
  }

  const x = verified ? gap : challenge.x;
  return (
    <Box position="relative" width={`${CAPTCHA_TRACK}px`} maxW="100%" height={`${HANDLE}px`} bg="gray.100" borderRadius="md" userSelect="none">
      <Box
        aria-hidden
        position="absolute"
        top="0"
        left={`${gap}px`}
        width={`${HANDLE}px`}
        height="100%"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={verified ? 'green.400' : 'gray.400'}
        borderRadius="md"
      />
      <Text aria-hidden position="absolute" inset="0" textAlign="center" lineHeight={`${HANDLE}px`} fontSize="xs" color="gray.600">
        {verified ? '验证通过' : '拖动滑块至虚线框内'}
      </Text>
      <Box
        role="slider"
        tabIndex={locked ? -1 : 0}
        aria-label="拖动滑块完成验证"
        aria-valuemin={0}
        aria-valuemax={MAX_X}
        aria-valuenow={x}
        aria-valuetext={verified ? '验证通过' : `${x}`}
        aria-disabled={locked || undefined}
        data-gap={gap}
        data-verified={verified || undefined}
        position="absolute"
        top="0"
        left={`${x}px`}
        width={`${HANDLE}px`}
        height="100%"
        borderRadius="md"
        bg={verified ? 'green.500' : 'blue.500'}
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
