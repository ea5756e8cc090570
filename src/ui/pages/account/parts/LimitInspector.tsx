import { Badge, Box, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import {
  durationText,
  LIMIT_HEADER,
  limitLabels,
  type LimitCheck,
  type LimitFix,
  type LimitStack,
  type LimitState,
} from '../../../../domain/limitStack';
import { paths } from '../../../../routes/paths';
import { Countdown } from '../../../components/Countdown';
import { formatDateTime } from '../../../format';

const STATE_BADGE: Record<LimitState, { text: string; palette: string }> = {
  passed: { text: '通过', palette: 'green' },
  refused: { text: '拒绝', palette: 'red' },
  unchecked: { text: '未检查', palette: 'gray' },
  notApplicable: { text: '不适用', palette: 'gray' },
};

function FixLink({ href, children }: { href: string; children: string }) {
  return (
    <Link asChild colorPalette="blue" fontSize="sm" fontWeight="medium">
      <RouterLink href={href}>{children}</RouterLink>
    </Link>
  );
}

/** The one way out of this refusal. */
function Fix({ fix, requestId }: { fix: LimitFix; requestId: string }) {
  switch (fix.kind) {
    case 'editKeyScope':
      return <FixLink href={paths.secretKeys()}>前往密钥管理，调整该密钥的调用范围</FixLink>;
    case 'extendKey':
      return <FixLink href={paths.secretKeys()}>前往密钥管理，延长该密钥的有效期</FixLink>;
    case 'raiseKeyCap':
      return <FixLink href={paths.secretKeys()}>前往密钥管理，提高该密钥的月度消费上限</FixLink>;
    case 'topUp':
      return <FixLink href={paths.accountProfile()}>充值后重试（前往账户概览）</FixLink>;
    case 'requestRate':
      return (
        <FixLink
          href={paths.spendControl({
            model: fix.model,
            rpm: fix.rpm,
            tpm: fix.tpm,
            reason: `调用 ${requestId} 因速率限制被拒绝，申请提高 ${fix.model} 的额度`,
          })}
        >
          {`申请提额（已预填 RPM ${fix.rpm}、TPM ${fix.tpm}）`}
        </FixLink>
      );
    case 'waitForCalls':
      return <Text fontSize="sm">等待进行中的调用结束后重试</Text>;
  }
}

function Resets({ at, refused }: { at: string; refused: boolean }) {
  return (
    <Countdown until={at}>
      {(seconds) => (
        <Text fontSize="sm" color={refused ? 'red.fg' : 'fg.muted'} data-testid="limit-reset">
          {seconds > 0
            ? `${durationText(seconds)}后重置（${formatDateTime(at)}）`
            : `已于 ${formatDateTime(at)} 重置，可以重试`}
        </Text>
      )}
    </Countdown>
  );
}

function CheckItem({ check, step, requestId }: { check: LimitCheck; step: number; requestId: string }) {
  const badge = STATE_BADGE[check.state];
  const refused = check.state === 'refused';
  const label = limitLabels[check.name];
  return (
    <List.Item
      aria-label={`${step}. ${label}：${badge.text}`}
      data-limit={check.name}
      borderWidth="1px"
      borderColor={refused ? 'red.emphasized' : 'border'}
      bg={refused ? 'red.subtle' : undefined}
      borderRadius="md"
      px="3"
      py="2"
      opacity={check.state === 'unchecked' || check.state === 'notApplicable' ? 0.7 : 1}
    >
      <Stack gap="1">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="medium" fontSize="sm">
            {step}. {label}
          </Text>
          <Badge colorPalette={badge.palette}>{badge.text}</Badge>
        </HStack>
        {check.state !== 'notApplicable' && (
          <Box fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="2">
            <Text color="fg.muted">限额</Text>
            <Text overflowWrap="anywhere">{check.value}</Text>
            <Text color="fg.muted">当时用量</Text>
            <Text overflowWrap="anywhere">{check.usage}</Text>
          </Box>
        )}
        {check.resetsAt && check.state !== 'notApplicable' && check.state !== 'unchecked' && (
          <Resets at={check.resetsAt} refused={refused} />
        )}
        {check.fix && <Fix fix={check.fix} requestId={requestId} />}
      </Stack>
    </List.Item>
  );
}

/**
 * 限额检查: the limits a call was checked against, in the gateway's order, as they stood when it
 * arrived; the refusing one is marked with when it lifts and what to do about it.
 */
export function LimitInspector({ stack, requestId }: { stack: LimitStack; requestId: string }) {
  const refused = stack.refusedBy ? limitLabels[stack.refusedBy] : undefined;
  return (
    <Stack gap="2" role="region" aria-label="限额检查">
      <Text fontWeight="medium" fontSize="sm">
        限额检查
      </Text>
      <Text fontSize="sm" color={refused ? 'red.fg' : 'fg.muted'} data-testid="limit-verdict">
        {refused
          ? `被「${refused}」拒绝（检查于 ${formatDateTime(stack.checkedAt)}，响应头 ${LIMIT_HEADER}: ${stack.refusedBy}）`
          : `各项限额均已通过（检查于 ${formatDateTime(stack.checkedAt)}）`}
      </Text>
      <List.Root as="ol" listStyle="none" gap="2" ms="0">
        {stack.checks.map((check, i) => (
          <CheckItem key={check.name} check={check} step={i + 1} requestId={requestId} />
        ))}
      </List.Root>
    </Stack>
  );
}
