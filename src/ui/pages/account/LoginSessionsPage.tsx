import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { SignedInSession } from '../../../domain/types/security.types';
import { addressText } from '../../../domain/auditLog';
import { signedInSessionsMachine, type Ending } from '../../../machines/signedInSessions';
import { ConfirmDialogView } from '../../components/dialog/ConfirmDialogView';
import { LoadFailure, LoadingSpinner } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';

function SessionRow({ session, onEnd }: { session: SignedInSession; onEnd: () => void }) {
  const name = `${session.device} · ${session.browser}`;
  return (
    <HStack
      as="li"
      justify="space-between"
      align="start"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      wrap="wrap"
    >
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{name}</Text>
          {session.current && <Badge colorPalette="green">当前设备</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          IP {addressText(session.ip)} · 登录于 {formatDateTime(session.createTime)} · 最近活动{' '}
          {formatDateTime(session.lastActiveTime)}
        </Text>
      </Stack>
      {!session.current && (
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`下线 ${name}`} onClick={onEnd}>
          下线
        </Button>
      )}
    </HStack>
  );
}

const question = (ending?: Ending) =>
  ending?.kind === 'one'
    ? {
        title: '下线该设备',
        message: `确定让“${ending.session.device} · ${ending.session.browser}”退出登录吗？该设备需重新登录。`,
        confirmText: '确定下线',
      }
    : {
        title: '下线其他设备',
        message: '确定结束除当前设备外的所有会话吗？这些设备需重新登录。',
        confirmText: '全部下线',
      };

/** 登录设备: every signed-in session of the account; end one, or all but this one. */
export function LoginSessionsPage() {
  const [state, send] = useMachine(signedInSessionsMachine);
  const { sessions, error, ending } = state.context;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <PageFrame title="登录设备" description="账号当前登录的设备与浏览器。发现不认识的设备时，请立即下线并修改密码。">
      {state.matches('failed') ? (
        <LoadFailure error={error} onRetry={() => send({ type: 'SESSIONS.RETRY' })} />
      ) : state.matches('loading') && sessions.length === 0 ? (
        <LoadingSpinner py="8" />
      ) : (
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              共 {sessions.length} 个会话
            </Text>
            <Button
              size="sm"
              colorPalette="red"
              variant="subtle"
              disabled={others === 0}
              onClick={() => send({ type: 'SESSIONS.END_OTHERS' })}
            >
              下线其他设备
            </Button>
          </HStack>
          <Stack as="ul" listStyleType="none" gap="0" aria-label="登录会话" aria-busy={state.matches('loading')}>
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onEnd={() => send({ type: 'SESSIONS.END', id: session.id })}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <ConfirmDialogView
        open={state.matches({ ready: 'confirming' }) || state.matches({ ready: 'ending' })}
        busy={state.matches({ ready: 'ending' })}
        danger
        {...question(ending)}
        onConfirm={() => send({ type: 'SESSIONS.CONFIRM' })}
        onCancel={() => send({ type: 'SESSIONS.CANCEL' })}
      />
    </PageFrame>
  );
}
