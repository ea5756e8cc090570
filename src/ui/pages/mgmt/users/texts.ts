/** Texts shared by the admin console's user pages. */
export const DEFAULT_PASSWORD_HINT = '留空则为默认密码 Demo1234';
