import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { COLOR_MODE_LABEL, useColorMode, type ColorMode } from './colorMode';

// Zag's menu loads on the first hover, focus or click: until then the trigger is a plain button.
const load = () => import('./ThemeMenuShown');
const ThemeMenuShown = lazy(() => load().then((m) => ({ default: m.ThemeMenuShown })));
const preload = () => void load();

export function ThemeIcon({ mode }: { mode: ColorMode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {mode === 'dark' ? (
        <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
      ) : (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      )}
    </svg>
  );
}

/** The header's 主题 menu: 浅色, 深色 or 跟随系统; its name says the current choice. */
export function ThemeMenu() {
  const { choice, mode } = useColorMode();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const button = (idleProps?: IconButtonProps) => (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={`主题：${COLOR_MODE_LABEL[choice]}`}
      data-testid="theme-menu"
      color="fg.muted"
      {...idleProps}
    >
      <ThemeIcon mode={mode} />
    </IconButton>
  );
  const idle = button({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setOpen(true),
  });
  const trigger = button();
  if (!wanted) return idle;
  return (
    <Suspense fallback={idle}>
      <ThemeMenuShown trigger={trigger} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
