import type { ReactNode } from 'react';
import { type BlockNode, type InlineNode, parseNotes } from '../../shared/decks/deck-notes-markdown.ts';
import styles from './notes-view.module.css';

// Deck notes rendered from their Markdown tree (shared/decks/deck-notes-markdown.ts) as React
// nodes: text stays text, so no note can inject markup. A link shows its address beside the text.

const HEADINGS = { 1: 'h3', 2: 'h4', 3: 'h5' } as const;

function inlineNode(node: InlineNode, key: string): ReactNode {
  switch (node.kind) {
    case 'strong':
      return <strong key={key}>{inline(node.children)}</strong>;
    case 'em':
      return <em key={key}>{inline(node.children)}</em>;
    case 'code':
      return <code key={key}>{node.text}</code>;
    case 'link':
      return (
        <span key={key} className={styles.link} title={node.href}>
          {node.text} ({node.href})
        </span>
      );
    default:
      return node.text;
  }
}

function inline(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => inlineNode(node, `${node.kind}-${index}`));
}

function blockNode(block: BlockNode, key: string): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = HEADINGS[block.level];
      return <Heading key={key}>{inline(block.children)}</Heading>;
    }
    case 'quote':
      return <blockquote key={key}>{inline(block.children)}</blockquote>;
    case 'rule':
      return <hr key={key} />;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return <List key={key}>{block.items.map((item, i) => inlineItem(item, `${key}-${i}`))}</List>;
    }
    default:
      return <p key={key}>{inline(block.children)}</p>;
  }
}

const inlineItem = (item: InlineNode[], key: string) => <li key={key}>{inline(item)}</li>;

/** The notes as headings, paragraphs, lists, quotes and rules. */
export function NotesView({ source, testId }: { source: string; testId?: string }) {
  return (
    <div className={styles.view} data-testid={testId}>
      {parseNotes(source).map((block, index) => blockNode(block, `${block.kind}-${index}`))}
    </div>
  );
}
