import type { ReactNode } from 'react';
import { CardIconGlyph } from './card-icon.tsx';
import { type MarkupNode, parseCardMarkup } from './card-markup.ts';
import styles from './card-text.module.css';

const STYLE_ELEMENTS = { b: 'b', i: 'i', u: 'u', blockquote: 'blockquote' } as const;

function renderNodes(nodes: readonly MarkupNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'rule':
        return <hr key={index} />;
      case 'icon':
        return <CardIconGlyph key={index} name={node.name} />;
      case 'trait':
        return (
          <b key={index}>
            <i>{node.text}</i>
          </b>
        );
      default: {
        // 'styled', the last kind.
        const Element = STYLE_ELEMENTS[node.style];
        return <Element key={index}>{renderNodes(node.children)}</Element>;
      }
    }
  });
}

/**
 * Card text in ArkhamDB markup as React nodes (no HTML is ever injected); `slip` sets it on
 * parchment, as a card's text box, instead of the caller's `className`.
 */
export function CardText({ markup, className, slip = false }: { markup: string; className?: string; slip?: boolean }) {
  return <div className={slip ? styles.slip : className}>{renderNodes(parseCardMarkup(markup))}</div>;
}
