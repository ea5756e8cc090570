import { describe, expect, it } from 'vitest';
import { emptyRoleForm, emptyUserForm } from '../../../src/domain/adminForms';

/** The new-user and new-role dialogs open blank: no leftover text and no preselected role or group. */
describe('blank admin forms', () => {
  it('opens the new-user form with every field empty', () => {
    expect(emptyUserForm()).toEqual({
      userName: '',
      phone: '',
      nickName: '',
      email: '',
      password: '',
      roleIds: [],
      groupIds: [],
    });
  });

  it('opens the new-role form with an empty name and description', () => {
    expect(emptyRoleForm()).toEqual({ roleName: '', description: '' });
  });
});
