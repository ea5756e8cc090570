import { Box, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { matchRoute } from '../routes/resolve';
import { isDestination } from './paletteEntries';
import { rememberPage } from './recentPages';

// The palette's dialog and list load with its first opening: the first paint carries only this button.
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);
const never = () => () => {};
/**
 * The shortcut's modifier as this device names it. Pages prerendered at build time (src/prerender)
 * say Ctrl; a Mac's hydration then swaps in ⌘ without a mismatch.
 */
const useModifierKey = () =>
  useSyncExternalStore(
    never,
    () => (isMac() ? '⌘' : 'Ctrl'),
    () => 'Ctrl',
  );

function SearchIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** Remembers every page visited (for 最近访问), whether or not the palette was ever opened. */
function useRememberPages() {
  const [location] = useLocation();
  useEffect(() => {
    const route = matchRoute(location)?.route;
    if (route && isDestination(route)) rememberPage(route.fullPath);
  }, [location]);
}

/** The header's 命令面板 button and its Ctrl/⌘+K shortcut; mounts the palette once first opened. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const modifier = useModifierKey();
  if (open && !loaded) setLoaded(true);
  useRememberPages();
  // Listening from the commit, not from a passive effect: a busy first load can run those after
  // the page has painted, and a Ctrl+K pressed on the painted page would be lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {/* The key hint sits beside the button: inside it, its visible text would not be part of the button's name. */}
      <HStack gap="1">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label="打开命令面板"
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          title={`搜索页面与操作（${modifier}+K）`}
          onPointerEnter={() => void loadPalette()}
          onClick={() => setOpen(true)}
          color="fg.muted"
        >
          <SearchIcon />
        </IconButton>
        <Box
          as="span"
          display={{ base: 'none', lg: 'inline-flex' }}
          aria-hidden="true"
          fontSize="xs"
          fontFamily="mono"
          borderWidth="1px"
          borderRadius="sm"
          px="1"
          color="fg.muted"
        >
          {modifier} K
        </Box>
      </HStack>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
