import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { visuallyHiddenSx } from '@/app/shell/shell-layout';

/** What the live region says once a page opened by a link or the menu shows its heading (ours; the spec is silent). */
export const pageOpenedText = (heading: string): string => `Ny sida: ${heading}`;

// The page's main heading: the shell's content area holds the page (the gates are full pages of their own).
const findHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/** The page took the focus itself (a field with autofocus, a dialog): its heading does not take it away. */
function focusTakenByPage(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && (active.closest('main') !== null || active.closest('[role="dialog"]') !== null);
}

/**
 * After a move to another page (a menu click, a link; not the first page of a session) the new page's h1 takes the
 * focus (tabIndex -1, so Tab goes on from the page's top) and a polite live region names it (WCAG 2.4.3, 4.1.3): a
 * screen reader hears that the page changed. Pages that load their heading later are waited for.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = ''; // from now on every change of page is announced, a return to the first one too
    const announce = (heading: HTMLElement) => {
      if (!focusTakenByPage()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setMessage(pageOpenedText(heading.textContent?.trim() ?? ''));
    };
    const shown = findHeading();
    if (shown) {
      announce(shown);
      return undefined;
    }
    // A lazy page or one whose heading comes with its data: wait for the heading to appear.
    const observer = new MutationObserver(() => {
      const heading = findHeading();
      if (!heading) return;
      observer.disconnect();
      announce(heading);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer" sx={visuallyHiddenSx}>
      {message}
    </Box>
  );
}
