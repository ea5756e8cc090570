import { Badge, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../format';

export const CUSTOMER_STATUS: Record<number, string> = { 1: '待跟进', 2: '已联系' };
export const SDK_STATUS: Record<number, string> = { 1: '有效', 2: '已过期', 3: '已停用' };
export const ORDER_STATUS: Record<number, string> = { 1: '待支付', 2: '已支付', 3: '已取消', 4: '已退款' };
export const ORDER_TYPE: Record<number, string> = { 1: '账户充值', 2: '资源包', 3: 'SDK授权' };
export const DOWNLOAD_AUDIT_STATUS: Record<number, string> = { 1: '待审核', 2: '审核通过', 3: '审核驳回' };

const COLORS: Record<string, string> = {
  待跟进: 'orange',
  已联系: 'green',
  有效: 'green',
  已过期: 'gray',
  已停用: 'red',
  待支付: 'orange',
  已支付: 'green',
  已取消: 'gray',
  已退款: 'purple',
  待审核: 'orange',
  审核通过: 'green',
  审核驳回: 'red',
};

export function StatusBadge({ text }: { text: string }) {
  return <Badge colorPalette={COLORS[text] ?? 'gray'}>{text}</Badge>;
}

/** A date-time that never wraps inside a narrow table cell. */
export function TimeText({ iso }: { iso?: string }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {formatDateTime(iso)}
    </Text>
  );
}
