import { useEffect, useState } from 'react';
import type { CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import { useAppStore } from '../store/store-context.tsx';

/** The full definition `id` names, once it has arrived; undefined for a free campaign. */
export function useDefinition(id: string | undefined): CampaignDefinition | undefined {
  const loadDefinition = useAppStore((state) => state.loadDefinition);
  const [definition, setDefinition] = useState<CampaignDefinition>();
  useEffect(() => {
    let current = true;
    setDefinition(undefined);
    if (id) void loadDefinition(id).then((loaded) => current && setDefinition(loaded));
    return () => {
      current = false;
    };
  }, [id, loadDefinition]);
  return definition?.id === id ? definition : undefined;
}
