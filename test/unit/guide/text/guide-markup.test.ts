import { describe, expect, it } from 'vitest';
import { parseGuideBlock, parseGuideMarkup } from '../../../../shared/guide/text/guide-markup.ts';
import { guideIconLabel } from '../../../../shared/i18n/de/guide-icons.ts';

// The guide markup as it occurs in the German catalogs, parsed into a tree and never into HTML.

describe('parseGuideMarkup', () => {
  it('reads bold, italics and a chaos token of a resolution text', () => {
    expect(parseGuideMarkup('Lies <b>Auflösung 1</b>. Füge 1 [cultist]-Marker hinzu.')).toEqual([
      { kind: 'text', text: 'Lies ' },
      { kind: 'styled', style: 'b', children: [{ kind: 'text', text: 'Auflösung 1' }] },
      { kind: 'text', text: '. Füge 1 ' },
      { kind: 'icon', icon: 'cultist' },
      { kind: 'text', text: '-Marker hinzu.' },
    ]);
  });

  it('reads the misspelt [cultis] of Queen of Ash as the cultist token (boa/03_queen_of_ash.po)', () => {
    // The German catalog: „… 1 [elder_thing]-, 1 [tablet]-, 1 [cultis]- und 1 [skull]-Marker hinzugefügt.“
    expect(parseGuideMarkup('1 [cultis]- und 1 [skull]-Marker')).toEqual([
      { kind: 'text', text: '1 ' },
      { kind: 'icon', icon: 'cultist' },
      { kind: 'text', text: '- und 1 ' },
      { kind: 'icon', icon: 'skull' },
      { kind: 'text', text: '-Marker' },
    ]);
  });

  it('reads a trait glued to the following word, and [per_investigator]', () => {
    expect(parseGuideMarkup('bringe 1 [per_investigator] [[Verdächtiger-]]Gegner ins Spiel')).toEqual([
      { kind: 'text', text: 'bringe 1 ' },
      { kind: 'icon', icon: 'per_investigator' },
      { kind: 'text', text: ' ' },
      { kind: 'trait', text: 'Verdächtiger-' },
      { kind: 'text', text: 'Gegner ins Spiel' },
    ]);
  });

  it('nests the guide typefaces and blocks: <center><game>, <right><fancy>, <typewriter>', () => {
    expect(
      parseGuideMarkup('<center><game>DONNERSTAG</game></center>\n<right><fancy>Dr. Rosa Marquez</fancy></right>'),
    ).toEqual([
      {
        kind: 'styled',
        style: 'center',
        children: [{ kind: 'styled', style: 'game', children: [{ kind: 'text', text: 'DONNERSTAG' }] }],
      },
      { kind: 'break' },
      {
        kind: 'styled',
        style: 'right',
        children: [{ kind: 'styled', style: 'fancy', children: [{ kind: 'text', text: 'Dr. Rosa Marquez' }] }],
      },
    ]);
    expect(parseGuideMarkup('<typewriter>Notiz</typewriter>')[0]).toMatchObject({ style: 'typewriter' });
  });

  it('reads upper-case tags like <I>, closes tags left open, drops stray closing tags', () => {
    expect(parseGuideMarkup('<I>kursiv</I> <b>offen')).toEqual([
      { kind: 'styled', style: 'i', children: [{ kind: 'text', text: 'kursiv' }] },
      { kind: 'text', text: ' ' },
      { kind: 'styled', style: 'b', children: [{ kind: 'text', text: 'offen' }] },
    ]);
    expect(parseGuideMarkup('a</i>b')).toEqual([{ kind: 'text', text: 'ab' }]);
  });

  it('keeps an unknown tag as visible text instead of markup', () => {
    expect(parseGuideMarkup('<script>x</script>')).toEqual([{ kind: 'text', text: '<script>x</script>' }]);
  });

  it('reads day and night symbols of Feast of Hemlock Vale', () => {
    expect(parseGuideMarkup('(Tag [day])-Seite, (Nacht [night])')).toEqual([
      { kind: 'text', text: '(Tag ' },
      { kind: 'icon', icon: 'day' },
      { kind: 'text', text: ')-Seite, (Nacht ' },
      { kind: 'icon', icon: 'night' },
      { kind: 'text', text: ')' },
    ]);
  });
});

describe('parseGuideBlock', () => {
  it('appends the bullets of a setup step as a list', () => {
    expect(parseGuideBlock('Lege beiseite:', ['<i>Ghulpriester</i>', 'Lita Chantler'])).toEqual([
      { kind: 'text', text: 'Lege beiseite:' },
      {
        kind: 'list',
        items: [
          [{ kind: 'styled', style: 'i', children: [{ kind: 'text', text: 'Ghulpriester' }] }],
          [{ kind: 'text', text: 'Lita Chantler' }],
        ],
      },
    ]);
  });
});

describe('guideIconLabel', () => {
  it('names chaos tokens as the German rules reference does (Grimoire „Chaosmarker“), seals and glyphs by letter', () => {
    expect(guideIconLabel('skull')).toBe('Totenschädel');
    expect(guideIconLabel('elder_sign')).toBe('Älteres Zeichen');
    expect(guideIconLabel('auto_fail')).toBe('Automatischer Misserfolg');
    expect(guideIconLabel('willpower')).toBe('Willenskraft');
    expect(guideIconLabel('seal_c')).toBe('Siegel C');
    expect(guideIconLabel('tdc_rune_a')).toBe('Glyphe A');
    expect(guideIconLabel('unknown_symbol')).toBeUndefined();
  });
});
