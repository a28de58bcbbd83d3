/**
 * "Skip to main content" (issue 14 §1, WCAG 2.4.1): the first thing Tab reaches on every page, shown
 * only while focused; Enter moves the focus to the page's `<main id="main-content">`.
 */
import { type CSSProperties, type MouseEvent, useState } from 'react';
import { MAIN_CONTENT_ID } from '../../lib/ui/main-content';

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const shown: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 10000,
  padding: '8px 16px',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-brand-filled)',
  color: 'var(--mantine-color-white)',
  fontWeight: 600,
  textDecoration: 'none',
  outline: '2px solid var(--mantine-color-brand-9)',
  outlineOffset: 2,
};

export function focusMainContent() {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export function SkipLink() {
  const [focused, setFocused] = useState(false);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The address keeps no #main-content: the router would treat it as a navigation.
    event.preventDefault();
    focusMainContent();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={focused ? shown : hidden}
    >
      Skip to main content
    </a>
  );
}

/** Props of the element that holds the page: the skip link's target, focusable by script only. */
export const mainContentProps = {
  id: MAIN_CONTENT_ID,
  tabIndex: -1,
  style: { outline: 'none' },
} as const;
