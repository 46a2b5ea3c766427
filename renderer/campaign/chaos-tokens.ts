import type { ChaosToken, Difficulty } from '../../shared/campaign/campaign-definition.ts';
import { CARD_ICONS } from '../cards/card-icons.ts';

/** The German name of a token: numbers as printed (with a real minus), symbols by name. */
export function tokenLabel(token: ChaosToken): string {
  return CARD_ICONS[token]?.title ?? token.replace('-', '−');
}

const bag = (text: string) => text.split(' ') as ChaosToken[];

/**
 * The starting bag of a campaign without a definition, to edit from: the core set's
 * (Kampagnenleitfaden „Die Nacht des Zeloten“, Chaosbeutel je Schwierigkeitsgrad).
 */
export const FREE_CAMPAIGN_BAGS: Record<Difficulty, ChaosToken[]> = {
  easy: bag('+1 +1 0 0 0 -1 -1 -1 -2 -2 skull skull cultist tablet auto_fail elder_sign'),
  standard: bag('+1 0 0 -1 -1 -1 -2 -2 -3 -4 skull skull cultist tablet auto_fail elder_sign'),
  hard: bag('0 0 0 -1 -1 -2 -2 -3 -3 -4 -5 skull skull cultist tablet auto_fail elder_sign'),
  expert: bag('0 -1 -1 -2 -2 -3 -3 -4 -4 -5 -6 -8 skull skull cultist tablet auto_fail elder_sign'),
};
