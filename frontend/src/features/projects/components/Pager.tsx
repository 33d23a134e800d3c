import { Button } from 'antd';
import { projectTexts as t } from '../texts';

export type PagerItem = number | 'gap-before' | 'gap-after';

/**
 * The page numbers to show: the first, the last, and the current page with its neighbours, with a
 * gap ("…") wherever pages are left out. Pages are 1-based.
 */
export function pagerItems(current: number, pageCount: number, neighbours = 1): PagerItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(current, 1), pageCount);
  const from = Math.max(2, page - neighbours);
  const to = Math.min(pageCount - 1, page + neighbours);
  const items: PagerItem[] = [1];
  // A gap of a single page shows that page instead of "…".
  if (from === 3) items.push(2);
  else if (from > 3) items.push('gap-before');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to === pageCount - 2) items.push(pageCount - 1);
  else if (to < pageCount - 2) items.push('gap-after');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

export interface PagerProps {
  /** 1-based. */
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/**
 * Pagination with first, previous, next and last (antd's Pagination has no first/last). The arrows
 * are text glyphs: every icon would land in the landing page's vendor chunk.
 */
export function Pager({ page, total, pageSize, onChange }: PagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onChange(target);
  };
  const atStart = current === 1;
  const atEnd = current === pageCount;

  return (
    <nav className="pager" aria-label={t.pager} data-testid="pager">
      <Button
        size="small"
        className="pager__step"
        aria-label={t.firstPage}
        title={t.firstPage}
        disabled={atStart}
        onClick={() => go(1)}
      >
        «
      </Button>
      <Button
        size="small"
        className="pager__step"
        aria-label={t.previousPage}
        title={t.previousPage}
        disabled={atStart}
        onClick={() => go(current - 1)}
      >
        ‹
      </Button>
      <ol className="pager__pages">
        {pagerItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="small"
                type={item === current ? 'primary' : 'default'}
                aria-label={t.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className="pager__gap" aria-label={t.morePages} data-testid="pager-gap">
              …
            </li>
          ),
        )}
      </ol>
      <Button
        size="small"
        className="pager__step"
        aria-label={t.nextPage}
        title={t.nextPage}
        disabled={atEnd}
        onClick={() => go(current + 1)}
      >
        ›
      </Button>
      <Button
        size="small"
        className="pager__step"
        aria-label={t.lastPage}
        title={t.lastPage}
        disabled={atEnd}
        onClick={() => go(pageCount)}
      >
        »
      </Button>
    </nav>
  );
}
