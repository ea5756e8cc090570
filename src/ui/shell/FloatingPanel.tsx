import { Box, Button, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import { useSystemActor } from '../hooks/appActor';
import { LazyPopover } from './LazyPopover';
import { panelIcons } from './panelIcons';
import { paths } from '../../routes/paths';

const SALES_PHONE = '400-820-1024';
const BUSINESS_MAIL = 'bd@ai-open-platform.cn';

/**
 * The room the panel takes beside the main area. From 768 px the panel is a column of the layout,
 * not a layer over the page: whatever the page puts at its right edge (a pager, a card's button, a
 * code block's 复制) stays clickable. Collapsed (the default) it is its one 展开工具栏 button: the
 * actions are hidden, so the page keeps its width. On a phone that button sits in the corner, over
 * the page, and the main area ends with room (PHONE_PANEL_ROOM) to scroll clear of it.
 */
const GUTTER = { collapsed: { base: '0', md: '58px' }, expanded: { base: '0', md: '122px' } } as const;
export const PHONE_PANEL_ROOM = { base: '16', md: '0' } as const;

interface ActionProps {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  asChild?: boolean;
  children?: ReactNode;
}

/** One of the expanded panel's actions: its icon and its words. */
function PanelAction({ label, icon, onClick, ...rest }: ActionProps) {
  return (
    <Button size="sm" variant="ghost" w="full" justifyContent="flex-start" gap="1.5" onClick={onClick} {...rest}>
      {rest.children ?? (
        <>
          {icon}
          {label}
        </>
      )}
    </Button>
  );
}

function ContactButton({ label, icon, detail }: { label: string; icon: ReactNode; detail: string }) {
  const [open, setOpen] = useState(false);
  return (
    <LazyPopover
      trigger={<PanelAction label={label} icon={icon} />}
      placement="left"
      width="auto"
      open={open}
      onOpenChange={setOpen}
    >
      <Text fontSize="sm">{detail}</Text>
    </LazyPopover>
  );
}

function ConsultationButton() {
  const consultation = useSystemActor('consultation');
  return (
    <PanelAction
      label="合作咨询"
      icon={panelIcons.consultation}
      onClick={() => consultation.send({ type: 'CONSULTATION.OPEN' })}
    />
  );
}

function FeedbackButton() {
  const feedback = useSystemActor('feedback');
  // Who gives it (guest or user, SPEC section 6) the feedback flow reads from the session once known.
  return (
    <PanelAction label="意见反馈" icon={panelIcons.feedback} onClick={() => feedback.send({ type: 'FEEDBACK.OPEN' })} />
  );
}

function TryAiLink() {
  return (
    <PanelAction label="体验AI" icon={panelIcons.tryAi} asChild>
      <Link href={paths.experienceCenter()}>
        {panelIcons.tryAi}
        体验AI
      </Link>
    </PanelAction>
  );
}

/** The floating side panel of SPEC section 1: contacts, try the AI, feedback, back to top. */
export function FloatingPanel({ scrollTarget }: { scrollTarget: RefObject<HTMLElement | null> }) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <Box
      position="relative"
      flexShrink={0}
      w={collapsed ? GUTTER.collapsed : GUTTER.expanded}
      data-testid="floating-panel-gutter"
    >
      <Box
        as="aside"
        aria-label="悬浮工具栏"
        data-testid="floating-panel"
        position={{ base: 'fixed', md: 'absolute' }}
        right={{ base: '3', md: '2' }}
        bottom={{ base: '4', md: '24' }}
        zIndex="docked"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius={{ base: collapsed ? 'full' : 'lg', md: 'lg' }}
        boxShadow={{ base: 'lg', md: 'md' }}
        p="1"
      >
        <Stack gap="0.5" w={collapsed ? undefined : '100px'} align={collapsed ? 'center' : 'stretch'}>
          <IconButton
            size={collapsed ? 'sm' : { base: 'sm', md: 'xs' }}
            variant="ghost"
            w="full"
            borderRadius={{ base: 'full', md: 'l2' }}
            aria-label={collapsed ? '展开工具栏' : '收起工具栏'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? (
              panelIcons.tools
            ) : (
              <>
                <Box as="span" hideBelow="md" aria-hidden>
                  ›
                </Box>
                <Box as="span" hideFrom="md" aria-hidden>
                  ×
                </Box>
              </>
            )}
          </IconButton>
          {!collapsed && (
            <>
              <ContactButton label="销售咨询" icon={panelIcons.sales} detail={`销售热线：${SALES_PHONE}`} />
              <ContactButton label="商务合作" icon={panelIcons.business} detail={`媒体/商务合作：${BUSINESS_MAIL}`} />
              <ConsultationButton />
              <TryAiLink />
              <FeedbackButton />
              <PanelAction
                label="返回顶部"
                icon={panelIcons.top}
                onClick={() => scrollTarget.current?.scrollTo({ top: 0, behavior: 'smooth' })}
              />
            </>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
