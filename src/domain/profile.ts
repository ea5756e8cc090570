/** Rules of the profile page, shared by its machines and (where it applies) the simulator. */
import { isEmail, isStrongPassword, messages } from './validation';

export const profileMessages = {
  saved: '保存成功',
  avatarUpdated: '头像已更新',
  emailInvalid: '请输入正确的邮箱地址',
  oldPasswordRequired: '请输入原密码',
  passwordChanged: '密码修改成功',
  samePassword: '新密码不能与原密码相同',
  confirmMismatch: '输入内容与确认文字不一致',
  loggedOff: '账号已注销',
} as const;

/** What must be typed, exactly, before an account can be deactivated. */
export const LOG_OFF_CONFIRMATION = '确认注销';

export interface ProfileDraft {
  nickName: string;
  position: string;
  companyName: string;
  email: string;
}

export function profileErrors(d: ProfileDraft): Partial<Record<keyof ProfileDraft, string>> {
  const errors: Partial<Record<keyof ProfileDraft, string>> = {};
  if (!d.nickName.trim()) errors.nickName = messages.surnameRequired;
  if (!d.position.trim()) errors.position = messages.positionRequired;
  if (!d.companyName.trim()) errors.companyName = messages.companyRequired;
  if (d.email.trim() && !isEmail(d.email.trim())) errors.email = profileMessages.emailInvalid;
  return errors;
}

export interface PasswordDraft {
  oldPassword: string;
  password: string;
  confirm: string;
}

export function passwordErrors(d: PasswordDraft): Partial<Record<keyof PasswordDraft, string>> {
  const errors: Partial<Record<keyof PasswordDraft, string>> = {};
  if (!d.oldPassword) errors.oldPassword = profileMessages.oldPasswordRequired;
  if (!d.password) errors.password = messages.passwordRequired;
  else if (!isStrongPassword(d.password)) errors.password = messages.passwordPattern;
  else if (d.password === d.oldPassword) errors.password = profileMessages.samePassword;
  if (!d.confirm) errors.confirm = messages.passwordRequired;
  else if (d.confirm !== d.password) errors.confirm = messages.passwordMismatch;
  return errors;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];
const IMAGE_MAX = 3 * 1024 * 1024;

/** The SPEC's image rules, checked before anything is sent. */
export function imageError(file: { type: string; size: number; name: string }): string | undefined {
  if (!IMAGE_TYPES.includes(file.type) || !/\.(jpe?g|png)$/i.test(file.name)) return messages.imageType;
  if (file.size > IMAGE_MAX) return messages.imageSize;
  return undefined;
}
