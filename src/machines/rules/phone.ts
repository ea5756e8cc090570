/** Digits 4-7 become stars: 13812345678 → 138****5678 (SPEC section 9). */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
