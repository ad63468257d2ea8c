import type { Meta, StoryObj } from '@storybook/react-vite';
import { routeNamed } from '#app/routes.tsx';
import { PageLayout } from '#app/shell/page-layout.tsx';
import type { RouteName } from '#domain/journey/route-names.ts';

const meta = { title: 'Shell/Page layout' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <div className="card">
    <h1>Page heading</h1>
    <p>Main content sits between the progress bar and the footer.</p>
  </div>
);

const page = (name: RouteName, loading = false): Story => ({
  render: () => (
    <PageLayout route={routeNamed(name)} loading={loading}>
      {content}
    </PageLayout>
  ),
});

export const WithProgressBar = page('Addons');
export const WithoutProgressBar = page('Declined');
export const Loading = page('Summary', true);
