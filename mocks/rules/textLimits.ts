/**
 * How long free text the simulator stores may be, where SPEC section 5 sets no limit (its own
 * limits live with their forms: feedback, consultation, certification, apps, roles and groups).
 * A megabyte of nickname used to be accepted and stored; now it is refused with the field's name.
 */
import { refuse } from './respond';

export const TEXT_LIMITS = {
  nickName: { label: '姓氏', max: 20 },
  position: { label: '职能', max: 20 },
  companyName: { label: '公司名称', max: 100 },
  email: { label: '邮箱', max: 100 },
  avatarUrl: { label: '头像地址', max: 500 },
  legalPerson: { label: '法人姓名', max: 50 },
  contactName: { label: '联系人姓名', max: 50 },
  question: { label: '问题', max: 2000 },
} as const;

export type LimitedField = keyof typeof TEXT_LIMITS;

export const tooLongMessage = (field: LimitedField): string => `${TEXT_LIMITS[field].label}不能超过${TEXT_LIMITS[field].max}个字符`;

/** Refuses the first field over its limit; counts characters, not UTF-16 units, as a person would. */
export function checkLengths(values: Partial<Record<LimitedField, string>>): void {
  for (const [field, value] of Object.entries(values) as Array<[LimitedField, string | undefined]>) {
    if (value !== undefined && [...value].length > TEXT_LIMITS[field].max) refuse(tooLongMessage(field), 400);
  }
}
