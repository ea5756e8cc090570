import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../../App';
import type { AppActor } from '../../machines/app';
import { readToken } from '../../machines/credentials';

declare global {
  interface Window {
    /** Clicks on a prerendered page before it was hydrated, kept by index.html's inline script until `stop`. */
    __earlyClicks?: { targets: Element[]; stop: () => void };
  }
}

/** The app has the page: index.html's keeping of early clicks ends; the clicks it kept, in order. */
function takeEarlyClicks(container: HTMLElement): Element[] {
  container.removeAttribute('data-prerendered');
  const early = window.__earlyClicks;
  delete window.__earlyClicks;
  early?.stop();
  return early?.targets ?? [];
}

/**
 * The clicks a visitor made on the prerendered page while its code loaded, in order: React hydrates
 * what each one hits before handling it, as for any click during hydration.
 */
function replayEarlyClicks(container: HTMLElement) {
  for (const target of takeEarlyClicks(container))
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Text typed into the prerendered page's fields before its code arrived: each field is set back
 * to the text it was rendered with (before hydration, so React finds the markup it rendered) and
 * its typed text kept for `replayTyping`.
 */
function takeTyping(container: HTMLElement): Array<[Field, string]> {
  const fields = [...container.querySelectorAll<Field>('input, textarea')].filter(
    (field) => field.value !== field.defaultValue,
  );
  return fields.map((field) => {
    const typed = field.value;
    field.value = field.defaultValue;
    return [field, typed];
  });
}

/**
 * The kept text arrives as typing does: an input event hydrates the field at once (as a click
 * does), then the text is set past React's record of the field's value and announced, so React
 * sees a change and the field's owner gets it.
 */
function replayTyping(typing: Array<[Field, string]>) {
  for (const [field, typed] of typing) {
    field.dispatchEvent(new Event('input', { bubbles: true }));
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Tells once the first render has been committed to the page. */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * Renders the app into #root: React, Chakra and the shell live in this module's chunk, evaluated
 * once the session has started. The first render, and the hydration of a prerendered page, is a
 * transition: React renders it in slices between which the browser can paint and take input,
 * rather than as one task of hundreds of ms on a phone (measured: a third less blocking time on
 * user management at 4× CPU; on /home, Lighthouse's mobile blocking time 600–665 ms against
 * 726–810 ms).
 */
export function mountApp(app: AppActor, onFirstCommit?: () => void) {
  const tree = (
    <StrictMode>
      <Committed onCommit={onFirstCommit}>
        <App actor={app} />
      </Committed>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // A guest's page prerendered at build time (scripts/build/prerender.ts) is taken over as it is;
  // a signed-in visitor's copy of it was never shown (index.html) and makes way for their own.
  if (container.hasAttribute('data-prerendered') && !readToken()) {
    const typing = takeTyping(container);
    startTransition(() => void hydrateRoot(container, tree));
    replayTyping(typing);
    replayEarlyClicks(container);
    return;
  }
  // No prerendered page was shown (none, or a signed-in visitor's hidden copy): no click was kept.
  takeEarlyClicks(container);
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(tree));
}
