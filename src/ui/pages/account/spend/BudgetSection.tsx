import { Box, Button, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { budgetFormMachine } from '../../../../machines/budgetForm';
import { BUDGET_THRESHOLDS } from '../../../../domain/budget';
import { FormStack } from '../../../components/form/formParts';
import { TextField } from '../../../components/form/TextField';
import { useSystemActor } from '../../../hooks/appActor';
import { formatYuan, monthLabel } from '../../../format';
import { ReportStatus } from '../parts/ReportStatus';

const thresholdsText = BUDGET_THRESHOLDS.map((t) => `${t}%`).join('、');

/** The month's budget: spend against it, the alerts already sent, and the form that sets or clears it. */
export function BudgetSection() {
  const messages = useSystemActor('messages');
  // A saved budget may have crossed a threshold: its alert is a new site message, so the badge refreshes.
  const budget = useActorRef(
    budgetFormMachine.provide({ actions: { refreshMessages: () => messages.send({ type: 'MESSAGES.REFRESH' }) } }),
  );
  const status = useSelector(budget, (s) => s.context.status);
  const typed = useSelector(budget, (s) => s.context.typed);
  const error = useSelector(budget, (s) => s.context.error);
  const loadError = useSelector(budget, (s) => (s.matches('failed') ? s.context.loadError : undefined));
  const loading = useSelector(budget, (s) => s.matches('loading'));
  const saving = useSelector(budget, (s) => s.matches('saving'));
  const clearing = useSelector(budget, (s) => s.matches('clearing'));
  const percent = status && status.monthlyBudget !== null ? Math.round(status.ratio * 1000) / 10 : undefined;
  return (
    <Box as="section" aria-labelledby="budget-heading">
      <Heading as="h2" size="md" id="budget-heading" mb="1">
        月度预算
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        本月消费达到预算的 {thresholdsText} 时，平台会发送站内信提醒（每个比例每月一次）。预算只用于提醒，不会中断调用。
      </Text>
      <ReportStatus loading={loading} error={loadError} onRetry={() => budget.send({ type: 'BUDGET.RETRY' })} />
      {status && (
        <Stack gap="4" maxW="560px">
          <Box role="group" aria-label="本月预算使用情况">
            <HStack justify="space-between" fontSize="sm" wrap="wrap">
              <Text>
                {monthLabel(status.month)}已消费 <b data-testid="budget-spent">{formatYuan(status.spent)}</b>
                {status.monthlyBudget !== null && <> / 预算 {formatYuan(status.monthlyBudget)}</>}
              </Text>
              <Text color="fg.muted">{percent === undefined ? '未设置预算' : `已用 ${percent}%`}</Text>
            </HStack>
            {percent !== undefined && (
              <Progress.Root
                value={Math.min(100, percent)}
                size="sm"
                mt="2"
                colorPalette={percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'blue'}
                aria-label="预算使用比例"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            <Text fontSize="sm" color="fg.muted" mt="2">
              {status.alerted.length > 0
                ? `本月已提醒：${status.alerted.map((t) => `${t}%`).join('、')}`
                : '本月尚未发送预算提醒'}
            </Text>
          </Box>
          <FormStack onSubmit={() => budget.send({ type: 'BUDGET.SAVE' })}>
            <TextField
              label="月度预算（元）"
              inputMode="decimal"
              placeholder="例如 500"
              value={typed}
              error={error}
              onValueChange={(value) => budget.send({ type: 'BUDGET.TYPE', value })}
            />
            <HStack gap="3">
              <Button type="submit" colorPalette="blue" size="sm" loading={saving}>
                保存预算
              </Button>
              {status.monthlyBudget !== null && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={clearing}
                  onClick={() => budget.send({ type: 'BUDGET.CLEAR' })}
                >
                  取消预算
                </Button>
              )}
            </HStack>
          </FormStack>
        </Stack>
      )}
    </Box>
  );
}
