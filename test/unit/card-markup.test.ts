import { describe, expect, it } from 'vitest';
import { parseCardMarkup } from '../../renderer/cards/card-markup.ts';

describe('parseCardMarkup', () => {
  it('turns bold text, icons and line breaks into nodes, never into HTML', () => {
    expect(parseCardMarkup('[action]: <b>Kampf.</b> +1 [combat].\nEnde')).toEqual([
      { kind: 'icon', name: 'action' },
      { kind: 'text', text: ': ' },
      { kind: 'styled', style: 'b', children: [{ kind: 'text', text: 'Kampf.' }] },
      { kind: 'text', text: ' +1 ' },
      { kind: 'icon', name: 'combat' },
      { kind: 'text', text: '.' },
      { kind: 'break' },
      { kind: 'text', text: 'Ende' },
    ]);
  });

  it('reads [[Trait]] as a trait and <em> as italics', () => {
    expect(parseCardMarkup('Ein <em>[[Verbündeter]]</em>')).toEqual([
      { kind: 'text', text: 'Ein ' },
      { kind: 'styled', style: 'i', children: [{ kind: 'trait', text: 'Verbündeter' }] },
    ]);
  });

  it('closes tags the data leaves open and drops closing tags never opened', () => {
    expect(parseCardMarkup('<i>offen</b> bleibt')).toEqual([
      { kind: 'styled', style: 'i', children: [{ kind: 'text', text: 'offen bleibt' }] },
    ]);
  });

  it('keeps unknown tags as text and decodes entities, so markup cannot inject elements', () => {
    expect(parseCardMarkup('<script>x</script> a&nbsp;&rarr;&lt;b&gt;')).toEqual([
      { kind: 'text', text: '<script>x</script> a\u00a0→<b>' },
    ]);
  });

  it('reads <br/>, <hr> and nested blockquotes', () => {
    expect(parseCardMarkup('a<br/>b<hr><blockquote><b>c</b></blockquote>')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'break' },
      { kind: 'text', text: 'b' },
      { kind: 'rule' },
      {
        kind: 'styled',
        style: 'blockquote',
        children: [{ kind: 'styled', style: 'b', children: [{ kind: 'text', text: 'c' }] }],
      },
    ]);
  });
});
