import { GUIDE_SETUP_NAME } from '../../i18n/de/guide-texts.ts';
import type { GuideData } from '../types.ts';
import { SETUP } from '../walk-state.ts';
import type { GuideTranslator } from './guide-translator.ts';

// The German name of a scenario the guide walks: the campaign's own scenarios by their definition
// name, a side story by its German title from its catalogue, the campaign setup by the app's word.
// A replayed scenario (`heart_of_the_elders_part_1~2`, the prompt's key for the second play) is
// named as the scenario itself.

export function scenarioNamer(
  guide: GuideData,
  definitionNames: ReadonlyMap<string, string>,
  t: GuideTranslator,
): (id: string) => string {
  return (key) => {
    const id = key.replace(/~\d+$/, '');
    if (id === SETUP) return GUIDE_SETUP_NAME;
    const named = definitionNames.get(id);
    if (named) return named;
    const file = [...guide.scenarios, ...(guide.sideStories ?? [])].find((item) => item.data.id === id);
    const english = file && typeof file.data.scenario_name === 'string' ? file.data.scenario_name : undefined;
    return english ? t.plain(english, file?.file) : key;
  };
}
