import { useSearchParams } from 'react-router';

/**
 * A page's selected tab kept in the `tab` query parameter, so every tab has its own address
 * (/investors?tab=portal) and Back/Forward move between tabs. Unknown values fall back to the first.
 */
export function useQueryTab<T extends string>(tabs: readonly T[]): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected = tabs.find((tab) => tab === requested) ?? tabs[0]!;
  const select = (next: T) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === tabs[0]) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { preventScrollReset: true },
    );
  return [selected, select];
}
