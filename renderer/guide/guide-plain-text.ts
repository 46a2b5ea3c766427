import { type GuideMarkup, parseGuideMarkup } from '../../shared/guide/text/guide-markup.ts';
import { guideIconLabel } from '../../shared/i18n/de/guide-icons.ts';

function plainNodes(nodes: readonly GuideMarkup[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text' || node.kind === 'trait') return node.text;
      if (node.kind === 'icon') return guideIconLabel(node.icon) ?? node.icon;
      if (node.kind === 'styled') return plainNodes(node.children);
      if (node.kind === 'list') return node.items.map(plainNodes).join(', ');
      return ' ';
    })
    .join('');
}

/** Guide markup for a place that takes text only (an <option>): styles dropped, symbols by their German name. */
export const guidePlainText = (markup: string) => plainNodes(parseGuideMarkup(markup));
