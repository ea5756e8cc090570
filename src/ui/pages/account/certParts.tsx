import { Alert, Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CERT_STATE_TEXT, type CertState } from '../../../domain/certification';

const STATE_COLORS: Record<CertState, string> = { 1: 'gray', 2: 'green', 3: 'red', 4: 'orange' };

export function CertStateBadge({ state, label }: { state: CertState; label: string }) {
  return (
    <Badge
      colorPalette={STATE_COLORS[state]}
      aria-label={`${label}：${CERT_STATE_TEXT[state]}`}
      data-testid={`${label}-state`}
    >
      {CERT_STATE_TEXT[state]}
    </Badge>
  );
}

/** One kind of certification: its title, state badge and what can be done now. */
export function CertCard({ title, state, children }: { title: string; state: CertState; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="lg" p="5" flex="1" minW="320px">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <CertStateBadge state={state} label={title} />
      </HStack>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

export function RejectedNotice({ reason }: { reason?: string }) {
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>认证失败</Alert.Title>
        {reason && <Alert.Description>原因：{reason}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

export function Detail({ label, value }: { label: string; value?: string }) {
  return (
    <HStack gap="3" fontSize="sm">
      <Text color="fg.muted" minW="7em">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </HStack>
  );
}
