import { Box, Button, HStack, Heading, Link as ChakraLink, SimpleGrid, Stat, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { hasAnyCode } from '../../../domain/permissions';
import { RUNWAY_WINDOWS, type RunwayForecast } from '../../../domain/runway';
import { runwayMachine } from '../../../machines/runway';
import { paths } from '../../../routes/paths';
import { PageFrame } from '../../components/PageFrame';
import { useAccess } from '../../hooks/appActor';
import { ReportStatus } from './parts/ReportStatus';
import { basisText, formatFen, fundsText, limitText, METHOD_TEXT } from './runway/runwayText';
import { StatHelp } from '../../components/StatHelp';

/** Reading keys (and their caps) takes 开发管理. */
const KEY_CODES = ['AccC:DevManage:read'];

function Card({ label, value, help, id }: { label: string; value: string; help: string; id: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText
        fontSize={{ base: 'lg', md: '2xl' }}
        fontVariantNumeric="tabular-nums"
        data-testid={`runway-${id}`}
      >
        {value}
      </Stat.ValueText>
      <StatHelp>{help}</StatHelp>
    </Stat.Root>
  );
}

function Overview({ forecast }: { forecast: RunwayForecast }) {
  const funds = fundsText(forecast.funds);
  const budget = forecast.budget;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" role="group" aria-label="预测结果">
      <Card label="可用资金" value={formatFen(forecast.fundsFen)} help="账户余额与有效代金券之和" id="funds" />
      <Card label="余额可用天数" value={funds.value} help={funds.help} id="days" />
      {budget ? (
        <Card
          label="本月预算"
          value={limitText(budget)}
          help={`已消费 ${formatFen(budget.spentFen)} / 预算 ${formatFen(budget.budgetFen)}`}
          id="budget"
        />
      ) : (
        <Stat.Root borderWidth="1px" borderRadius="md" p="4">
          <Stat.Label>本月预算</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'lg', md: '2xl' }} data-testid="runway-budget">
            未设置
          </Stat.ValueText>
          <StatHelp>
            <ChakraLink asChild color="blue.fg">
              <Link to={paths.spendControl()}>去设置月度预算</Link>
            </ChakraLink>
          </StatHelp>
        </Stat.Root>
      )}
    </SimpleGrid>
  );
}

function KeyCaps({ forecast }: { forecast: RunwayForecast }) {
  return (
    <Box as="section" aria-labelledby="runway-keys">
      <Heading as="h2" size="sm" id="runway-keys" mb="2">
        密钥月度上限
      </Heading>
      {forecast.keys.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          没有设置月度上限的密钥。
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="line" aria-labelledby="runway-keys">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>密钥</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">月度上限</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">本月已用</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">日均</Table.ColumnHeader>
                <Table.ColumnHeader>预计达到上限</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {forecast.keys.map((k) => (
                <Table.Row key={k.id}>
                  <Table.Cell>{k.active ? k.name : `${k.name}（已停用）`}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFen(k.capFen)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFen(k.monthSpentFen)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFen(k.averageFen)}</Table.Cell>
                  <Table.Cell>{limitText(k.outcome)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

function ExpiringVouchers({ forecast }: { forecast: RunwayForecast }) {
  return (
    <Box as="section" aria-labelledby="runway-vouchers">
      <Heading as="h2" size="sm" id="runway-vouchers" mb="2">
        将过期未用完的代金券
      </Heading>
      {forecast.expiring.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          按当前用量，代金券都能在到期前用完。
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="line" aria-labelledby="runway-vouchers">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>代金券</Table.ColumnHeader>
                <Table.ColumnHeader>有效期至</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">当前余额</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">预计过期作废</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {forecast.expiring.map((v) => (
                <Table.Row key={v.id}>
                  <Table.Cell>{v.name}</Table.Cell>
                  <Table.Cell>{v.lastDay}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFen(v.remainingFen)}</Table.Cell>
                  <Table.Cell textAlign="end" color="orange.fg">
                    {formatFen(v.unusedFen)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}

/** 余额跑道: how long the balance lasts, when the budget and key caps are reached, which vouchers go unused. */
export function RunwayPage() {
  // The session's own answer, not the codes last seen: by then a demo's clock is the simulator's too.
  const { codes, ready, provisional } = useAccess();
  return (
    <PageFrame
      title="余额跑道"
      description="按最近的消费速度预测余额还能用多久、何时达到月度预算与密钥上限，以及哪些代金券会在用完前过期。"
    >
      {/* Whether the keys' caps are asked for depends on the permissions, so they come first. */}
      {ready && !provisional ? (
        <Runway withKeys={hasAnyCode(KEY_CODES, codes)} />
      ) : (
        <ReportStatus loading onRetry={() => undefined} />
      )}
    </PageFrame>
  );
}

function Runway({ withKeys }: { withKeys: boolean }) {
  const runway = useActorRef(runwayMachine, { input: { withKeys } });
  const forecast = useSelector(runway, (s) => s.context.forecast);
  const chosen = useSelector(runway, (s) => s.context.window);
  const loading = useSelector(runway, (s) => s.matches('loading'));
  const error = useSelector(runway, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <>
      <HStack role="group" aria-label="预测依据时段" gap="2" mb="4">
        {RUNWAY_WINDOWS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={chosen === days ? 'solid' : 'outline'}
            colorPalette={chosen === days ? 'blue' : 'gray'}
            aria-pressed={chosen === days}
            onClick={() => runway.send({ type: 'RUNWAY.WINDOW', window: days })}
          >
            按近{days}天
          </Button>
        ))}
      </HStack>
      <ReportStatus loading={loading} error={error} onRetry={() => runway.send({ type: 'RUNWAY.RETRY' })} />
      {forecast && (
        <Box display="flex" flexDirection="column" gap="6">
          <Box as="section" aria-labelledby="runway-basis" bg="bg.subtle" borderRadius="md" p="4">
            <Heading as="h2" size="sm" id="runway-basis" mb="1">
              预测依据
            </Heading>
            <Text fontSize="sm" data-testid="runway-basis">
              {basisText(forecast.basis)}
            </Text>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {METHOD_TEXT}
            </Text>
          </Box>
          <Overview forecast={forecast} />
          <KeyCaps forecast={forecast} />
          <ExpiringVouchers forecast={forecast} />
        </Box>
      )}
    </>
  );
}
