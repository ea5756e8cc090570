import type { UserType } from '../../../../domain/types/user.types';

/** SPEC section 3: 1 admin, 2 user, 3 guest. */
export const USER_TYPE_TEXT: Record<UserType, string> = { 1: '管理员', 2: '用户', 3: '游客' };
