import { Fragment, type ReactNode } from 'react';
import { BLOCK_STYLES, type GuideMarkup, parseGuideMarkup } from '../../shared/guide/text/guide-markup.ts';
import { guideIconLabel } from '../../shared/i18n/de/guide-icons.ts';
import { IconToken } from '../cards/card-icon.tsx';
import { CARD_ICONS } from '../cards/card-icons.ts';
import styles from './guide-markup-view.module.css';

// Guide text as React nodes (never injected HTML): italics, bold, traits, the guide's typefaces,
// centred and right-aligned blocks, lists, and game symbols with their German name as label.

/** Glyphs for the guide's own symbols; the card symbols reuse the card text's glyphs. */
const GUIDE_GLYPHS: Record<string, string> = { codex: '❖', day: '☀', night: '☾' };

function glyphOf(icon: string): string {
  if (icon.startsWith('seal_')) return '◈';
  if (icon.startsWith('tdc_rune_')) return icon.slice('tdc_rune_'.length).toUpperCase();
  return CARD_ICONS[icon]?.glyph ?? GUIDE_GLYPHS[icon] ?? '?';
}

function GuideIcon({ icon }: { icon: string }) {
  const label = guideIconLabel(icon) ?? icon;
  return <IconToken name={icon} label={label} glyph={glyphOf(icon)} />;
}

const INLINE_ELEMENTS = { b: 'b', i: 'i', u: 'u', strike: 's' } as const;

function renderNode(node: GuideMarkup): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'break':
      return <br />;
    case 'icon':
      return <GuideIcon icon={node.icon} />;
    case 'trait':
      return (
        <b>
          <i>{node.text}</i>
        </b>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {node.items.map((item, position) => (
            <li key={position}>{renderNodes(item)}</li>
          ))}
        </ul>
      );
    case 'styled': {
      const children = renderNodes(node.children);
      if (node.style === 'blockquote') return <blockquote>{children}</blockquote>;
      if (node.style in INLINE_ELEMENTS) {
        const Element = INLINE_ELEMENTS[node.style as keyof typeof INLINE_ELEMENTS];
        return <Element>{children}</Element>;
      }
      const Element = BLOCK_STYLES.has(node.style) ? 'div' : 'span';
      return <Element className={styles[node.style]}>{children}</Element>;
    }
    default:
      return null;
  }
}

function renderNodes(nodes: readonly GuideMarkup[]): ReactNode[] {
  return nodes.map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

/** A guide text inside a line (a log entry the guide wrote): its markup as inline nodes. */
export function GuideMarkupInline({ markup }: { markup: string }) {
  return <>{renderNodes(parseGuideMarkup(markup))}</>;
}

/** One text of the campaign guide in its markup. */
export function GuideMarkupView({ markup, readAloud = false }: { markup: string; readAloud?: boolean }) {
  return (
    <div className={readAloud ? `${styles.text} ${styles.readAloud}` : styles.text}>
      {renderNodes(parseGuideMarkup(markup))}
    </div>
  );
}
