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

export const tooLongMessage = (field: LimitedField): string =>
  `${TEXT_LIMITS[field].label}不能超过${TEXT_LIMITS[field].max}个字符`;

const isLimited = (field: string): field is LimitedField => Object.hasOwn(TEXT_LIMITS, field);

/**
 * Refuses the first limited text field over its limit; counts characters, not UTF-16 units, as a
 * person would. Other fields of the same patch (a profile's sex, say) are left to their own rules.
 */
export function checkLengths(values: object): void {
  for (const [field, value] of Object.entries(values)) {
    if (isLimited(field) && typeof value === 'string' && [...value].length > TEXT_LIMITS[field].max)
      refuse(tooLongMessage(field), 400);
  }
}
