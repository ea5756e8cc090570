import { Button, Flex, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { AuthDetail } from '../../../domain/types/verification.types';
import { personalCertMachine } from '../../../machines/personalCert';
import { enterpriseCertState, personalCertState, personalErrors } from '../../../domain/certification';
import { useSystemActor } from '../../hooks/appActor';
import { FormStack, ServerError, useFieldBinding } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { AwaitVerification } from '../../components/AwaitVerification';
import { PageFrame } from '../../components/PageFrame';
import { trackEvents } from '../../../machines/trackEvents';
import { CertCard, Detail, RejectedNotice } from './certParts';
import { paths } from '../../../routes/paths';

export const ENT_CERT_ROUTE = paths.enterpriseCert();

function PersonalCertForm() {
  const session = useSystemActor('session');
  const cert = useActorRef(personalCertMachine, { input: { session } });
  const values = useSelector(cert, (s) => s.context.values);
  const error = useSelector(cert, (s) => s.context.error);
  const busy = useSelector(cert, (s) => !s.matches('editing'));
  const { field, touch } = useFieldBinding(values, personalErrors(values), (patch) =>
    cert.send({ type: 'CERT.CHANGE', values: patch }),
  );
  return (
    <FormStack
      onSubmit={() => {
        touch('realName');
        touch('idCard');
        cert.send({ type: 'CERT.SUBMIT' });
      }}
    >
      <TextField label="真实姓名" placeholder="请输入身份证上的姓名" autoComplete="name" {...field('realName')} />
      <TextField label="身份证号" placeholder="请输入18位身份证号" autoComplete="off" {...field('idCard')} />
      <ServerError message={error} />
      <Button
        type="submit"
        colorPalette="blue"
        loading={busy}
        alignSelf="flex-start"
        data-track={trackEvents.realName.personal}
      >
        提交认证
      </Button>
    </FormStack>
  );
}

function PersonalSection({ auth }: { auth?: AuthDetail }) {
  const state = personalCertState(auth);
  const vo = auth?.personalVerificationVO;
  return (
    <CertCard title="个人认证" state={state}>
      {state === 2 && (
        <>
          <Text fontSize="sm">您已完成个人实名认证。</Text>
          <Detail label="真实姓名" value={vo?.realName} />
          <Detail label="身份证号" value={vo?.idCard} />
        </>
      )}
      {state === 4 && (
        <>
          <Text fontSize="sm">您的个人认证申请已提交，请耐心等待审核。</Text>
          <Detail label="真实姓名" value={vo?.realName} />
          <Detail label="身份证号" value={vo?.idCard} />
        </>
      )}
      {(state === 1 || state === 3) && (
        <>
          {state === 3 && <RejectedNotice reason={vo?.reason} />}
          <Text fontSize="sm" color="fg.muted">
            完成个人实名认证后即可使用平台的全部个人开发者功能。
          </Text>
          <PersonalCertForm />
        </>
      )}
    </CertCard>
  );
}

function EnterpriseSection({ auth }: { auth?: AuthDetail }) {
  const state = enterpriseCertState(auth);
  const record = auth?.enterpriseVerificationVO;
  const go = (label: string) => (
    <Link href={ENT_CERT_ROUTE} asChild>
      <Button as="a" colorPalette="blue" size="sm" alignSelf="flex-start" data-track={trackEvents.realName.start}>
        {label}
      </Button>
    </Link>
  );
  return (
    <CertCard title="企业认证" state={state}>
      {state === 2 && (
        <>
          <Text fontSize="sm">您的企业已完成认证，已解锁企业专属权益。</Text>
          <Detail label="企业名称" value={record?.companyName} />
          <Detail label="统一社会信用代码" value={record?.creditCode} />
        </>
      )}
      {state === 4 && record?.auditStatus === 1 && (
        <>
          <Text fontSize="sm">企业信息已提交，请完成对公打款验证。</Text>
          {go('继续认证')}
        </>
      )}
      {state === 4 && record?.auditStatus !== 1 && (
        <>
          <Text fontSize="sm">您的企业认证资料正在审核中，请耐心等待。</Text>
          <Detail label="企业名称" value={record?.companyName} />
        </>
      )}
      {state === 3 && (
        <>
          <RejectedNotice reason={record?.reason} />
          {go('重新认证')}
        </>
      )}
      {state === 1 && (
        <>
          <Text fontSize="sm" color="fg.muted">
            企业认证通过后可享受企业专属权益。认证需提交企业信息并完成对公打款验证。
          </Text>
          {go('去认证')}
        </>
      )}
    </CertCard>
  );
}

/** 认证管理: personal and enterprise certification, each in its current state. */
export function AuthenticationPage() {
  return (
    <PageFrame title="认证管理" description="个人实名认证与企业认证。">
      <AwaitVerification>
        {(auth) => (
          <Flex gap="5" wrap="wrap" align="stretch">
            <PersonalSection auth={auth} />
            <EnterpriseSection auth={auth} />
          </Flex>
        )}
      </AwaitVerification>
    </PageFrame>
  );
}
