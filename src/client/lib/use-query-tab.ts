import { useSearchParams } from 'react-router';

/**
 * A page's selected tab kept in a query parameter (`tab` unless named), so every tab has its own
 * address (/investors?tab=portal, /admin?tab=settings&group=trading) and Back/Forward move between
 * tabs. Unknown values fall back to the first. A nested strip names its own parameter, so the
 * selection survives its panel being remounted (for example after a save reloads the data).
 */
export function useQueryTab<T extends string>(tabs: readonly T[], param = 'tab'): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(param);
  const selected = tabs.find((tab) => tab === requested) ?? tabs[0]!;
  const select = (next: T) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === tabs[0]) params.delete(param);
        else params.set(param, next);
        return params;
      },
      { preventScrollReset: true },
    );
  return [selected, select];
}
