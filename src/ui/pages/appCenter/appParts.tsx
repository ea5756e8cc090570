import { Badge, Box, Image } from '@chakra-ui/react';
import type { AppAuditStatus } from '../../../api/types';
import { APP_AUDIT_TEXT } from '../../../machines/rules/apps';

export { APP_LIST_PATH } from '../../../machines/appStore';
export const APP_DIALOGUE_PATH = '/app-center/my-app/app-dialogue';
export const APP_DETAIL_PATH = '/app-center/app-detail';
export const APP_STORE_PATH = '/app-center/app-store';

/** The app's uploaded icon, or its first character on a coloured square. */
export function AppIcon({ name, url, size = '40px' }: { name: string; url?: string; size?: string }) {
  if (url) return <Image src={url} alt="" boxSize={size} borderRadius="md" objectFit="cover" flexShrink={0} />;
  return (
    <Box boxSize={size} borderRadius="md" bg="blue.500" color="white" display="grid" placeItems="center" fontWeight="bold" flexShrink={0} aria-hidden>
      {name.slice(0, 1)}
    </Box>
  );
}

const AUDIT_PALETTE: Record<AppAuditStatus, string> = { 0: 'gray', 1: 'orange', 2: 'green', 3: 'red' };
export function AppAuditBadge({ status }: { status: AppAuditStatus }) {
  return <Badge colorPalette={AUDIT_PALETTE[status]}>{APP_AUDIT_TEXT[status]}</Badge>;
}

