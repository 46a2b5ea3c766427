import type { ReactNode } from 'react';
import { CardText } from '../cards/card-text.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import styles from './rule-text.module.css';

// Glossary text is card markup (<i>, <b>, [icons]) with Markdown links: "[Erfahrung](#Experience)"
// to another entry, "[Die Verschlossene Tür](/card/01174)" to a card. Links to entries become
// buttons that open them; card links keep their name.

const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;

function paragraph(text: string, onEntry: (id: string) => void, key: number): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', target = ''] = match;
    const start = match.index ?? 0;
    if (start > last)
      parts.push(<CardText key={`t${start}`} className={styles.textPart} markup={text.slice(last, start)} />);
    parts.push(
      target.startsWith('#') ? (
        <LinkButton key={`l${start}`} className={styles.link} onClick={() => onEntry(target.slice(1))}>
          {label}
        </LinkButton>
      ) : (
        <span key={`l${start}`}>{label}</span>
      ),
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(<CardText key="end" className={styles.textPart} markup={text.slice(last)} />);
  return (
    <div key={key} className={styles.paragraph}>
      {parts}
    </div>
  );
}

/** A glossary entry's text in paragraphs, its links to other entries clickable. */
export function RuleText({ text, onEntry }: { text: string; onEntry(id: string): void }) {
  return (
    <div className="rule-text" data-testid="rule-text">
      {text
        .split(/\n\s*\n/)
        .filter((block) => block.trim())
        .map((block, index) => paragraph(block.trim(), onEntry, index))}
    </div>
  );
}
