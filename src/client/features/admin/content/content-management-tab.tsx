/**
 * Admin → Content Management (operator spec section 2): sub-tabs Blog Posts, Documents and
 * Announcements. Blog Posts edits the rows the public blog reads; the other two are being built.
 */
import { lazy } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { PanelSuspense } from '../components/panel-suspense';
import { TabPlaceholder } from '../components/tab-placeholder';

const BlogPostsPanel = lazy(() => import('./blog-posts-panel'));

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
          { id: 'documents', label: 'Documents', content: <TabPlaceholder area="Documents" /> },
          { id: 'announcements', label: 'Announcements', content: <TabPlaceholder area="Announcements" /> },
        ]}
      />
    </section>
  );
}
