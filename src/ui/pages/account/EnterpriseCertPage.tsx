import { Alert, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type {
  AuthDetail,
  EnterpriseVerification,
  EnterpriseVerificationForm,
  RemitVerificationForm,
} from '../../../domain/types/verification.types';
import { enterpriseCertMachine } from '../../../machines/enterpriseCert';
import {
  BANKS,
  PLATFORM_ACCOUNT,
  enterpriseCertState,
  enterpriseErrors,
  remitErrors,
} from '../../../domain/certification';
import { useSystemActor } from '../../hooks/appActor';
import { FormStack, ServerError, useFieldBinding } from '../../components/form/formParts';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { AwaitVerification } from '../../components/AwaitVerification';
import { PageFrame } from '../../components/PageFrame';
import { trackEvents } from '../../../machines/trackEvents';
import { CertStateBadge, Detail, RejectedNotice } from './certParts';
import { paths } from '../../../routes/paths';

const AUTH_ROUTE = paths.authentication();
type CertActor = ReturnType<typeof useActorRef<typeof enterpriseCertMachine>>;

const COMPANY_FIELDS: {
  name: keyof EnterpriseVerificationForm;
  label: string;
  placeholder: string;
  autoComplete?: string;
}[] = [
  { name: 'companyName', label: '企业名称', placeholder: '与营业执照一致', autoComplete: 'organization' },
  { name: 'creditCode', label: '统一社会信用代码', placeholder: '18位统一社会信用代码' },
  { name: 'legalPerson', label: '法定代表人', placeholder: '请输入法定代表人姓名' },
  { name: 'contactName', label: '联系人', placeholder: '请输入联系人姓名', autoComplete: 'name' },
  { name: 'contactPhone', label: '联系电话', placeholder: '请输入联系人手机号', autoComplete: 'tel' },
];

/** The server's refusal and the step's submit button, busy while the machine is away. */
function CertSubmit({ cert, text, track }: { cert: CertActor; text: string; track?: string }) {
  const error = useSelector(cert, (s) => s.context.error);
  const busy = useSelector(cert, (s) => !s.matches('editing'));
  return (
    <>
      <ServerError message={error} />
      <Button type="submit" colorPalette="blue" loading={busy} alignSelf="flex-start" data-track={track}>
        {text}
      </Button>
    </>
  );
}

function CompanyStep({ cert }: { cert: CertActor }) {
  const values = useSelector(cert, (s) => s.context.company);
  const edit = (patch: Partial<EnterpriseVerificationForm>) =>
    cert.send({ type: 'CERT.COMPANY_CHANGE', values: patch });
  const { field, touch } = useFieldBinding(values, enterpriseErrors(values), edit);
  return (
    <FormStack
      onSubmit={() => {
        COMPANY_FIELDS.forEach((f) => touch(f.name));
        cert.send({ type: 'CERT.SUBMIT_COMPANY' });
      }}
    >
      {COMPANY_FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          placeholder={f.placeholder}
          autoComplete={f.autoComplete ?? 'off'}
          {...field(f.name)}
        />
      ))}
      <CertSubmit cert={cert} text="下一步" />
    </FormStack>
  );
}

function RemitStep({ cert, record }: { cert: CertActor; record: EnterpriseVerification }) {
  const values = useSelector(cert, (s) => s.context.remit);
  const edit = (patch: Partial<RemitVerificationForm>) => cert.send({ type: 'CERT.REMIT_CHANGE', values: patch });
  const { field, touch } = useFieldBinding(values, remitErrors(values, record.companyName), edit);
  return (
    <Stack gap="5">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>对公打款验证</Alert.Title>
          <Alert.Description>
            <Stack gap="1" mt="1" fontSize="sm">
              <Text>
                请使用「{record.companyName}」的对公账户向以下平台账户转账 {PLATFORM_ACCOUNT.amount}{' '}
                元，并在附言中填写认证码
                <Code mx="1" data-testid="remit-code">
                  {record.remitCode}
                </Code>
                ，然后在下方填写打款账户信息。
              </Text>
              <Text>收款户名：{PLATFORM_ACCOUNT.name}</Text>
              <Text>开户银行：{PLATFORM_ACCOUNT.bank}</Text>
              <Text>收款账号：{PLATFORM_ACCOUNT.account}</Text>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <FormStack
        onSubmit={() => {
          ['bankName', 'bankAccount', 'accountName'].forEach(touch);
          cert.send({ type: 'CERT.SUBMIT_REMIT', companyName: record.companyName });
        }}
      >
        <SelectField label="开户银行" placeholder="请选择开户银行" options={BANKS} {...field('bankName')} />
        <TextField
          label="对公银行账号"
          placeholder="请输入打款使用的对公账号"
          inputMode="numeric"
          autoComplete="off"
          {...field('bankAccount')}
        />
        <TextField label="开户名称" placeholder="须与企业名称一致" autoComplete="off" {...field('accountName')} />
        <CertSubmit cert={cert} text="提交审核" track={trackEvents.realName.enterprise} />
      </FormStack>
    </Stack>
  );
}

