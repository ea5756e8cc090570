import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { ServerError } from '../../../components/form/formParts';

/** The dialog around one row's links (roles, groups, members); changes apply at once. */
export function LinksDialogView({
  open,
  title,
  error,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  error?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          完成
        </Button>
      }
    >
      <Stack gap="6">
        {children}
        <ServerError message={error} />
      </Stack>
    </AppDialog>
  );
}
