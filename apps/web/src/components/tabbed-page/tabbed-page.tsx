import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { type TabsActions, tabsClasses } from '@mui/material/Tabs';
import { type ReactNode, Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { REDIRECT_PARAM, resolveTabId, tabLabel } from './tab-selection';

// Most tab sets never ask; the dialog code loads the first time one does.
const UnsavedChangesDialog = lazy(() =>
  import('../confirm-dialog/confirm-dialog').then((m) => ({ default: m.UnsavedChangesDialog })),
);

export interface TabDefinition {
  /** Goes into the address hash: short, stable, kebab-case. */
  id: string;
  label: string;
  count?: number | null;
  /** Without this permission the tab is not shown at all. */
  permission?: string;
  disabled?: boolean;
  render: () => ReactNode;
}

export interface TabbedPageProps {
  tabs: readonly TabDefinition[];
  /** Names the tab list for assistive technology. */
  ariaLabel: string;
  /** Ask before switching (a form with unsaved changes): true, or a test of the intended move. */
  confirmSwitch?: boolean | ((from: string, to: string) => boolean);
  centered?: boolean;
}

/**
 * Scrolls the tab strip (only it, never the page) so the selected tab is wholly in view. MUI does
 * this when the indicator moves, but not when the strip itself narrows — as when its scroll
 * buttons appear after the first layout — which on a phone left the selected tab half hidden.
 */
export function revealSelectedTab(scroller: HTMLElement): void {
  const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const view = scroller.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < view.left) scroller.scrollLeft -= view.left - box.left;
  else if (box.right > view.right)
    scroller.scrollLeft += Math.min(box.right - view.right, box.left - view.left);
}

// After MUI's own scroll animation (the theme's standard 300 ms), which would undo an earlier fix.
const SETTLE_MS = 350;

export function TabbedPage({ tabs, ariaLabel, confirmSwitch = false, centered = false }: TabbedPageProps) {
  const { hash, search, pathname } = useLocation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const baseId = useId();
  const [pending, setPending] = useState<string | null>(null);

  const visible = useMemo(
    () => tabs.filter((tab) => tab.permission === undefined || hasPermission(tab.permission)),
    [tabs, hasPermission],
  );
  const visibleIds = useMemo(() => visible.map((tab) => tab.id), [visible]);
  const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);
  const selectedId = resolveTabId(visibleIds, hash, redirect);

  // The address always names the shown tab: a redirect or unknown id is rewritten, not left stale.
  useEffect(() => {
    if (selectedId === null) return;
    const params = new URLSearchParams(search);
    const hadRedirect = params.has(REDIRECT_PARAM);
    params.delete(REDIRECT_PARAM);
    if (hash === `#${encodeURIComponent(selectedId)}` && !hadRedirect) return;
    const query = params.toString();
    void navigate(
      { pathname, search: query ? `?${query}` : '', hash: encodeURIComponent(selectedId) },
      { replace: true },
    );
  }, [selectedId, hash, search, pathname, navigate]);

  const select = (id: string) => {
    void navigate({ pathname, search, hash: encodeURIComponent(id) });
  };

  const requestSwitch = (id: string) => {
    if (id === selectedId) return;
    const mustConfirm =
      typeof confirmSwitch === 'function'
        ? selectedId !== null && confirmSwitch(selectedId, id)
        : confirmSwitch;
    if (mustConfirm) setPending(id);
    else select(id);
  };

  const selected = visible.find((tab) => tab.id === selectedId);
  const tabsRoot = useRef<HTMLDivElement | null>(null);
  const tabsActions = useRef<TabsActions | null>(null);
  const labels = visible.map((tab) => tabLabel(tab.label, tab.count)).join('\u0000');
  const shown = selected !== undefined;

  // Labels that change after mount (counts arriving) move the tabs: re-measure the underline, then
  // bring the selected tab back into view once everything has settled.
  useEffect(() => {
    const scroller = tabsRoot.current?.querySelector<HTMLElement>(`.${tabsClasses.scroller}`);
    if (!scroller) return;
    // Not updateScrollButtons: it rebuilds MUI's intersection observers, and rebuilt in the middle
    // of a scroll animation they can read a stale entry and hide both buttons.
    tabsActions.current?.updateIndicator();
    const frame = requestAnimationFrame(() => revealSelectedTab(scroller));
    const settle = setTimeout(() => revealSelectedTab(scroller), SETTLE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [labels, selectedId]);

  // The strip narrows or widens (scroll buttons shown or hidden, a rotated phone), or a tab changes
  // width without its label changing (a Devanagari web font arriving after the first layout): the
  // underline is measured again and the selected tab brought back into view.
  useEffect(() => {
    const scroller = tabsRoot.current?.querySelector<HTMLElement>(`.${tabsClasses.scroller}`);
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        tabsActions.current?.updateIndicator();
        revealSelectedTab(scroller);
      });
    });
    observer.observe(scroller);
    for (const tab of scroller.querySelectorAll<HTMLElement>('[role="tab"]')) observer.observe(tab);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [shown, centered, labels]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  if (!selected) return null;
  return (
    <Box>
      <Tabs
        ref={tabsRoot}
        action={tabsActions}
        value={selected.id}
        onChange={(_e, id: string) => requestSwitch(id)}
        aria-label={ariaLabel}
        variant={centered ? 'fullWidth' : 'scrollable'}
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {visible.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            label={tabLabel(tab.label, tab.count)}
            disabled={tab.disabled}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} sx={{ pt: 2 }}>
        {selected.render()}
      </Box>
      {pending !== null && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog
            open
            onGoBack={() => setPending(null)}
            onProceed={() => {
              select(pending);
              setPending(null);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
