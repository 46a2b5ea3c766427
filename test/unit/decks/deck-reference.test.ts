import { describe, expect, it } from 'vitest';
import { readDeckReference, referencePaths } from '../../../shared/decks/deck-reference.ts';

describe('ArkhamDB deck addresses and numbers', () => {
  it.each([
    ['12345', { kind: 'any', id: '12345' }],
    ['#12345', { kind: 'any', id: '12345' }],
    ['https://arkhamdb.com/deck/view/12345', { kind: 'deck', id: '12345' }],
    ['https://arkhamdb.com/deck/edit/12345', { kind: 'deck', id: '12345' }],
    ['https://de.arkhamdb.com/deck/view/12345?foo=1#x', { kind: 'deck', id: '12345' }],
    ['http://www.arkhamdb.com/decklist/view/678/roland-der-bundesagent-1.0', { kind: 'decklist', id: '678' }],
    ['arkhamdb.com/decklist/view/678', { kind: 'decklist', id: '678' }],
    ['https://arkhamdb.com/api/public/deck/4711', { kind: 'deck', id: '4711' }],
    ['  https://arkhamdb.com/deck/view/0042  ', { kind: 'deck', id: '42' }],
  ])('reads %s', (text, reference) => {
    expect(readDeckReference(text)).toEqual({ ok: true, reference });
  });

  it.each([
    'https://arkham.build/deck/view/5c0f6a2e-3b1d-4a8e-9f2c-7d41b0e6a913',
    'https://evil.example/deck/view/12345',
    'https://arkhamdb.com.evil.example/deck/view/12345',
    'https://arkhamdb.com@evil.example/deck/view/12345',
    'https://evil.example/?next=https://arkhamdb.com/deck/view/1',
    'https://arkhamdb.com/card/01001',
    'ftp://arkhamdb.com/deck/view/1',
  ])('refuses %s as not an ArkhamDB deck address', (text) => {
    expect(readDeckReference(text)).toEqual({ ok: false, foreignUrl: text });
  });

  it('leaves JSON and prose alone', () => {
    expect(readDeckReference('{"investigator_code":"01001"}')).toBeUndefined();
    expect(readDeckReference('Roland mit Machete')).toBeUndefined();
    expect(readDeckReference('')).toBeUndefined();
  });

  it('tries a bare number as a deck, then as a decklist', () => {
    expect(referencePaths({ kind: 'any', id: '7' })).toEqual(['api/public/deck/7', 'api/public/decklist/7']);
    expect(referencePaths({ kind: 'decklist', id: '7' })).toEqual(['api/public/decklist/7']);
  });
});
