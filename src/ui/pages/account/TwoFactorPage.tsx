import { Badge, Box, Button, Code, HStack, List, QrCode, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { twoFactorMachine } from '../../../machines/twoFactor';
import { appCodeError, secondStepCodeError } from '../../../domain/twoFactorCode';
import { AppDialog } from '../../components/dialog/AppDialog';
import { FormStack, ServerError, useFieldBinding } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { LoadFailure, LoadingSpinner } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';

type Send = ReturnType<typeof useMachine<typeof twoFactorMachine>>[1];

/** The code field of either form: what is typed lives in the machine, so a refusal keeps it. */
function CodeForm({
  code,
  error,
  busy,
  rule,
  label,
  placeholder,
  submitText,
  send,
}: {
  code: string;
  error?: string;
  busy: boolean;
  rule: (code: string) => string | undefined;
  label: string;
  placeholder: string;
  submitText: string;
  send: Send;
}) {
  const problem = rule(code);
  const { field } = useFieldBinding({ code }, problem ? { code: problem } : {}, (patch) =>
    send({ type: 'TWO_FACTOR.CODE', code: patch.code ?? '' }),
  );
  return (
    <FormStack onSubmit={() => send({ type: 'TWO_FACTOR.SUBMIT' })}>
      <TextField
        label={label}
        autoComplete="one-time-code"
        placeholder={placeholder}
        maxLength={9}
        autoFocus
        {...field('code')}
      />
      <ServerError message={error} />
      <HStack justify="flex-end">
        <Button variant="outline" onClick={() => send({ type: 'TWO_FACTOR.CANCEL' })} disabled={busy}>
          取消
        </Button>
        <Button type="submit" colorPalette="blue" disabled={Boolean(problem)} loading={busy}>
          {submitText}
        </Button>
      </HStack>
    </FormStack>
  );
}

/** 两步验证: on with an authenticator app (QR code, confirmed by a code), ten recovery codes shown once; off with a code. */
export function TwoFactorPage() {
  const [state, send] = useMachine(twoFactorMachine);
  const { status, setup, code, error, recoveryCodes } = state.context;
  const confirming = state.matches({ off: 'confirming' }) || state.matches({ off: 'enabling' });
  const disabling = state.matches({ on: 'confirming' }) || state.matches({ on: 'disabling' });

  return (
    <PageFrame
      title="两步验证"
      description="登录时除密码或短信验证码外，还需输入验证器应用（如 Google Authenticator、Microsoft Authenticator）生成的6位动态验证码。"
    >
      {state.matches('failed') ? (
        <LoadFailure error={error} onRetry={() => send({ type: 'TWO_FACTOR.RETRY' })} />
      ) : state.matches('loading') || state.matches('loaded') ? (
        <LoadingSpinner py="8" />
      ) : (
        <Stack gap="4" maxW="560px">
          <HStack gap="3">
            <Text fontWeight="medium">状态</Text>
            {status?.enabled ? <Badge colorPalette="green">已开启</Badge> : <Badge>未开启</Badge>}
          </HStack>
          {status?.enabled ? (
            <>
              <Text fontSize="sm" color="fg.muted">
                开启于 {formatDateTime(status.enabledTime)}，剩余 {status.recoveryCodesLeft} 个恢复码。
              </Text>
              <Box>
                <Button variant="outline" colorPalette="red" onClick={() => send({ type: 'TWO_FACTOR.DISABLE' })}>
                  关闭两步验证
                </Button>
              </Box>
            </>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted">
                开启后，即使密码泄露，他人没有您的手机也无法登录。连续输错5次验证码，两步验证将锁定15分钟。
              </Text>
              <Box>
                <Button
                  colorPalette="blue"
                  loading={state.matches({ off: 'fetchingSecret' })}
                  onClick={() => send({ type: 'TWO_FACTOR.ENABLE' })}
                >
                  开启两步验证
                </Button>
              </Box>
            </>
          )}
        </Stack>
      )}

      <AppDialog
        open={confirming}
        title="开启两步验证"
        onClose={() => send({ type: 'TWO_FACTOR.CANCEL' })}
        busy={state.matches({ off: 'enabling' })}
      >
        {setup && (
          <Stack gap="4">
            <Text fontSize="sm">1. 用验证器应用扫描下方二维码；无法扫描时，手动输入密钥。</Text>
            <Stack align="center" gap="2">
              <QrCode.Root value={setup.otpauthUrl} size="lg" aria-label="两步验证密钥二维码">
                <QrCode.Frame>
                  <QrCode.Pattern />
                </QrCode.Frame>
              </QrCode.Root>
              <Code aria-label="密钥" fontSize="sm" wordBreak="break-all" data-testid="totp-secret">
                {setup.secret}
              </Code>
            </Stack>
            <Text fontSize="sm">2. 输入验证器中显示的6位验证码完成绑定。</Text>
            <CodeForm
              code={code}
              error={error}
              busy={state.matches({ off: 'enabling' })}
              rule={appCodeError}
              label="验证码"
              placeholder="6位验证码"
              submitText="确认开启"
              send={send}
            />
          </Stack>
        )}
      </AppDialog>

      <AppDialog open={state.matches('showingCodes')} title="保存恢复码" closable={false} onClose={() => undefined}>
        <Stack gap="3">
          <Text fontSize="sm">
            两步验证已开启。以下10个恢复码只显示这一次，每个只能使用一次：手机丢失时，可用它代替验证码登录或关闭两步验证。请抄写或保存在安全的地方。
          </Text>
          <List.Root as="ol" aria-label="恢复码" display="grid" gridTemplateColumns="repeat(2, 1fr)" gap="1" ps="5">
            {recoveryCodes.map((recovery) => (
              <List.Item key={recovery} fontFamily="mono">
                {recovery}
              </List.Item>
            ))}
          </List.Root>
          <Button colorPalette="blue" onClick={() => send({ type: 'TWO_FACTOR.CODES_SAVED' })}>
            我已保存恢复码
          </Button>
        </Stack>
      </AppDialog>

      <AppDialog
        open={disabling}
        title="关闭两步验证"
        onClose={() => send({ type: 'TWO_FACTOR.CANCEL' })}
        busy={state.matches({ on: 'disabling' })}
      >
        <Stack gap="3">
          <Text fontSize="sm">关闭后，登录只需密码或短信验证码。请输入验证器中的6位验证码或一个恢复码确认。</Text>
          <CodeForm
            code={code}
            error={error}
            busy={state.matches({ on: 'disabling' })}
            rule={secondStepCodeError}
            label="验证码"
            placeholder="6位验证码或恢复码"
            submitText="确认关闭"
            send={send}
          />
        </Stack>
      </AppDialog>
    </PageFrame>
  );
}
