import type { ButtonHTMLAttributes, Ref } from 'react';

interface ItemButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that is one whole item of a list, grid or row (a campaign, a deck, a card to pick, a
 * step, a header tab): a plain `button` of type "button" unless told otherwise, its look (`className`)
 * given by the screen that lists the items.
 */
export function ItemButton({ type = 'button', ...rest }: ItemButtonProps) {
  return <button type={type} {...rest} />;
}
