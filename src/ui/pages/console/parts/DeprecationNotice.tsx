import { Alert, Text } from '@chakra-ui/react';
import type { ModelMarketInfo } from '../../../../domain/types/modelMarket.types';
import { todayIso } from '../../../../machines/clock';
import { deprecationNotice } from '../../../../domain/modelMarket';

/**
 * A deprecated model's date and what to move to: a short line on a card (`compact`), an alert on
 * the model's page. Nothing for a model that is not deprecated.
 */
export function DeprecationNotice({
  model,
  compact = false,
}: {
  model: Pick<ModelMarketInfo, 'deprecationDate' | 'replacement'>;
  compact?: boolean;
}) {
  const notice = deprecationNotice(model.deprecationDate, todayIso());
  if (!notice) return null;
  const move = model.replacement ? `（替代模型：${model.replacement}）` : '';
  if (compact) {
    return (
      <Text fontSize="xs" color="orange.700" mt="2" data-testid="deprecation">
        {notice}
        {move}
      </Text>
    );
  }
  return (
    <Alert.Root status="warning" mt="4" data-testid="deprecation">
      <Alert.Indicator />
      <Alert.Title>
        {notice}
        {move}
      </Alert.Title>
    </Alert.Root>
  );
}
