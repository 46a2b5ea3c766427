/**
 * Remembers the last result while every argument is the same object; selectors use it so a
 * store subscription sees a stable array until its inputs change.
 */
export function memoizeLast<Args extends readonly unknown[], Result>(
  compute: (...args: Args) => Result,
): (...args: Args) => Result {
  let last: { args: Args; result: Result } | undefined;
  return (...args) => {
    if (last && args.every((arg, index) => Object.is(arg, last!.args[index]))) return last.result;
    const result = compute(...args);
    last = { args, result };
    return result;
  };
}
