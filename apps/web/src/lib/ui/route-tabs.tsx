/** A row of tabs that are routes (an organization's, a coalition's): choosing one opens its path. */
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MAIN_CONTENT_ID } from './main-content';

export type RouteTab = { key: string; label: string; path: string };

export function RouteTabs({
  tabs,
  active,
  label,
}: {
  tabs: readonly RouteTab[];
  active: string;
  label: string;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(key) => {
        const tab = tabs.find((t) => t.key === key);
        if (tab && key !== active) navigate(tab.path);
      }}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          // The tabs open routes: no tab panel exists, the page's main is what they change (Mantine drops
          // an undefined aria-controls and names a panel that is not there: axe aria-valid-attr-value).
          <Tabs.Tab key={tab.key} value={tab.key} aria-controls={MAIN_CONTENT_ID}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
