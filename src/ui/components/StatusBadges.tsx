import { Badge } from '@chakra-ui/react';
import type { AppAuditStatus } from '../../domain/types/app.types';
import { APP_AUDIT_TEXT } from '../../domain/apps';
import { INVITATION_STATUS, type InvitationStatus } from '../../domain/trial';

const AUDIT_PALETTE: Record<AppAuditStatus, string> = { 0: 'gray', 1: 'orange', 2: 'green', 3: 'red' };
export function AppAuditBadge({ status }: { status: AppAuditStatus }) {
  return <Badge colorPalette={AUDIT_PALETTE[status]}>{APP_AUDIT_TEXT[status]}</Badge>;
}

const INVITATION_PALETTE: Record<InvitationStatus, string> = { 1: 'blue', 2: 'green', 3: 'gray' };
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return <Badge colorPalette={INVITATION_PALETTE[status]}>{INVITATION_STATUS[status]}</Badge>;
}