const STEP_TITLES = ['填写企业信息', '对公打款验证', '等待审核'];

function stepOf(record?: EnterpriseVerification | null): number {
  if (!record || record.auditStatus === 4) return 0;
  return record.auditStatus === 1 ? 1 : 2;
}

/** A plain ordered list: Chakra's Steps renders a tablist, which is wrong for a progress indicator. */
function CertSteps({ step }: { step: number }) {
  return (
    <HStack as="ol" listStyleType="none" gap="3" mb="6" maxW="640px" flexWrap="wrap" aria-label="认证进度">
      {STEP_TITLES.map((title, i) => {
        const done = i < step;
        const current = i === step;
        return (
          <HStack as="li" key={title} gap="2" aria-current={current ? 'step' : undefined} flex="1" minW="max-content">
            <Box
              as="span"
              w="6"
              h="6"
              borderRadius="full"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              fontSize="xs"
              fontWeight="semibold"
              bg={done || current ? 'blue.600' : 'bg.muted'}
              color={done || current ? 'white' : 'fg.muted'}
            >
              {done ? '✓' : i + 1}
            </Box>
            <Text fontSize="sm" fontWeight={current ? 'semibold' : 'normal'} color={current ? 'fg' : 'fg.muted'}>
              {title}
            </Text>
            {i < STEP_TITLES.length - 1 && <Box flex="1" h="1px" bg="border" minW="4" aria-hidden />}
          </HStack>
        );
      })}
    </HStack>
  );
}

/** 企业认证: company details, then the bank transfer, then the audit's outcome. */
export function EnterpriseCertPage() {
  return (
    <PageFrame title="企业认证" description="提交企业信息并完成对公打款验证，审核通过后即完成企业认证。">
      <AwaitVerification>{(auth) => <EnterpriseCert auth={auth} />}</AwaitVerification>
    </PageFrame>
  );
}

/** The certification as far as it has got; the form starts from the known record. */
function EnterpriseCert({ auth }: { auth: AuthDetail }) {
  const session = useSystemActor('session');
  const record = auth?.enterpriseVerificationVO;
  const state = enterpriseCertState(auth);
  // A rejected application is corrected, not typed again.
  const cert = useActorRef(enterpriseCertMachine, {
    input: {
      session,
      company: record ? Object.fromEntries(COMPANY_FIELDS.map((f) => [f.name, record[f.name]])) : undefined,
    },
  });
  const step = state === 2 ? 3 : stepOf(record);
  return (
    <>
      <HStack justify="space-between" mb="4">
        <HStack>
          <Text fontWeight="medium">当前状态</Text>
          <CertStateBadge state={state} label="企业认证" />
        </HStack>
        <Link href={AUTH_ROUTE}>返回认证管理</Link>
      </HStack>
      <CertSteps step={step} />
      <Box maxW="560px">
        {state === 2 && record && (
          <Stack gap="2">
            <Text>您的企业已完成认证。</Text>
            <Detail label="企业名称" value={record.companyName} />
            <Detail label="统一社会信用代码" value={record.creditCode} />
          </Stack>
        )}
        {state !== 2 && step === 2 && (
          <Stack gap="2">
            <Text>您的企业认证资料已提交，平台将在1-3个工作日内完成审核。</Text>
            <Detail label="企业名称" value={record?.companyName} />
            <Detail label="开户银行" value={record?.bankName} />
          </Stack>
        )}
        {state !== 2 && step === 1 && record && <RemitStep cert={cert} record={record} />}
        {state !== 2 && step === 0 && (
          <Stack gap="4">
            {record?.auditStatus === 4 && <RejectedNotice reason={record.reason} />}
            <CompanyStep cert={cert} />
          </Stack>
        )}
      </Box>
    </>
  );
}
