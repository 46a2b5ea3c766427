import type { ReactNode } from 'react';
import { t } from '../i18n/messages.ts';
import { Tabs } from '../ui/tabs.tsx';

export type CampaignTab = 'investigators' | 'log' | 'bag' | 'notes' | 'standalone';

const TABS: readonly { id: CampaignTab; label: string }[] = [
  { id: 'investigators', label: t.tabInvestigators },
  { id: 'log', label: t.tabLog },
  { id: 'bag', label: t.tabBag },
  { id: 'notes', label: t.tabNotes },
  { id: 'standalone', label: t.tabStandalone },
];

/** The open campaign's areas as tabs over the panel of the one chosen. */
export function CampaignTabs({
  tab,
  onTab,
  children,
}: {
  tab: CampaignTab;
  onTab(tab: CampaignTab): void;
  children: ReactNode;
}) {
  return (
    <Tabs label={t.tabsLabel} tabs={TABS} selected={tab} onSelect={onTab}>
      {children}
    </Tabs>
  );
}
