/**
 * Inline SVG icons (no icon library, by decision: keeps the bundle small and the CSP strict).
 * Every icon is decorative (aria-hidden); the control that holds it carries the accessible name.
 * The icons live in small group files under icons/ because a bundler places a whole module in one
 * chunk: one big icon file would drag every page's icons into the initial chunk.
 */
export * from './icons/interface';
export * from './icons/status';
export * from './icons/brands';
export * from './icons/objects';
export type { IconProps } from './icons/svg';
