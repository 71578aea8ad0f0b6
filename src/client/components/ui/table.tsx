/**
 * Table: the one data table of the app. It owns what every screen used to hand-write:
 * - the header row (column labels, right-aligned figures, sortable columns with `aria-sort`);
 * - the horizontal scroll container. On a narrow screen a wide table scrolls inside a region named
 *   `label`; while it overflows the region is focusable (arrow keys scroll it), shows a visible
 *   "Scroll for more →" cue and an edge shadow on the side that hides columns, and the cue is the
 *   region's description, so a screen reader announces it on focus;
 * - the empty state: with `empty` set, the message replaces the table.
 * Rows are the children (`<tr>` elements), so each screen keeps its own cells.
 *
 *   <Table label="Users table" caption="Users, newest first" minWidth="min-w-[52rem]"
 *     columns={['Name', { label: 'Total', align: 'right' }]}>
 *     {rows.map((r) => <tr key={r.id}>…</tr>)}
 *   </Table>
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';

export type SortDirection = 'ascending' | 'descending';

export interface TableColumn {
  label: ReactNode;
  /** React key when the label is not a string. */
  key?: string;
  align?: 'left' | 'right' | 'center';
  /** Replaces the variant's cell padding (the header must line up with the column's cells). */
  className?: string;
  /** Only for screen readers (e.g. an "Actions" column of buttons). */
  hidden?: boolean;
  /** A sortable column: its current direction (null when another column sorts) and the toggle. */
  sort?: { direction: SortDirection | null; onSort: () => void };
}

export interface TableProps {
  /** Accessible name of the scroll region (e.g. "Users table"). */
  label: string;
  /** The table's caption, its accessible name; visually hidden unless `captionVisible`. */
  caption?: ReactNode;
  captionVisible?: boolean;
  columns: ReadonlyArray<string | TableColumn>;
  /** Width under which the table scrolls sideways instead of squeezing, e.g. "min-w-[40rem]". */
  minWidth?: string;
  /** boxed: bordered panel with a tinted, upper-case header (admin lists); plain: inside a card. */
  variant?: 'boxed' | 'plain';
  /** When set, this message is shown instead of the table. */
  empty?: ReactNode;
  /** Caps the height (e.g. "max-h-[28rem]"): the rows then scroll under a header that stays put. */
  maxHeight?: string;
  className?: string;
  tableClassName?: string;
  /** Replaces the variant's header-cell padding for every column (to line up with the screen's cells). */
  headCellClassName?: string;
  bodyClassName?: string;
  children?: ReactNode;
}

const HEAD = {
  boxed: 'text-left text-xs uppercase tracking-[0.12em] text-fg-subtle',
  plain: 'border-b border-border text-left text-xs text-fg-subtle',
} as const;
// A capped-height table's sticky header needs an opaque background or rows show through it.
const HEAD_BACKGROUND = { boxed: 'bg-surface-2/70', plain: '' } as const;
const CELL = { boxed: 'px-3 py-2', plain: 'py-2 pr-3 font-medium' } as const;
const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

export function Table({
  label,
  caption,
  captionVisible,
  columns,
  minWidth,
  variant = 'boxed',
  empty,
  maxHeight,
  className,
  tableClassName,
  headCellClassName,
  bodyClassName,
  children,
}: TableProps) {
  if (empty !== undefined && empty !== null && empty !== false) {
    return (
      <p
        className={cn(
          'rounded-xl border border-border px-4 py-10 text-center text-sm text-fg-muted',
          variant === 'plain' && 'border-dashed',
          className,
        )}
      >
        {empty}
      </p>
    );
  }
  return (
    <ScrollingTable
      label={label}
      caption={caption}
      captionVisible={captionVisible}
      columns={columns}
      minWidth={minWidth}
      variant={variant}
      maxHeight={maxHeight}
      className={className}
      tableClassName={tableClassName}
      headCellClassName={headCellClassName}
      bodyClassName={bodyClassName}
    >
      {children}
    </ScrollingTable>
  );
}

