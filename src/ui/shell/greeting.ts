/** Greeting by hour (SPEC section 9): 6-10 morning, 11-12 noon, 13-17 afternoon, otherwise evening. */
export function greetingFor(hour: number): string {
  if (hour >= 6 && hour <= 10) return '早上好';
  if (hour >= 11 && hour <= 12) return '中午好';
  if (hour >= 13 && hour <= 17) return '下午好';
  return '晚上好';
}

/** Unread badges are capped (SPEC section 9). */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
