/**
 * Image: lazy-loaded picture with a placeholder and a retry policy (core spec section 2, Images):
 * on error it retries IMAGE_RETRY_COUNT times, IMAGE_RETRY_DELAY_MS apart, then shows
 * 'Image unavailable' with a Retry button (which starts a fresh round of attempts).
 * Give it width/height (or an aspect class on `className`) so the layout never shifts. The
 * placeholder shimmers only while the picture is loading and on screen: a lazy image below the fold
 * is not loading, and a page of them must not keep the CPU busy.
 *
 *   <Image src="/images/wine/penfolds.webp" alt="Penfolds Grange 2015 label" width={640} height={800} className="aspect-[4/5]" />
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { IMAGE_RETRY_COUNT, IMAGE_RETRY_DELAY_MS } from '../../lib/ui-constants';
import { cn } from '../../lib/cn';
import { useIsOnScreen } from '../../lib/use-is-on-screen';
import { IconImageOff } from './icons/objects';
import { Shimmer } from './shimmer';

/** A retry must not be served from the failed cache entry: add an attempt marker to the URL. */
export function withRetryParam(src: string, attempt: number): string {
  if (attempt === 0) return src;
  const [path, hash] = src.split('#', 2);
  const separator = path?.includes('?') ? '&' : '?';
  return `${path}${separator}retry=${attempt}${hash ? `#${hash}` : ''}`;
}

export type ImageStatus = 'loading' | 'loaded' | 'waiting' | 'failed';

/** After a load error: retry while attempts remain, otherwise give up. */
export function statusAfterError(failedAttempt: number, maxRetries = IMAGE_RETRY_COUNT): ImageStatus {
  return failedAttempt < maxRetries ? 'waiting' : 'failed';
}

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError' | 'onLoad'> {
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  /** Classes for the <img> element itself (className styles the wrapper). */
  imgClassName?: string;
  /** Load at once (for the first, above-the-fold image: better LCP). */
  isPriority?: boolean;
}

export function Image({ src, alt, className, imgClassName, isPriority, ...rest }: ImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ImageStatus>('loading');
  const box = useRef<HTMLDivElement>(null);
  const isOnScreen = useIsOnScreen(box, status === 'loading');

  // A new src starts over.
  useEffect(() => {
    setAttempt(0);
    setStatus('loading');
  }, [src]);

  useEffect(() => {
    if (status !== 'waiting') return undefined;
    const timer = window.setTimeout(() => {
      setAttempt((a) => a + 1);
      setStatus('loading');
    }, IMAGE_RETRY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const isFailed = status === 'failed';

  return (
    <div ref={box} className={cn('relative overflow-hidden bg-surface-2', className)}>
      <Shimmer isActive={status === 'loading' && isOnScreen} />
      {isFailed ? (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center text-sm text-fg-muted"
        >
          <IconImageOff size={24} className="text-fg-subtle" />
          <span>Image unavailable</span>
          <button
            type="button"
            onClick={() => {
              setAttempt((a) => a + 1);
              setStatus('loading');
            }}
            className="focus-ring min-h-11 rounded-lg border border-border-strong px-4 text-sm font-medium text-fg hover:bg-surface-3"
          >
            Retry
          </button>
        </div>
      ) : status === 'waiting' ? null : (
        <img
          key={attempt}
          src={withRetryParam(src, attempt)}
          alt={alt}
          loading={isPriority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={isPriority ? 'high' : undefined}
          onLoad={() => setStatus('loaded')}
          // Each round is IMAGE_RETRY_COUNT + 1 attempts; the manual Retry starts the next round at a
          // multiple of that, so `attempt % roundSize` is the attempt number within the current round.
          onError={() => setStatus(statusAfterError(attempt % (IMAGE_RETRY_COUNT + 1)))}
          className={cn(
            'h-full w-full object-cover transition-opacity duration-300',
            status === 'loaded' ? 'opacity-100' : 'opacity-0',
            imgClassName,
          )}
          {...rest}
        />
      )}
    </div>
  );
}
