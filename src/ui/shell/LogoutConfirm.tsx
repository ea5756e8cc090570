import { ConfirmDialogView } from '../components/dialog/ConfirmDialogView';

/** SPEC section 2: logout asks first; confirming clears the token and reloads. */
export function LogoutConfirm({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialogView
      open={open}
      title="退出登录"
      message="确定要退出当前账号吗？"
      confirmText="确定退出"
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
