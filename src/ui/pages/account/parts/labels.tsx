import { Badge, Text } from '@chakra-ui/react';
import { formatYuan } from '../../../format';

/** Status and type names of the account centre's records (one place, shared by filters and badges). */
export const COUPON_STATUS: Record<number, string> = { 1: '可使用', 2: '已用完', 3: '已过期' };
export const ORDER_STATUS: Record<number, string> = { 1: '待支付', 2: '已支付', 3: '已取消', 4: '已退款' };
export const ORDER_TYPE: Record<number, string> = { 1: '账户充值', 2: '资源包', 3: 'SDK授权' };
export const TRADE_TYPE: Record<number, string> = { 1: '充值', 2: '消费', 3: '退款' };
export const CONTRACT_STATUS: Record<number, string> = { 1: '待签署', 2: '已签署', 3: '已到期' };
export const AUTH_CODE_STATUS: Record<number, string> = { 1: '有效', 2: '已过期', 3: '已停用' };

const PALETTES: Record<string, string> = {
  可使用: 'green',
  已支付: 'green',
  已签署: 'green',
  有效: 'green',
  充值: 'blue',
  待支付: 'orange',
  待签署: 'orange',
  退款: 'purple',
  已退款: 'purple',
  消费: 'gray',
};

export function StatusBadge({ text }: { text?: string }) {
  return <Badge colorPalette={PALETTES[text ?? ''] ?? 'gray'}>{text ?? '—'}</Badge>;
}

/** An amount right-aligned in tabular digits; `signed` colours income and spend. */
export function Amount({ value, signed = false }: { value: number; signed?: boolean }) {
  const color = !signed ? undefined : value > 0 ? 'green.fg' : value < 0 ? 'red.fg' : undefined;
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" color={color} whiteSpace="nowrap">
      {formatYuan(value, { signed })}
    </Text>
  );
}
