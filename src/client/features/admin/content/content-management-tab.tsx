/**
 * Admin → Content Management (operator spec section 2): sub-tabs Blog Posts, Documents and
 * Announcements. Blog Posts edits the rows the public blog reads, Documents the library's
 * (/documents), and Announcements what the app's banner shows.
 */
import { lazy } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { PanelSuspense } from '../components/panel-suspense';

const BlogPostsPanel = lazy(() => import('./blog-posts-panel'));
const DocumentsPanel = lazy(() => import('./documents-panel'));
const AnnouncementsPanel = lazy(() => import('./announcements-panel'));

export default function ContentManagementTab() {
  return (
    <section aria-labelledby="content-management-title" className="flex flex-col gap-6">
      <h2 id="content-management-title" className="sr-only">
        Content Management
      </h2>
      <Tabs
        label="Content sections"
        variant="underline"
        items={[
          {
            id: 'blog',
            label: 'Blog Posts',
            content: (
              <PanelSuspense>
                <BlogPostsPanel />
              </PanelSuspense>
            ),
          },
          {
            id: 'documents',
            label: 'Documents',
            content: (
              <PanelSuspense>
                <DocumentsPanel />
              </PanelSuspense>
            ),
          },
          {
            id: 'announcements',
            label: 'Announcements',
            content: (
              <PanelSuspense>
                <AnnouncementsPanel />
              </PanelSuspense>
            ),
          },
        ]}
      />
    </section>
  );
}
