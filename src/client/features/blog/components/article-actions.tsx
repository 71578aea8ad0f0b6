/**
 * Like, save and share (investor spec sections 2 and 7). Likes and saves are stored on the server
 * for the signed-in reader; a visitor is asked to sign in (and comes back here after). Share uses
 * the system share sheet, else copies the address with the toast 'Article URL copied to clipboard!'.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { BlogPostDetail } from '../../../../contracts/content';
import { Button } from '../../../components/ui/button';
import { IconBookmark, IconHeart, IconShare } from '../../../components/ui/icons/content';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../shared/session';
import { useSetBlogPostBookmark, useSetBlogPostLike } from '../../../api/content/set-blog-post-reaction';

export const SHARE_COPIED_MESSAGE = 'Article URL copied to clipboard!';

export function ArticleActions({ post }: { post: BlogPostDetail }) {
  const session = useSession();
  const location = useLocation();
  const toast = useToast();
  const userId = session.user?.id ?? null;
  const like = useSetBlogPostLike(post.slug, userId);
  const bookmark = useSetBlogPostBookmark(post.slug, userId);
  const [isSignInPromptShown, setIsSignInPromptShown] = useState(false);

  const onError = (error: unknown) =>
    toast({ tone: 'error', title: isApiError(error) ? error.message : 'Something went wrong. Please try again.' });

  function onLike() {
    if (!session.isSignedIn) return setIsSignInPromptShown(true);
    like.mutate(!post.isLiked, { onError });
  }

  function onSave() {
    if (!session.isSignedIn) return setIsSignInPromptShown(true);
    bookmark.mutate(!post.isBookmarked, {
      onError,
      onSuccess: (result) =>
        toast({ tone: 'success', title: result.isBookmarked ? 'Article saved' : 'Article removed from saved' }),
    });
  }

  async function onShare() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: post.title, text: post.excerpt, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ tone: 'success', title: SHARE_COPIED_MESSAGE });
    } catch {
      // The spec ignores share failures (a dismissed share sheet is one).
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={post.isLiked ? 'primary' : 'secondary'}
          aria-pressed={post.isLiked}
          aria-label={`Like (${post.likes} ${post.likes === 1 ? 'like' : 'likes'})`}
          isLoading={like.isPending}
          onClick={onLike}
        >
          <IconHeart size={18} filled={post.isLiked} className={post.isLiked ? 'text-gold' : undefined} />
          <span>Like</span>
          <span className="tabular-nums rounded-full bg-surface-3/80 px-2 py-0.5 text-xs text-fg">{post.likes}</span>
        </Button>
        <Button
          variant={post.isBookmarked ? 'primary' : 'secondary'}
          aria-pressed={post.isBookmarked}
          isLoading={bookmark.isPending}
          onClick={onSave}
        >
          <IconBookmark size={18} filled={post.isBookmarked} className={post.isBookmarked ? 'text-gold' : undefined} />
          {post.isBookmarked ? 'Saved' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={() => void onShare()}>
          <IconShare size={18} />
          Share
        </Button>
      </div>
      {isSignInPromptShown ? (
        <p role="status" className="text-sm text-fg-muted">
          Sign in to like and save articles.{' '}
          <Link
            to={paths.auth.getHref()}
            state={{ from: location }}
            className="focus-ring rounded font-semibold text-gold underline-offset-4 hover:underline"
          >
            Sign In
          </Link>
        </p>
      ) : null}
    </div>
  );
}
