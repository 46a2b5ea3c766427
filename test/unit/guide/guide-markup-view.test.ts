import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GuideMarkupView, guidePlainText } from '../../../renderer/guide/guide-markup-view.tsx';

// Guide markup rendered as React elements: symbols with German labels, traits, typefaces, and
// text from the data never turned into HTML.

const render = (markup: string) => renderToStaticMarkup(createElement(GuideMarkupView, { markup }));

describe('GuideMarkupView', () => {
  it('renders a chaos token and a skill symbol with their German names as accessible labels', () => {
    const html = render('Füge 1 [elder_thing]-Marker hinzu; Probe auf [willpower].');
    expect(html).toContain('role="img" aria-label="Älteres Wesen"');
    expect(html).toContain('aria-label="Willenskraft"');
  });

  it('renders italics, bold, a trait and a centred typewriter line', () => {
    const html = render('<i>Notiz</i> <b>Auflösung 1</b> [[Kultist]]\n<center><typewriter>1925</typewriter></center>');
    expect(html).toContain('<i>Notiz</i>');
    expect(html).toContain('<b>Auflösung 1</b>');
    expect(html).toContain('<b class="card-trait"><i>Kultist</i></b>');
    expect(html).toContain('<div class="guide-center"><span class="guide-typewriter">1925</span></div>');
  });

  it('escapes a tag it does not know instead of injecting it', () => {
    expect(render('<img src=x onerror=alert(1)> <script>x</script>')).not.toContain('<script>');
    expect(render('<script>x</script>')).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('gives plain text for options: styles dropped, symbols named', () => {
    expect(guidePlainText('<b>Ja</b>, [skull] entfernen')).toBe('Ja, Totenschädel entfernen');
  });
});