function ScrollingTable({
  label,
  caption,
  captionVisible,
  columns,
  minWidth,
  variant = 'boxed',
  maxHeight,
  className,
  tableClassName,
  headCellClassName,
  bodyClassName,
  children,
}: Omit<TableProps, 'empty'>) {
  // Measured here, not in Table, so the observers attach when the table (not the empty state) mounts.
  const regionRef = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(regionRef);
  const cueId = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {overflow.overflows ? (
        <p id={cueId} className="self-end text-xs text-fg-subtle">
          Scroll for more <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div className={cn('relative', variant === 'boxed' && 'overflow-hidden rounded-xl border border-border')}>
        <div
          ref={regionRef}
          role="region"
          aria-label={label}
          aria-describedby={overflow.overflows ? cueId : undefined}
          // Keyboard users must be able to scroll it: sideways when it overflows, and always when it has a
          // fixed height (its rows may scroll vertically).
          tabIndex={overflow.overflows || maxHeight ? 0 : undefined}
          className={cn(
            'focus-ring relative overflow-x-auto rounded-[inherit]',
            maxHeight && cn('overflow-y-auto', maxHeight),
          )}
        >
          <table className={cn('w-full text-sm', minWidth, tableClassName)}>
            {caption ? <caption className={captionVisible ? 'mb-2 text-left' : 'sr-only'}>{caption}</caption> : null}
            <thead
              className={cn(HEAD[variant], maxHeight ? 'sticky top-0 z-[1] bg-surface-2' : HEAD_BACKGROUND[variant])}
            >
              <tr>
                {columns.map((column, index) => (
                  <HeaderCell
                    key={typeof column === 'string' ? column : (column.key ?? String(index))}
                    column={typeof column === 'string' ? { label: column } : column}
                    defaultClassName={headCellClassName ?? CELL[variant]}
                  />
                ))}
              </tr>
            </thead>
            <tbody className={bodyClassName}>{children}</tbody>
          </table>
        </div>
        <EdgeShadow side="left" shown={overflow.hiddenLeft} />
        <EdgeShadow side="right" shown={overflow.hiddenRight} />
      </div>
    </div>
  );
}

function HeaderCell({ column, defaultClassName }: { column: TableColumn; defaultClassName: string }) {
  const align = ALIGN[column.align ?? 'left'];
  const label = column.hidden ? <span className="sr-only">{column.label}</span> : column.label;
  if (!column.sort) {
    return (
      <th scope="col" className={cn(column.className ?? defaultClassName, align)}>
        {label}
      </th>
    );
  }
  const { direction, onSort } = column.sort;
  return (
    <th scope="col" className={cn('px-1 py-1', align)} aria-sort={direction ?? undefined}>
      <button
        type="button"
        onClick={onSort}
        className="focus-ring inline-flex min-h-11 items-center gap-1 rounded-md px-2 uppercase tracking-[inherit] hover:text-fg"
      >
        {label}
        <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
        {direction ? null : <span className="sr-only">, sortable</span>}
      </button>
    </th>
  );
}

function EdgeShadow({ side, shown }: { side: 'left' | 'right'; shown: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-y-0 w-6 from-black/35 to-transparent transition-opacity',
        side === 'left' ? 'left-0 bg-gradient-to-r' : 'right-0 bg-gradient-to-l',
        shown ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}

interface Overflow {
  overflows: boolean;
  hiddenLeft: boolean;
  hiddenRight: boolean;
}

const NO_OVERFLOW: Overflow = { overflows: false, hiddenLeft: false, hiddenRight: false };

/** Whether the element scrolls sideways, and which edges hide content; follows resizes and scrolls. */
function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): Overflow {
  const [state, setState] = useState<Overflow>(NO_OVERFLOW);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      // One pixel of slack: sub-pixel widths round up on some zoom levels.
      const overflows = el.scrollWidth > el.clientWidth + 1;
      const next: Overflow = {
        overflows,
        hiddenLeft: overflows && el.scrollLeft > 1,
        hiddenRight: overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      };
      setState((prev) =>
        prev.overflows === next.overflows &&
        prev.hiddenLeft === next.hiddenLeft &&
        prev.hiddenRight === next.hiddenRight
          ? prev
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}
