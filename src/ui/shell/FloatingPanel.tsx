import { Box, Button, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { userTypeOf } from '../../machines/session';
import { useSystemActor } from '../hooks/appActor';
import { LazyPopover } from './LazyPopover';

const SALES_PHONE = '400-820-1024';
const BUSINESS_MAIL = 'bd@ai-open-platform.cn';

function ContactButton({ label, detail }: { label: string; detail: string }) {
  const [open, setOpen] = useState(false);
  const trigger = (
    <Button size="sm" variant="ghost" w="full">
      {label}
    </Button>
  );
  return (
    <LazyPopover trigger={trigger} placement="left" width="auto" open={open} onOpenChange={setOpen}>
      <Text fontSize="sm">{detail}</Text>
    </LazyPopover>
  );
}

function ConsultationButton() {
  const consultation = useSystemActor('consultation');
  return (
    <Button size="sm" variant="ghost" w="full" onClick={() => consultation.send({ type: 'CONSULTATION.OPEN' })}>
      合作咨询
    </Button>
  );
}

function FeedbackButton() {
  const feedback = useSystemActor('feedback');
  const session = useSystemActor('session');
  // Guests give feedback too (SPEC section 6): the user type follows who is signed in.
  const userType = useSelector(session, (s) => userTypeOf(s.context));
  return (
    <Button size="sm" variant="ghost" w="full" data-action="feedback" onClick={() => feedback.send({ type: 'FEEDBACK.OPEN', userType })}>
      意见反馈
    </Button>
  );
}

/** The floating side panel of SPEC section 1: contacts, try the AI, feedback, back to top. */
export function FloatingPanel({ scrollTarget }: { scrollTarget: RefObject<HTMLElement | null> }) {
  // On a phone the open panel would cover the content it floats over.
  const [collapsed, setCollapsed] = useState(() => window.matchMedia('(max-width: 767px)').matches);
  return (
    <Box
      as="aside"
      aria-label="悬浮工具栏"
      data-testid="floating-panel"
      position="fixed"
      right="3"
      bottom="24"
      zIndex="docked"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="md"
      p="1.5"
    >
      <IconButton
        size="xs"
        variant="ghost"
        w="full"
        aria-label={collapsed ? '展开工具栏' : '收起工具栏'}
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {collapsed ? '‹' : '›'}
      </IconButton>
      {!collapsed && (
        <Stack gap="1" w="92px">
          <ContactButton label="销售咨询" detail={`销售热线：${SALES_PHONE}`} />
          <ContactButton label="商务合作" detail={`媒体/商务合作：${BUSINESS_MAIL}`} />
          <ConsultationButton />
          <Link href="/console/experience-center" style={{ textDecoration: 'none' }}>
            <Button size="sm" variant="ghost" w="full" asChild>
              <span>体验AI</span>
            </Button>
          </Link>
          <FeedbackButton />
          <Button size="sm" variant="ghost" w="full" onClick={() => scrollTarget.current?.scrollTo({ top: 0, behavior: 'smooth' })}>
            回到顶部
          </Button>
        </Stack>
      )}
    </Box>
  );
}
