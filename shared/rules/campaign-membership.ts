import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { grimoire } from './deck-problem.ts';

// Grimoire „Einer Kampagne beitreten oder sie verlassen“: between two scenarios players may join
// or leave a campaign; the campaign screens cite it where an investigator leaves.

/** The rule the leave dialog cites. */
export const JOIN_LEAVE_RULE = grimoire(GRIMOIRE_SECTIONS.joinLeave);
