import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../renderer/api/api-client.ts';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import { deckJsonOf, draftOf } from '../../../renderer/store/deck/deck-draft.ts';
import { selectSavedDeckTags, selectVisibleSavedDecks } from '../../../renderer/store/deck/my-decks-selectors.ts';
import { parseDeckTags } from '../../../shared/decks/deck-json.ts';
import { parseNotes } from '../../../shared/decks/deck-notes-markdown.ts';
import { fixturePool } from '../../support/card-data.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';

// Deck notes (Markdown as a tree, never HTML) and tags: parsed, carried by the draft into the
// ArkhamDB fields description_md and tags and back, edited with undo, filtered in "Meine Decks".

const pool = await fixturePool();
const noApi: ApiClient = {
  call: () => Promise.reject(new Error('no api')),
  onEvent: () => () => {},
};

describe('deck notes and tags', () => {
  it('parses headings, lists, emphasis, code and links; HTML in a note stays text', () => {
    const blocks = parseNotes(
      '# Plan\nHinweise **schnell** sammeln,\n*dann* kämpfen.\n\n- Machete\n- `Notfallvorrat`\n1. eins\n\n<script>alert(1)</script> [ArkhamDB](https://arkhamdb.com)\n---\n> Zitat',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Plan' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Hinweise ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'schnell' }] },
          { kind: 'text', text: ' sammeln, ' },
          { kind: 'em', children: [{ kind: 'text', text: 'dann' }] },
          { kind: 'text', text: ' kämpfen.' },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'Machete' }], [{ kind: 'code', text: 'Notfallvorrat' }]],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'eins' }]] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: '<script>alert(1)</script> ' },
          { kind: 'link', text: 'ArkhamDB', href: 'https://arkhamdb.com' },
        ],
      },
      { kind: 'rule' },
      { kind: 'quote', children: [{ kind: 'text', text: 'Zitat' }] },
    ]);
  });

  it('reads ArkhamDB tags separated by spaces or commas, lower case and each once', () => {
    expect(parseDeckTags('Solo  kampf,Wächter solo')).toEqual(['solo', 'kampf', 'wächter']);
    expect(parseDeckTags(null)).toEqual([]);
  });

  it('carries notes and tags from the draft into description_md and tags and back', () => {
    const draft = draftOf({ ...ROLAND_STARTER, description_md: 'Notiz', tags: 'solo kampf' }, 'Deck');
    expect(draft).toMatchObject({ notes: 'Notiz', tags: ['solo', 'kampf'] });
    expect(deckJsonOf(draft)).toMatchObject({ description_md: 'Notiz', tags: 'solo kampf' });
    const plain = deckJsonOf(draftOf(ROLAND_STARTER, 'Deck'));
    expect(plain).not.toHaveProperty('description_md');
    expect(plain).not.toHaveProperty('tags');
  });

  it('edits notes as one undo step while typing, tags as their own step', () => {
    const store = createAppStore({ api: noApi, storage: undefined });
    store.setState({ cardPool: pool });
    store.getState().loadDraft(draftOf(ROLAND_STARTER, 'Deck'));
    for (const text of ['P', 'Pl', 'Plan']) store.getState().setNotes(text);
    store.getState().setTags(['solo']);
    expect(store.getState().deck).toMatchObject({ notes: 'Plan', tags: ['solo'] });
    store.getState().undo();
    expect(store.getState().deck?.tags).toBeUndefined();
    store.getState().undo();
    expect(store.getState().deck?.notes).toBeUndefined();
  });

  it('"Meine Decks" offers every tag once and shows only the decks with the chosen one', () => {
    const store = createAppStore({ api: noApi, storage: undefined });
    const summary = (id: number, tags: string[]) => ({
      id,
      name: `Deck ${id}`,
      investigatorCode: '01001',
      versions: 1,
      latestVersionId: id,
      tags,
    });
    store.setState({ savedDecks: [summary(1, ['solo', 'kampf']), summary(2, ['kampf']), summary(3, [])] });
    expect(selectSavedDeckTags(store.getState())).toEqual(['kampf', 'solo']);
    expect(selectVisibleSavedDecks(store.getState()).map((deck) => deck.id)).toEqual([1, 2, 3]);
    store.getState().setDeckTagFilter('solo');
    expect(selectVisibleSavedDecks(store.getState()).map((deck) => deck.id)).toEqual([1]);
    store.getState().setDeckTagFilter('kampf');
    expect(selectVisibleSavedDecks(store.getState()).map((deck) => deck.id)).toEqual([1, 2]);
  });
});
