/**
 * Makes everything beside `node` and its ancestors inert (no focus, no clicks, hidden from
 * assistive technology) and returns how to undo it: only what was not inert before is restored.
 */
export function inertAround(node: HTMLElement | null): () => void {
  const made: HTMLElement[] = [];
  for (let inside = node; inside?.parentElement; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
