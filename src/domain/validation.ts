/** Validation rules and exact messages of SPEC section 5, shared by the UI and the simulator. */

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\s\S]{6,20}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
export const INVITATION_CODE_LENGTH = 8;

export const messages = {
  phoneInvalid: '请输入正确的手机号',
  phoneInvalidOnSend: '手机号不正确',
  userNameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  phoneRequired: '请输入手机号',
  codeRequired: '请输入验证码',
  captchaRequired: '请先完成验证',
  passwordPattern: '密码需包含字母和数字，长度6-20位',
  passwordMismatch: '两次密码不一致',
  surnameRequired: '请输入姓氏',
  positionRequired: '请选择职能',
  companyRequired: '请填写公司名称',
  invitationCodeInvalid: '邀请码格式错误',
  feedbackTypeRequired: '请选择反馈类型',
  feedbackContentRequired: '请填写反馈内容',
  contactInvalid: '请输入正确的手机号或邮箱',
  imageType: '仅支持上传jpeg、png、jpg格式图片',
  imageSize: '图片大小不能超过3MB',
  imageCount: '仅支持上传3张图片',
  // Cooperation consultation (SPEC section 5).
  consultCompanyRequired: '请输入公司名称',
  tooLong: '超出最大长度',
  consultNameRequired: '请输入姓名',
  consultPhoneRequired: '请输入联系电话',
  consultPhoneInvalid: '手机号格式不正确',
  industryRequired: '请选择行业',
} as const;

export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);
export const isStrongPassword = (v: string): boolean => PASSWORD_PATTERN.test(v);
export const isEmail = (v: string): boolean => EMAIL_PATTERN.test(v);
export const isInvitationCode = (v: string): boolean => v.length === INVITATION_CODE_LENGTH;

/** Passwords travel base64-encoded (SPEC section 5), UTF-8 safe. */
export function encodePassword(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

export function decodePassword(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
